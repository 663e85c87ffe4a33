import type { Knex } from 'knex';

// Web Push (services/pushOutbox.ts). push_subscriptions: one row per browser a user allowed
// notifications in; the push service's endpoint is unique (the same browser subscribing again,
// even for another account, re-points its row). push_outbox: one push per alert and
// subscription (`key`, e.g. '<alert key>:<subscription id>', makes queuing idempotent), queued
// in the transaction that raised the alert and delivered by the maintenance sweep as mail_outbox
// is (migration 013): claimed with FOR UPDATE SKIP LOCKED and a lease, retried with backoff.
// 'gone': the push service said the subscription no longer exists (its row is deleted, and its
// pushes with it, so the status is only seen in the moment between).
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      endpoint text NOT NULL CONSTRAINT push_subscriptions_endpoint_key UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

    CREATE TABLE push_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL CONSTRAINT push_outbox_key_key UNIQUE,
      subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'gone')),
      attempts integer NOT NULL DEFAULT 0,
      -- Null: due at once (queued, never tried).
      next_attempt_at timestamptz,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at NULLS FIRST) WHERE status = 'pending';
    CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE push_outbox; DROP TABLE push_subscriptions;');
}
