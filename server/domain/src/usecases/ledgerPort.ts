/** The money ledger's operations (rules: `earnings.ts`), implemented by each backend beside its earnings. */
import type { LedgerEntry, LedgerLine } from '../earnings';
import type { LedgerEntryRow, RowValues } from '../rows';

export interface LedgerTransaction<V extends RowValues> {
  /** Writes the rows; a row whose key is already written is skipped (a replay writes nothing twice). */
  recordLedgerEntries(entries: readonly LedgerEntry[]): Promise<void>;
  /** The booking's ledger rows so far (its booking is locked by the caller). */
  bookingLedger(bookingId: string): Promise<Array<LedgerEntryRow<V>>>;
  /** Every ledger row of the bookings of the business's deals, with what the earnings page shows. */
  businessLedger(ownerId: string): Promise<LedgerLine[]>;
}
