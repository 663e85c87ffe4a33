/**
 * The ledger's writes, shared by the use cases that move money (payments.ts, cancelBooking.ts,
 * manageSessions.ts), and a business's earnings, read from it. Each write runs in the
 * transaction of the change that causes it.
 */
import type { Earnings } from '@spur/contract';
import { chargeEntries, earningsOf, refundEntries } from '../earnings';
import type { RowValues } from '../rows';
import type { Store, StoreTransaction } from './store';

/** A booking was paid `amountCents`: the charge and Spur's fee at `feePercent`. */
export async function recordCharge<V extends RowValues>(tx: StoreTransaction<V>, bookingId: string, amountCents: number, feePercent: number, now: Date): Promise<void> {
  await tx.recordLedgerEntries(chargeEntries(bookingId, amountCents, feePercent, now));
}

/** `refundCents` went back to the traveller: the refund and the part of the fee it returns. */
export async function recordRefundInLedger<V extends RowValues>(tx: StoreTransaction<V>, bookingId: string, refundCents: number, now: Date): Promise<void> {
  await tx.recordLedgerEntries(refundEntries(bookingId, await tx.bookingLedger(bookingId), refundCents, now));
}

/** The business's earnings (GET /api/business/earnings). */
export async function businessEarnings<V extends RowValues>(store: Store<V>, request: { userId: string; now: Date; feePercent: number }): Promise<Earnings> {
  return store.transaction(async (tx) => earningsOf(await tx.businessLedger(request.userId), request.now, request.feePercent));
}
