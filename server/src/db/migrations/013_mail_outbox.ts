import type { Knex } from 'knex';

// Transactional mail's durable outbox (services/outbox.ts): a mail is queued in the transaction
// that makes the booking change it tells of, so it exists exactly when the change committed, and
// the maintenance sweep delivers it. `key` makes queuing idempotent (one confirmation, one
// reminder per booking). A sweep claims due rows with FOR UPDATE SKIP LOCKED and moves their
// next attempt a lease ahead before sending: a second instance does not see them due, and a
// sender that crashed before marking one sent leaves it due again once the lease ends.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL CONSTRAINT mail_outbox_key_key UNIQUE,
      kind text NOT NULL,
      recipient text NOT NULL,
      data jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      -- Null: due at once (queued, never tried).
      next_attempt_at timestamptz,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- The sweep's question: which pending mails are due?
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at NULLS FIRST) WHERE status = 'pending';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE mail_outbox;');
}
