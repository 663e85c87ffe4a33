import type { Knex } from 'knex';

// Invariant kept by the inventory service: a booking holds one of its deal's slots exactly
// while its status is 'pending' or 'confirmed'.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL REFERENCES deals (id),
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      guest_email text,
      guest_name text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
      booking_time timestamptz NOT NULL DEFAULT now(),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      hold_expires_at timestamptz,
      checkout_session_id text UNIQUE,
      payment_intent_id text,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC);
    CREATE INDEX bookings_deal_idx ON bookings (deal_id, status);
    CREATE INDEX bookings_pending_hold_idx ON bookings (status, hold_expires_at) WHERE status = 'pending';
    -- Guest bookings waiting to be linked to an account with the same email.
    CREATE INDEX bookings_guest_email_idx ON bookings (lower(guest_email)) WHERE user_id IS NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE bookings;');
}
