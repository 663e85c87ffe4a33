import type { Knex } from 'knex';

// Shared state that must survive restarts and be seen by every instance.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      client_ip text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE processed_webhook_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    );

    -- Fixed-window counters: one row per key and window.
    CREATE TABLE rate_limits (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (key, window_start)
    );
    CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE rate_limits; DROP TABLE processed_webhook_events; DROP TABLE contact_messages;');
}
