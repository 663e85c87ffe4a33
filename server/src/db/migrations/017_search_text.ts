import type { Knex } from 'knex';

// A search's part-of-a-word side was `text ILIKE '%q%'` over the deal's concatenated text.
// ILIKE lower-cases the text of every row it tests (in a UTF-8 database it is exactly
// `lower(text) LIKE lower(pattern)`), and that lower() was most of a search's cost: ~1.4 µs a
// deal on the walk of the newest deals (3.5 ms of a 2,500-deal walk, against 0.6 ms for LIKE).
// search_text stores the lower-cased text once, when the deal is written, so a search tests
// `search_text LIKE lower(pattern)`: the same matches, without lower-casing every deal it reads.
// The trigram index moves to the column (pg_trgm folds case itself, so its trigrams are the
// same); the live events' deal document leaves it out, as it leaves out search_vector.
//
// Both search indexes (GIN) keep new entries in a pending list that every search through the
// index reads in full, until a vacuum or the list's limit (4 MB by default) merges it: after a
// bulk load, up to 4 MB a search (~0.5 ms for the 600 kB a 100,000-deal load left). A 256 kB
// limit keeps that read short and most of the list's gain for bulk inserts.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE deals ADD COLUMN search_text text GENERATED ALWAYS AS (
      lower(title || ' ' || description || ' ' || location || ' ' || business_name || ' ' || category)
    ) STORED;
    CREATE INDEX deals_search_text_idx ON deals USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 256);
    ALTER INDEX deals_search_vector_idx SET (gin_pending_list_limit = 256);
    DROP INDEX deals_search_text_trgm_idx;
    CREATE OR REPLACE FUNCTION live_deal_json(d deals) RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT to_jsonb(d) - 'updated_at' - 'search_vector' - 'search_text'
    $$;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    CREATE OR REPLACE FUNCTION live_deal_json(d deals) RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT to_jsonb(d) - 'updated_at' - 'search_vector'
    $$;
    CREATE INDEX deals_search_text_trgm_idx ON deals
      USING gin ((title || ' ' || description || ' ' || location || ' ' || business_name || ' ' || category) gin_trgm_ops);
    ALTER INDEX deals_search_vector_idx RESET (gin_pending_list_limit);
    DROP INDEX deals_search_text_idx;
    ALTER TABLE deals DROP COLUMN search_text;
  `);
}
