import type { Knex } from 'knex';
import { CATEGORIES } from '@spur/contract';

const categoryList = CATEGORIES.map((category) => `'${category}'`).join(', ');

// search_vector: English stemming ("Beaches" finds "beach"), weighted so title hits rank first.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE deals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      price numeric(10, 2) NOT NULL CHECK (price > 0),
      original_price numeric(10, 2) CHECK (original_price > price),
      category text NOT NULL DEFAULT 'tour' CHECK (category IN (${categoryList})),
      location text NOT NULL,
      business_name text NOT NULL,
      available_slots integer NOT NULL DEFAULT 10 CHECK (available_slots >= 0),
      image text,
      booking_type text,
      vendor_shortname text,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- Set when the deal is removed from sale; bookings keep pointing at it.
      deleted_at timestamptz,
      search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, category || ' ' || business_name), 'B') ||
        setweight(to_tsvector('english'::regconfig, location), 'C') ||
        setweight(to_tsvector('english'::regconfig, description), 'D')
      ) STORED
    );

    CREATE INDEX deals_search_vector_idx ON deals USING gin (search_vector);
    CREATE INDEX deals_listing_idx ON deals (created_at DESC, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX deals_category_idx ON deals (category, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX deals_owner_idx ON deals (owner_id, created_at DESC);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE deals;');
}
