import { MESSAGES } from '@spur/contract';
import { AppError } from '../errors';
import type { RowValues } from '../rows';
import { recordRefundInLedger } from './ledger';
import type { StoreTransaction } from './store';

/**
 * Refunds through the provider and writes the refund in the ledger; when the provider fails,
 * 502, and the transaction changes nothing.
 */
export async function refundOrFail<V extends RowValues>(tx: StoreTransaction<V>, payment: Parameters<StoreTransaction<V>['refund']>[0], now: Date): Promise<void> {
  await tx.refund(payment).catch((error: unknown) => {
    throw new AppError(502, MESSAGES.refundFailed, { cause: error });
  });
  await recordRefundInLedger(tx, payment.bookingId, payment.amountCents, now);
}
