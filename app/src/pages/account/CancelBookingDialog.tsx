/**
 * The confirmation before a booking is cancelled (My Bookings and the booking details page):
 * DELETE /api/bookings/{id}, then "Booking Cancelled"; a failure toasts "Cancellation Failed" with
 * the server's message (or the spec's default) and leaves the dialog open to retry.
 */
import { ConfirmDialog, toast } from '@spur/ui-kit';
import { cancelBooking } from '../../api';
import { COPY } from '../../copy';
import { ACCOUNT_COPY } from './copy';
import { serverMessage } from './logic';

const copy = ACCOUNT_COPY.profile.cancelDialog;

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: { id: string; title: string } | null;
  /** The dialog closed (cancelled, or done). */
  onClose: () => void;
  /** The booking is cancelled: reload what shows it. */
  onCancelled: () => void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  async function confirm() {
    if (!booking) return;
    try {
      await cancelBooking(booking.id);
    } catch (error) {
      toast(COPY.toasts.cancellationFailed(serverMessage(error)));
      throw error;
    }
    toast(COPY.toasts.bookingCancelled);
    onCancelled();
  }

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={booking ? copy.description(booking.title) : ''}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      cancelLabel={copy.keep}
      destructive
      onConfirm={confirm}
    />
  );
}
