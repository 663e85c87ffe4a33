import type { Knex } from 'knex';

// Search matches whole words through search_vector (GIN) OR any part of a word through ILIKE
// over the deal's text. Without an index for the ILIKE side the OR made every search a
// sequential scan; a trigram GIN index over exactly the expression the query uses lets the
// planner combine both indexes (BitmapOr). The columns are NOT NULL, so `||` gives the same text
// as concat_ws, which cannot be indexed (it is only STABLE).
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX deals_search_text_trgm_idx ON deals
      USING gin ((title || ' ' || description || ' ' || location || ' ' || business_name || ' ' || category) gin_trgm_ops);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP INDEX deals_search_text_trgm_idx;');
}
