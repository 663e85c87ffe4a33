import type { Knex } from 'knex';

// The money ledger (@spur/domain's earnings.ts): every money event of a booking is one row, in
// integer cents, written in the transaction that causes it. charge: what the traveller paid;
// fee: Spur's commission on it (negative: the part a refund gives back); refund: money given
// back. `key` is the idempotency key (`charge:<booking>`, `fee:<booking>`, `refund:<booking>`,
// `fee:<booking>:refund`): a replayed payment or refund writes nothing twice. Transfers to a
// business's payout account and their reversals will be further kinds.
//
// Bookings paid before this migration get their rows here, with the fee at the default 15 %
// (the configured percentage is not known to a migration) and rounded half up like
// `platformFee`; a refund gives the fee back in proportion like `feeReturnedOnRefund`.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE ledger_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL CONSTRAINT ledger_entries_key_key UNIQUE,
      booking_id uuid NOT NULL REFERENCES bookings (id),
      kind text NOT NULL CHECK (kind IN ('charge', 'fee', 'refund')),
      amount_cents integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- A booking's rows (a refund reads them), and a business's (through its deals' bookings).
    CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id);

    -- Integer division of non-negative bigints: (2n + d) / 2d is n / d rounded half up.
    WITH paid AS (
      SELECT id, amount_cents, booking_time, refunded_at, coalesce(refund_cents, 0) AS refund_cents,
             ((2 * amount_cents::bigint * 1500 + 10000) / 20000)::int AS fee_cents
        FROM bookings
       WHERE payment_intent_id IS NOT NULL
    )
    INSERT INTO ledger_entries (key, booking_id, kind, amount_cents, created_at)
    SELECT 'charge:' || id, id, 'charge', amount_cents, booking_time FROM paid
    UNION ALL
    SELECT 'fee:' || id, id, 'fee', fee_cents, booking_time FROM paid
    UNION ALL
    SELECT 'refund:' || id, id, 'refund', refund_cents, refunded_at FROM paid WHERE refunded_at IS NOT NULL AND refund_cents > 0
    UNION ALL
    SELECT 'fee:' || id || ':refund', id, 'fee', -fee_back::int, refunded_at
      FROM (SELECT *, (2 * fee_cents::bigint * refund_cents + amount_cents) / (2 * amount_cents::bigint) AS fee_back
              FROM paid WHERE refunded_at IS NOT NULL AND refund_cents > 0 AND amount_cents > 0) refunded
     WHERE fee_back > 0;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE ledger_entries;');
}
