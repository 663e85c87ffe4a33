/**
 * The transfer sweep (separate charges and transfers): each booking whose experience has begun,
 * of a business with payouts on, is sent its net once (rules: `transferEligible`, `transferCents` in
 * `../earnings.ts`). One transaction per booking: the booking is locked by one sweep (others skip
 * it), the provider is called with the booking's idempotency key while it is held, and the
 * transfer row is written in the same transaction. A refund locks the same booking, so it sees
 * the transfer (and reverses it) or the transfer sees the refund (and sends less).
 */
import { transferCents, transferEligible, transferEntry } from '../earnings';
import type { RowValues } from '../rows';
import type { Store } from './store';

export interface TransferSweep {
  transferred: number;
  /** Bookings whose transfer failed (the provider refused or was down): left for the next sweep, which retries with the same idempotency key. */
  failures: Array<{ bookingId: string; error: unknown }>;
}

/** Transfers up to `limit` bookings due by `now`. */
export async function transferDue<V extends RowValues>(store: Store<V>, request: { now: Date; limit: number }): Promise<TransferSweep> {
  const { now } = request;
  const candidates = await store.transaction((tx) => tx.transferCandidates(now, request.limit));
  const sweep: TransferSweep = { transferred: 0, failures: [] };
  for (const bookingId of candidates) {
    try {
      const sent = await store.transaction(async (tx) => {
        const booking = await tx.lockTransferBooking(bookingId);
        if (!booking?.payout_account_id) return false;
        const ledger = await tx.bookingLedger(bookingId);
        if (!transferEligible(booking, ledger, now)) return false;
        const amountCents = transferCents(ledger);
        const transferId = await tx.transfer({ bookingId, amountCents, destination: booking.payout_account_id });
        await tx.recordLedgerEntries([transferEntry(bookingId, amountCents, transferId, now)]);
        return true;
      });
      if (sent) sweep.transferred += 1;
    } catch (error) {
      // One booking's failure does not hold back the others'.
      sweep.failures.push({ bookingId, error });
    }
  }
  return sweep;
}
