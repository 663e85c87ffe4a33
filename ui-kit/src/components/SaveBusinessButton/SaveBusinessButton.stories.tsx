import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveBusinessButton } from './SaveBusinessButton';

const meta = {
  title: 'Components/SaveBusinessButton',
  component: SaveBusinessButton,
  args: { businessName: 'Harborlight Spa', saved: false, onToggle: fn(), onSignInNeeded: fn() },
} satisfies Meta<typeof SaveBusinessButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save business: Harborlight Spa' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent('Save business');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Saved: pressed, a filled heart; a click unsaves it. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saved: Harborlight Spa' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent('Saved');
  },
};

/** Saving: the button ignores clicks until the answer. */
export const Busy: Story = {
  args: { saved: true, busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saved: Harborlight Spa' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A guest is asked to sign in. */
export const Guest: Story = {
  args: { guest: true, saved: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save business: Harborlight Spa' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('title', 'Sign in to save businesses');
    await userEvent.click(button);
    await expect(args.onSignInNeeded).toHaveBeenCalledOnce();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
