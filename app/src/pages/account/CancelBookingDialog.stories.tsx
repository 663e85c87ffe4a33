import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SAMPLE_NOW, sampleBooking } from '@spur/demo-data';
import { CancelBookingDialog } from './CancelBookingDialog';
import { settled } from './storyHelpers';

// SAMPLE_NOW is Tue, Nov 24, 12:00 PM in Los Angeles; the sample booking cost $45.
const halfBack = { free_hours: 24, late_refund_percent: 50 };
const booked = (session_starts_at: string | null, cancellation = halfBack) =>
  sampleBooking({ price: 45, session_id: session_starts_at && '5e551011-0000-4000-8000-000000000001', session_starts_at, session_duration_minutes: 90, cancellation });
/** Sat, Nov 28, 3:30 PM: free cancellation runs until Fri 3:30 PM. */
const SATURDAY = '2026-11-28T23:30:00.000Z';
/** Wed, Nov 25, 9:30 AM: free cancellation ended today at 9:30 AM. */
const TOMORROW_MORNING = '2026-11-25T17:30:00.000Z';

const meta = {
  title: 'Pages/Cancel Booking Dialog',
  component: CancelBookingDialog,
  parameters: { page: { url: '/profile', layout: false, auth: 'traveler', now: SAMPLE_NOW } },
  args: { booking: booked(SATURDAY), onClose: fn(), onCancelled: fn() },
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts the dialog's refund line and waits for the dialog to settle before the snapshot. */
async function expectRefund(text: string) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(within(dialog).getByText(text)).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toHaveFocus();
  await settled(dialog);
}

/** Inside the free window: the whole price back. */
export const FreeCancellation: Story = {
  play: () => expectRefund('You get $45.00 back.'),
};

/** After the free window of a deal that gives half back. */
export const PartialRefund: Story = {
  args: { booking: booked(TOMORROW_MORNING) },
  play: () => expectRefund('You get $22.50 back (50%): the free cancellation ended at 9:30 AM.'),
};

/** After the free window of a deal without a late refund. */
export const NoRefund: Story = {
  args: { booking: booked(TOMORROW_MORNING, { free_hours: 24, late_refund_percent: 0 }) },
  play: () => expectRefund('No refund: the free cancellation ended at 9:30 AM.'),
};

/** Not paid yet (a held spot): nothing to refund, so no refund line. */
export const NotPaid: Story = {
  args: { booking: { ...booked(TOMORROW_MORNING), status: 'pending' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(within(dialog).queryByText(/^(You get|No refund)/)).not.toBeInTheDocument();
    await settled(dialog);
  },
};
