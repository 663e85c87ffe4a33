import type { Knex } from 'knex';

// "Only for a confirmed booking" is a trigger, not service code: no endpoint writes reviews yet
// (seeds do), so the database is the one place every writer passes through.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
      deal_id uuid NOT NULL REFERENCES deals (id),
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      body text NOT NULL DEFAULT '',
      -- How the reviewer is shown ("Priya N."); kept with the review so it survives erasure.
      reviewer_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE INDEX reviews_deal_idx ON reviews (deal_id) INCLUDE (rating);

    CREATE FUNCTION reviews_require_confirmed_booking() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.id = NEW.booking_id
          AND b.deal_id = NEW.deal_id
          AND b.status = 'confirmed'
          AND (NEW.user_id IS NULL OR b.user_id = NEW.user_id)
      ) THEN
        RAISE EXCEPTION 'a review needs a confirmed booking of the same deal by the same user'
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NEW;
    END;
    $$;

    CREATE TRIGGER reviews_confirmed_booking
      BEFORE INSERT OR UPDATE OF booking_id, deal_id, user_id ON reviews
      FOR EACH ROW EXECUTE FUNCTION reviews_require_confirmed_booking();
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE reviews; DROP FUNCTION reviews_require_confirmed_booking();');
}
