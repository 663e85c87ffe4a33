import type { Knex } from 'knex';

// The instant waitlist: places in line for a sold-out session (or open-dated deal: session_id
// null). An entry in status 'offered' holds one freed spot until offer_expires_at: that spot is
// in neither slots_left nor available_slots, and becomes the claimant's booking (booking_id).
// The token is the entry's capability (the offer link), unguessable.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL REFERENCES deals (id),
      session_id uuid REFERENCES sessions (id),
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      email text,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left')),
      offer_expires_at timestamptz,
      booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((user_id IS NULL) <> (email IS NULL)),
      CHECK ((status = 'offered') = (offer_expires_at IS NOT NULL))
    );
    -- One live place per person per line (after leaving or an expired offer, one may join again).
    CREATE UNIQUE INDEX waitlist_entries_person_idx ON waitlist_entries
      (deal_id, coalesce(session_id, '00000000-0000-0000-0000-000000000000'::uuid), coalesce(user_id::text, email))
      WHERE status IN ('waiting', 'offered');
    -- The next in line, and the sweep of expired offers.
    CREATE INDEX waitlist_entries_line_idx ON waitlist_entries (deal_id, session_id, created_at, id) WHERE status = 'waiting';
    CREATE INDEX waitlist_entries_offer_idx ON waitlist_entries (offer_expires_at) WHERE status = 'offered';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE waitlist_entries;');
}
