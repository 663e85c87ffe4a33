import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveButton } from './SaveButton';

const meta = {
  title: 'Components/SaveButton',
  component: SaveButton,
  args: { saved: false, onToggle: fn(), onSignInNeeded: fn() },
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save deal' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Saving: the heart ignores clicks until the answer. */
export const Busy: Story = {
  args: { saved: true, busy: true },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Saved' });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A guest is asked to sign in. */
export const Guest: Story = {
  args: { guest: true },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save deal' });
    await expect(heart).toHaveAttribute('title', 'Sign in to save deals');
    await userEvent.click(heart);
    await expect(args.onSignInNeeded).toHaveBeenCalledOnce();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
