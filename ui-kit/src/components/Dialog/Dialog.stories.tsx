import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';
import { withOpenState } from '../../test/withOpenState';

const StatefulDialog = withOpenState(Dialog);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Marketing emails',
    description: 'Enter the email address where you would like to receive offers.',
    onOpenChange: fn(),
    children: <TextField label="Email" type="email" name="marketing_email" autoComplete="email" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
  render: (args) => <StatefulDialog {...args} />,
  // Open dialogs are modal: in the docs page each story gets its own frame so they do not stack.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Marketing emails' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the email address where you would like to receive offers.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

export const Closed: Story = {
  args: { open: false, trigger: <Button>Open dialog</Button> },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Marketing emails' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    trigger.blur();
  },
};

export const WithoutDescription: Story = {
  args: {
    open: true,
    title: 'Booking details',
    description: undefined,
    children: <p>Your booking details are being prepared. Check back soon.</p>,
    footer: (
      <DialogClose asChild>
        <Button>Got it</Button>
      </DialogClose>
    ),
  },
};

export const WithoutFooter: Story = {
  args: {
    open: true,
    title: 'What is Spur?',
    description: undefined,
    footer: undefined,
    children: <p>A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.</p>,
  },
};
