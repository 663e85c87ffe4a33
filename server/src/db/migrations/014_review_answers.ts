import type { Knex } from 'knex';

// Verified reviews: the business's one answer to a review, and a live event for a new review (it
// changes the deal's rating and count, which every catalogue answer shows): the live trigger of
// 010 watches deals and sessions only, so without this other instances would keep serving cached
// answers with the old rating, and open pages would not refresh it.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE reviews
      ADD COLUMN answer text,
      ADD COLUMN answered_at timestamptz;
    -- The dashboard lists its deals' reviews newest first; the deal page lists one deal's.
    CREATE INDEX reviews_deal_created_idx ON reviews (deal_id, created_at DESC, id DESC);

    CREATE FUNCTION live_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM live_publish(jsonb_build_object('type', 'deal', 'deal_id', NEW.deal_id));
      RETURN NULL;
    END $$;
    CREATE TRIGGER reviews_live AFTER INSERT ON reviews
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off')
      EXECUTE FUNCTION live_reviews_changed();
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP TRIGGER reviews_live ON reviews;
    DROP FUNCTION live_reviews_changed();
    DROP INDEX reviews_deal_created_idx;
    ALTER TABLE reviews DROP COLUMN answered_at, DROP COLUMN answer;
  `);
}
