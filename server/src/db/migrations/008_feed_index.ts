import type { Knex } from 'knex';

// The catalogue lists the deals with sessions first (a walk of sessions_feed_idx, migration 007)
// and then the open-dated ones, newest first. Once most deals have sessions, the open-dated ones
// are a few among many: deals_listing_idx would walk past every deal with sessions (a sequential
// scan at 100,000 deals, ~30 ms; ~50 ms through deals_category_idx with a category) to find them.
// This index holds only the open-dated deals, in the catalogue's order.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE INDEX deals_open_dated_idx ON deals (created_at DESC, id DESC) WHERE deleted_at IS NULL AND NOT has_sessions;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP INDEX deals_open_dated_idx;');
}
