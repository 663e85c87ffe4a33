/**
 * The payment provider as the server sees it: opening a checkout for a held booking, refunding
 * a paid one, and transferring a booking's net to its business (and reversing part of it).
 * Stripe implements them (ports/stripe.ts); with no Stripe key the built-in test checkout opens
 * its own (ports/testCheckout.ts), and refunds and transfers are simulated.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { TransferProvider } from '@spur/domain';

export interface RefundableBooking {
  id: string;
  payment_intent_id: string;
  /** What to give back: the whole payment, or the part the cancellation terms allow. */
  amount_cents: number;
}

export interface PaymentProvider extends TransferProvider {
  /** Refunds `amount_cents` of a paid booking. Throwing aborts the cancellation, leaving it unchanged. */
  refund(booking: RefundableBooking): Promise<void>;
}

/** What a checkout is opened for: one ticket of one deal, at the stored price. */
export interface CheckoutOpenRequest {
  bookingId: string;
  amountCents: number;
  currency: string;
  title: string;
  description: string;
  /** The deal's cancellation terms for this booking ("Free cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund"). */
  terms: string;
  /** The signed-in buyer's email, or the guest's when given; else the checkout page asks. */
  customerEmail: string | null;
  /** The end of the slot hold; the checkout should not outlive it by more than a minute. */
  expiresAt: Date;
  /** Absolute origin (and optional path) of the app, without a trailing slash. */
  appUrl: string;
}

export interface OpenedCheckout {
  /** The checkout's id (Stripe's Checkout Session id, or a test one shaped like it). */
  id: string;
  /** Where the buyer is sent to pay. */
  url: string;
  /** When the provider closes the checkout; the hold lasts exactly as long. */
  expiresAt: Date;
}

export interface CheckoutProvider {
  /** 'stripe': Stripe Checkout; 'test': the built-in test checkout page (no Stripe key). */
  readonly kind: 'stripe' | 'test';
  /** Throws when the provider cannot open a checkout; the caller releases the hold. */
  open(request: CheckoutOpenRequest): Promise<OpenedCheckout>;
}

/** A test-mode transfer id, shaped like a Stripe transfer id. */
export const newTestTransferId = () => `tr_test_${randomBytes(12).toString('hex')}`;

/**
 * For runs with no payment provider: payments there are simulated, so there is nothing to
 * return or send; a transfer is recorded by the same sweep with a test-mode transfer id.
 */
export function createSimulatedPayments(logger: Logger): PaymentProvider {
  return {
    async refund(booking) {
      logger.info({ bookingId: booking.id, amountCents: booking.amount_cents }, 'simulated refund');
    },
    async transfer(request) {
      const id = newTestTransferId();
      logger.info({ ...request, transferId: id }, 'simulated transfer');
      return id;
    },
    async reverseTransfer(request) {
      logger.info(request, 'simulated transfer reversal');
    },
  };
}
