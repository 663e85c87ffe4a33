/**
 * What the server needs from a payment provider. Phase two implements it with Stripe (and the
 * built-in test checkout); the core only ever refunds.
 */
import type { Logger } from 'pino';

export interface RefundableBooking {
  id: string;
  payment_intent_id: string;
  amount_cents: number;
}

export interface PaymentProvider {
  /** Refunds a paid booking in full. Throwing aborts the cancellation, leaving it unchanged. */
  refund(booking: RefundableBooking): Promise<void>;
}

/** For runs with no payment provider: payments there are simulated, so there is nothing to return. */
export function createSimulatedPayments(logger: Logger): PaymentProvider {
  return {
    async refund(booking) {
      logger.info({ bookingId: booking.id, amountCents: booking.amount_cents }, 'simulated refund');
    },
  };
}
