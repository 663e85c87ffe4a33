/**
 * The ledger's writes, shared by the use cases that move money (payments.ts, cancelBooking.ts,
 * manageSessions.ts), and a business's earnings, read from it. Each write runs in the
 * transaction of the change that causes it.
 */
import { MESSAGES, type Earnings } from '@spur/contract';
import { chargeEntries, earningsOf, refundEntries, reversalEntry, transferReversalCents } from '../earnings';
import { AppError } from '../errors';
import type { RowValues } from '../rows';
import type { Store, StoreTransaction } from './store';

/** A booking was paid `amountCents`: the charge and Spur's fee at `feePercent`. */
export async function recordCharge<V extends RowValues>(tx: StoreTransaction<V>, bookingId: string, amountCents: number, feePercent: number, now: Date): Promise<void> {
  await tx.recordLedgerEntries(chargeEntries(bookingId, amountCents, feePercent, now));
}

/**
 * `refundCents` went back to the traveller: the refund and the part of the fee it returns, and,
 * after the booking's transfer, the reversal of the business's share of it through the provider
 * (`transferReversalCents`; a failure is a 502 and the transaction changes nothing). The caller
 * holds the booking's lock, as the transfer sweep does.
 */
export async function recordRefundInLedger<V extends RowValues>(tx: StoreTransaction<V>, bookingId: string, refundCents: number, now: Date): Promise<void> {
  const ledger = await tx.bookingLedger(bookingId);
  const entries = refundEntries(bookingId, ledger, refundCents, now);
  const reversal = transferReversalCents(ledger, entries);
  const transfer = ledger.find((entry) => entry.kind === 'transfer');
  if (reversal > 0 && transfer?.provider_id) {
    await tx.reverseTransfer({ bookingId, transferId: transfer.provider_id, amountCents: reversal }).catch((error: unknown) => {
      throw new AppError(502, MESSAGES.refundFailed, { cause: error });
    });
    entries.push(reversalEntry(bookingId, reversal, now));
  }
  await tx.recordLedgerEntries(entries);
}

/** The business's earnings (GET /api/business/earnings). */
export async function businessEarnings<V extends RowValues>(store: Store<V>, request: { userId: string; now: Date; feePercent: number }): Promise<Earnings> {
  return store.transaction(async (tx) => earningsOf(await tx.businessLedger(request.userId), request.now, request.feePercent));
}
