import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Trash2 } from 'lucide-react';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { withOpenState } from '../../test/withOpenState';

const StatefulConfirmDialog = withOpenState(ConfirmDialog);

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel this booking?',
    description: 'Your slot for Sunset Kayak Tour will be released. This cannot be undone.',
    confirmLabel: 'Cancel Booking',
    cancelLabel: 'Keep Booking',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <StatefulConfirmDialog {...args} />,
  // Open dialogs are modal: in the docs page each story gets its own frame so they do not stack.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false, trigger: <Button variant="outline">Cancel booking</Button> },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel booking' });

    // Cancel: nothing is confirmed.
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();

    // Escape cancels too.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Confirm: the action runs and the dialog closes.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    trigger.blur();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your slot for Sunset Kayak Tour will be released. This cannot be undone.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toHaveFocus());
  },
};

export const Destructive: Story = {
  args: {
    open: true,
    destructive: true,
    title: 'Delete this deal?',
    description: 'Are you sure you want to delete this deal?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  },
};

export const Busy: Story = {
  args: {
    open: true,
    destructive: true,
    busy: true,
    title: 'Delete your account?',
    description: 'Your profile and settings will be deleted. Paid bookings are kept anonymised.',
    confirmLabel: 'Delete Account',
    busyLabel: 'Deleting...',
    cancelLabel: 'Cancel',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Settled by the play function, so the busy state is checked without any timer. */
let finishDeletion: () => void = () => {};

export const AsyncConfirm: Story = {
  args: {
    open: false,
    destructive: true,
    title: 'Delete your account?',
    description: 'Your profile and settings will be deleted. Paid bookings are kept anonymised.',
    confirmLabel: 'Delete Account',
    busyLabel: 'Deleting...',
    cancelLabel: 'Cancel',
    trigger: (
      <Button variant="destructive" icon={<Trash2 aria-hidden />}>
        Delete Account
      </Button>
    ),
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishDeletion = resolve;
        }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Account' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    // While the returned Promise is pending the confirm button is busy and Cancel is disabled.
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finishDeletion();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    trigger.blur();
  },
};

/** Failed by the play function. */
let failCancellation: () => void = () => {};

/** The action fails: the dialog stays open and the focus, which the browser dropped while the button was busy, returns to it. */
export const ConfirmFails: Story = {
  args: {
    open: true,
    destructive: true,
    busyLabel: 'Cancelling...',
    onConfirm: fn(
      () =>
        new Promise<void>((_, reject) => {
          failCancellation = () => reject(new Error('Failed to cancel booking'));
        }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    const busy = within(dialog).getByRole('button', { name: /Cancelling\.\.\./ });
    await waitFor(() => expect(busy).not.toHaveFocus());
    failCancellation();
    const confirm = await within(dialog).findByRole('button', { name: 'Cancel Booking' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toBeEnabled();
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
