import type { Knex } from 'knex';

// Sessions: one occurrence of a deal with its own spots and booking cut-off. A booking of a
// session holds one of the session's spots exactly while it is pending or confirmed (the deal's
// own available_slots then stays untouched; open-dated deals keep using it).
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE deals
      ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Los_Angeles',
      ADD COLUMN price_drop_floor numeric(10, 2),
      ADD COLUMN price_drop_window_minutes integer,
      -- Set once the deal's first session is created: the deal is no longer open-dated.
      ADD COLUMN has_sessions boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT deals_price_drop_check CHECK (
        (price_drop_floor IS NULL) = (price_drop_window_minutes IS NULL)
        AND (price_drop_floor IS NULL OR (price_drop_floor > 0 AND price_drop_floor < price))
        AND (price_drop_window_minutes IS NULL OR price_drop_window_minutes BETWEEN 15 AND 1440)
      );

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL REFERENCES deals (id),
      starts_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
      capacity integer NOT NULL CHECK (capacity >= 1),
      slots_left integer NOT NULL CHECK (slots_left >= 0 AND slots_left <= capacity),
      cutoff_minutes integer NOT NULL DEFAULT 15 CHECK (cutoff_minutes >= 0),
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- Two scheduled sessions of a deal never start at the same instant.
    CREATE UNIQUE INDEX sessions_deal_start_idx ON sessions (deal_id, starts_at) WHERE status = 'scheduled';
    -- The feed walks scheduled sessions by start.
    CREATE INDEX sessions_feed_idx ON sessions (starts_at, deal_id) WHERE status = 'scheduled';

    ALTER TABLE bookings ADD COLUMN session_id uuid REFERENCES sessions (id);
    CREATE INDEX bookings_session_idx ON bookings (session_id, status) WHERE session_id IS NOT NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE bookings DROP COLUMN session_id;
    DROP TABLE sessions;
    ALTER TABLE deals DROP CONSTRAINT deals_price_drop_check,
      DROP COLUMN has_sessions, DROP COLUMN price_drop_window_minutes, DROP COLUMN price_drop_floor, DROP COLUMN time_zone;
  `);
}
