import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster } from './Toast';
import { resetToasts, SWIPE_THRESHOLD, toast, type ToastOptions } from './toastStore';

/** Story harness: a button that calls `toast(options)`, a second one that fires another toast, and the `<Toaster />`. */
function ToastDemo(options: ToastOptions) {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => toast(options)}>Show toast</Button>
      <Button variant="outline" onClick={() => toast({ title: 'Profile Updated', description: 'Your changes were saved.' })}>
        Show another toast
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you as soon as possible.",
    variant: 'default',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  // One iframe per story on the docs page: every story mounts a Toaster on the shared store.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const toastItem = async (title: string) => (await within(region()).findByText(title)).closest('li') as HTMLElement;
/** Waits for the slide-in so the snapshot is taken at rest. */
const settled = async (el: HTMLElement) => {
  await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Message Sent!');
    await settled(item);
    await expect(item).toBeVisible();
    await expect(within(item).getByText(/Thank you for contacting us/)).toBeVisible();
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Error',
    description:
      'There was a problem sending your message. Please try again or contact us directly at support@spurdeals.com.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Error');
    await expect(item).toHaveAttribute('data-variant', 'destructive');
    await settled(item);
  },
};

export const WithAction: Story = {
  args: {
    title: 'Booking Cancelled',
    description: 'Your booking for Sunset Kayak Tour was cancelled.',
    action: { label: 'Browse Deals', onClick: fn(), altText: 'Browse deals from the Deals page' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Booking Cancelled');
    await settled(item);
    await expect(within(item).getByRole('button', { name: 'Browse Deals' })).toBeVisible();
  },
};

/** Pressing the action runs its callback and closes the toast. */
export const ActionCloses: Story = {
  args: { ...WithAction.args },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Booking Cancelled');
    await userEvent.click(within(item).getByRole('button', { name: 'Browse Deals' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(region()).queryByText('Booking Cancelled')).not.toBeInTheDocument());
  },
};

export const AutoDismiss: Story = {
  args: { title: 'Code resent', description: 'Closes by itself after 1.5 s.', duration: 1500 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await toastItem('Code resent');
    // Radix pauses the timer while the pointer is over the toasts: keep it away.
    await userEvent.unhover(region());
    await waitFor(() => expect(within(region()).queryByText('Code resent')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Message Sent!');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region()).queryByText('Message Sent!')).not.toBeInTheDocument());
  },
};

export const OnlyOneVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await toastItem('Message Sent!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show another toast' }));
    const item = await toastItem('Profile Updated');
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(region()).queryByText('Message Sent!')).not.toBeInTheDocument();
    await settled(item);
  },
};

export const KeyboardShortcut: Story = {
  name: 'F8 focuses notifications',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Message Sent!');
    await expect(region()).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('[F8]');
    await expect(region()).toContainElement(document.activeElement as HTMLElement);
    await settled(item);
  },
};

/** A drag of more than SWIPE_THRESHOLD (50 px) to the right dismisses the toast. */
export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const item = await toastItem('Message Sent!');
    await settled(item);
    const box = item.getBoundingClientRect();
    const start = { x: box.left + 40, y: box.top + box.height / 2 };
    const pointer = (type: string, dx: number, buttons: number) =>
      item.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons,
          clientX: start.x + dx,
          clientY: start.y,
        }),
      );
    pointer('pointerdown', 0, 1);
    pointer('pointermove', 10, 1);
    pointer('pointermove', SWIPE_THRESHOLD + 10, 1);
    pointer('pointerup', SWIPE_THRESHOLD + 10, 0);
    await waitFor(() => expect(within(region()).queryByText('Message Sent!')).not.toBeInTheDocument());
  },
};
