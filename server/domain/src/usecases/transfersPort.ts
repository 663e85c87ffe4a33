/**
 * What the transfer sweep and a refund's reversal (`transfers.ts`, `ledger.ts`) need: of a
 * transaction (the bookings due a transfer, each locked by one sweep) and of the payment provider
 * (Stripe transfers and transfer reversals, or the built-in test provider).
 */
import type { EarningBooking } from '../earnings';

/** A paid booking the sweep may transfer, with its business's payout account. */
export interface TransferBooking extends EarningBooking {
  id: string;
  /** The business's connected account (null: none yet). */
  payout_account_id: string | null;
  payouts_enabled: boolean;
}

export interface TransferRequest {
  bookingId: string;
  amountCents: number;
  /** The business's connected account. */
  destination: string;
}

export interface ReversalRequest {
  bookingId: string;
  /** The provider's id of the booking's transfer. */
  transferId: string;
  amountCents: number;
}

/** The provider's side. Each call throws when the provider refuses or cannot be reached; a retry with the same booking is answered with the first result. */
export interface TransferProvider {
  /** Sends `amountCents` to the destination, once per booking; answers the transfer's id. */
  transfer(request: TransferRequest): Promise<string>;
  /** Takes `amountCents` of the booking's transfer back, once per booking. */
  reverseTransfer(request: ReversalRequest): Promise<void>;
}

export interface TransfersTransaction extends TransferProvider {
  /** Up to `limit` paid bookings not transferred yet whose experience may have begun by `now`, of businesses with payouts on. */
  transferCandidates(now: Date, limit: number): Promise<string[]>;
  /** The booking, locked until the transaction ends; undefined when another transaction holds it (skipped, not awaited). */
  lockTransferBooking(bookingId: string): Promise<TransferBooking | undefined>;
}
