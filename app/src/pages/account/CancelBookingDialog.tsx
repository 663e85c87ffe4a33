/**
 * The confirmation before a booking is cancelled (My Bookings and the booking details page): for
 * a paid booking, the exact refund of this moment under the deal's terms ("You get $45.00 back.",
 * "No refund: the free cancellation ended at 3:30 PM."), computed with the server's function;
 * then DELETE /api/bookings/{id} and "Booking Cancelled"; a failure toasts "Cancellation Failed"
 * with the server's message (or the spec's default) and leaves the dialog open to retry.
 */
import styled from 'styled-components';
import type { Booking } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { ConfirmDialog, toast } from '@spur/ui-kit';
import { cancelBooking } from '../../api';
import { COPY } from '../../copy';
import { useLocale } from '@spur/i18n/react';
import { refundPreview, useNow, useViewerTimeZone } from '../../time';
import { ACCOUNT_COPY } from './copy';
import { serverMessage } from './logic';

// Inside the dialog's description paragraph: a line of its own.
const Refund = styled.strong`
  display: block;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null;
  /** The dialog closed (cancelled, or done). */
  onClose: () => void;
  /** The booking is cancelled: reload what shows it. */
  onCancelled: () => void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const { toasts } = useCopy(COPY);
  const copy = useCopy(ACCOUNT_COPY).profile.cancelDialog;
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const refund = booking ? refundPreview(booking, now, viewerZone, locale) : null;
  async function confirm() {
    if (!booking) return;
    try {
      await cancelBooking(booking.id);
    } catch (error) {
      toast(toasts.cancellationFailed(serverMessage(error)));
      throw error;
    }
    toast(toasts.bookingCancelled);
    onCancelled();
  }

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={
        booking ? (
          <>
            {copy.description(booking.title)}
            {refund && <Refund>{refund}</Refund>}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      cancelLabel={copy.keep}
      destructive
      onConfirm={confirm}
    />
  );
}
