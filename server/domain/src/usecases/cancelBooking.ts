/** A booker cancels their booking: refunded as the deal's terms give back now, the spot released. */
import { DEFAULT_CANCELLATION_TERMS, MESSAGES } from '@spur/contract';
import { assertCancellable, refundsOnCancel } from '../bookings';
import { notFound } from '../errors';
import { bookerRefundCents, termsOf } from '../cancellation';
import type { BookingRow, RowValues } from '../rows';
import { refundOrFail } from './refunds';
import type { Store } from './store';

/**
 * Cancels the user's booking: 404 another's or none, 409 already cancelled or checked in. The
 * booking is locked, so concurrent cancels queue and the second gets 409. A paid booking is
 * refunded first, as much as the deal's terms give back at `now` (`bookerRefundCents`); when the
 * provider fails, nothing changes (502). A paid booking gets its receipt; an abandoned checkout's
 * does not. Returns the booking as it was before.
 */
export async function cancelBooking<V extends RowValues>(store: Store<V>, request: { bookingId: string; userId: string; now: Date }): Promise<BookingRow<V>> {
  const { bookingId, userId, now } = request;
  return store.transaction(async (tx) => {
    const booking = await tx.lockOwnBooking(bookingId, userId);
    if (!booking) throw notFound(MESSAGES.bookingNotFound);
    assertCancellable(booking);
    const deal = await tx.findDeal(booking.deal_id);
    const session = booking.session_id ? await tx.findSession(booking.deal_id, booking.session_id) : undefined;
    const basis = {
      terms: deal ? termsOf(deal) : DEFAULT_CANCELLATION_TERMS,
      starts_at: session?.starts_at ?? null,
      expires_at: deal?.expires_at ?? null,
      checked_in_at: booking.checked_in_at,
    };
    const refundCents = bookerRefundCents(booking, basis, now);
    const refunded = refundsOnCancel(booking) && Boolean(refundCents);
    if (refunded) await refundOrFail(tx, { bookingId: booking.id, paymentIntentId: booking.payment_intent_id!, amountCents: refundCents! }, now);
    if (refundCents !== null) await tx.recordRefund(booking.id, { refund_cents: refundCents, refunded });
    await tx.releaseSpots(booking.id);
    if (booking.status === 'confirmed') await tx.queueMail('booking_cancelled', booking.id, now);
    return booking;
  });
}
