import type { Knex } from 'knex';

// Transfers to a business's payout account and their reversals join the ledger (@spur/domain's
// earnings.ts): transfer, the booking's net sent once it is owed (key `transfer:<booking>`);
// transfer_reversal, the business's share of a refund after it (`transfer_reversal:<booking>`).
// provider_id is the provider's transfer id, which a reversal names. The partial index finds the
// bookings already transferred for the sweep.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('charge', 'fee', 'refund', 'transfer', 'transfer_reversal'));
    ALTER TABLE ledger_entries ADD COLUMN provider_id text;
    CREATE INDEX ledger_entries_transferred_idx ON ledger_entries (booking_id) WHERE kind = 'transfer';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DELETE FROM ledger_entries WHERE kind IN ('transfer', 'transfer_reversal');
    DROP INDEX ledger_entries_transferred_idx;
    ALTER TABLE ledger_entries DROP COLUMN provider_id;
    ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('charge', 'fee', 'refund'));
  `);
}
