/** Booking status transitions: pending → confirmed (paid) or cancelled (released, cancelled). */
import { MESSAGES } from '@spur/contract';
import { conflict } from './errors';

export interface BookingState {
  status: string;
  payment_intent_id: string | null;
}

/** A booking can be cancelled once: 409 when it already is; also when its voucher was used (checked in at the venue). */
export function assertCancellable(booking: Pick<BookingState, 'status'> & { checked_in_at: Date | string | null }): void {
  if (booking.status === 'cancelled') throw conflict(MESSAGES.alreadyCancelled);
  if (booking.checked_in_at) throw conflict(MESSAGES.voucherUsed);
}

/** Cancelling a paid booking refunds it first. */
export function refundsOnCancel(booking: BookingState): boolean {
  return booking.status === 'confirmed' && booking.payment_intent_id !== null;
}

/**
 * What a completed payment does to its booking. unchanged: already paid. confirm: the pending
 * booking is confirmed (its slot is already held). late: the booking was cancelled before the
 * payment arrived (hold expired and swept, or cancelled): it takes a slot again if the deal can
 * still sell one and is confirmed, otherwise the payment is refunded at once and the booking stays
 * cancelled.
 */
export function paymentTransition(booking: BookingState): 'unchanged' | 'confirm' | 'late' {
  if (booking.status === 'confirmed' || booking.payment_intent_id) return 'unchanged';
  return booking.status === 'pending' ? 'confirm' : 'late';
}

/** An expired or cancelled checkout releases its booking's hold only while the booking is unpaid. */
export const expiryReleases = (booking: Pick<BookingState, 'status'>): boolean => booking.status === 'pending';
