/**
 * A checkout's end: paid (`confirmPayment`) or expired/cancelled (`expireCheckout`). Stripe's
 * webhook and the test checkout (both backends) fulfil through these.
 *
 * Exactly once: a provider's event is recorded in the same transaction as the booking change, and
 * the booking is locked, so fulfilment and the hold sweep never interleave.
 *
 * Late payment: when a checkout completes after its booking was cancelled (the hold expired and
 * was swept, or the buyer cancelled it), the booking takes a spot again if the deal (its session)
 * still has one and is on sale, and is confirmed; otherwise the payment is refunded in full at
 * once and the booking stays cancelled, recording the payment and the refund.
 *
 * Every completed payment through the provider writes its charge and Spur's fee (at
 * `feePercent`) in the ledger, and a refund at once its refund, in the same transaction.
 */
import { expiryReleases, paymentTransition } from '../bookings';
import { normalizeEmail } from '../checkout';
import { AppError } from '../errors';
import type { RowValues } from '../rows';
import { paymentStillAccepted } from '../sessions';
import { recordCharge, recordRefundInLedger } from './ledger';
import type { PaymentRecord, ProviderEvent, Store } from './store';

/**
 * confirmed: a pending booking was paid. reinstated: a cancelled booking was paid late and took
 * a spot again. refunded: paid late with no spot left (or after its session's cut-off), refunded.
 * unchanged: already paid (or, for an expiry, no longer pending). duplicate: the event was
 * processed before. unknown: no booking.
 */
export type CompleteOutcome = 'confirmed' | 'reinstated' | 'refunded' | 'unchanged' | 'duplicate' | 'unknown';
export type ExpireOutcome = 'released' | 'unchanged' | 'duplicate' | 'unknown';

export interface CompletedPayment {
  /** The address the buyer paid with; kept on guest bookings (it links them to a later account). */
  email?: string | null;
  paymentIntentId: string | null;
  /** What was charged, when the provider says (Stripe's amount_total). */
  amountCents?: number | null;
  /** The booking named in the checkout's metadata (found by checkout id otherwise). */
  bookingId?: string | null;
  event?: ProviderEvent;
}

/** A completed payment: the booking is confirmed, reinstated or refunded (see the file's header). */
export async function confirmPayment<V extends RowValues>(
  store: Store<V>,
  checkoutId: string,
  payment: CompletedPayment,
  now: Date,
  feePercent: number,
): Promise<CompleteOutcome> {
  return store.transaction(async (tx): Promise<CompleteOutcome> => {
    if (payment.event && !(await tx.recordEvent(payment.event))) return 'duplicate';
    const booking = await tx.lockCheckoutBooking(checkoutId, payment.bookingId);
    if (!booking) return 'unknown';
    const transition = paymentTransition(booking);
    if (transition === 'unchanged') return 'unchanged';

    const amountCents = payment.amountCents ?? booking.amount_cents;
    const paid: Omit<PaymentRecord, 'outcome'> = {
      checkout_session_id: checkoutId,
      payment_intent_id: payment.paymentIntentId,
      amount_cents: amountCents,
      ...(booking.user_id === null && payment.email ? { guest_email: normalizeEmail(payment.email) } : {}),
    };
    // Money moved through the provider only with a payment intent (a free checkout has none):
    // so a booking with ledger rows is always a paid one, which an erasure keeps.
    if (payment.paymentIntentId) await recordCharge(tx, booking.id, amountCents, feePercent, now);
    // The voucher code, drawn once: kept by a booking confirmed again.
    const confirmed = async (outcome: 'confirmed' | 'reinstated') => {
      await tx.recordPayment(booking.id, { ...paid, outcome: { status: 'confirmed', voucher_code: booking.voucher_code ?? tx.newVoucherCode() } });
      await tx.queueMail('booking_confirmed', booking.id, now);
      return outcome;
    };
    const refunded = async () => {
      // A failure rolls everything back (the event too), so the provider's retry tries again.
      if (payment.paymentIntentId) {
        await tx.refund({ bookingId: booking.id, paymentIntentId: payment.paymentIntentId, amountCents });
        await recordRefundInLedger(tx, booking.id, amountCents, now);
      }
      await tx.recordPayment(booking.id, { ...paid, outcome: { refund_cents: amountCents } });
      return 'refunded' as const;
    };
    const session = booking.session_id ? await tx.lockSession(booking.session_id) : undefined;

    if (transition === 'confirm') {
      // Paid after its session's cut-off (or its cancellation): refunded, and the spot goes back.
      if (session && !paymentStillAccepted(session, now)) {
        await tx.releaseSpots(booking.id);
        return refunded();
      }
      return confirmed('confirmed');
    }

    // Cancelled before the payment arrived: take a spot again if the deal (its session) can still sell one.
    const retake = session ? tx.takeSessionSpot(booking.deal_id, session.id) : tx.takeDealSpot(booking.deal_id);
    const spotTaken = await retake.then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
    return spotTaken ? confirmed('reinstated') : refunded();
  });
}

/** An expired or cancelled checkout: its booking's spot is released while the booking is unpaid. */
export async function expireCheckout<V extends RowValues>(
  store: Store<V>,
  checkoutId: string,
  details: { bookingId?: string | null; event?: ProviderEvent } = {},
): Promise<ExpireOutcome> {
  return store.transaction(async (tx): Promise<ExpireOutcome> => {
    if (details.event && !(await tx.recordEvent(details.event))) return 'duplicate';
    const booking = await tx.lockCheckoutBooking(checkoutId, details.bookingId);
    if (!booking) return 'unknown';
    if (!expiryReleases(booking)) return 'unchanged';
    await tx.releaseSpots(booking.id);
    return 'released';
  });
}
