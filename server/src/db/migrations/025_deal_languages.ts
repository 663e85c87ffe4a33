import type { Knex } from 'knex';
import { DEAL_LANGUAGES, DEFAULT_DEAL_LANGUAGES, MAX_DEAL_LANGUAGES } from '@spur/contract';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

// The languages a deal is given in (ISO 639-1), as its business lists them: a text[] the deal
// row carries (read with it, never joined), between 1 and MAX_DEAL_LANGUAGES of DEAL_LANGUAGES
// (the contract also refuses duplicates). Every deal listed before is given in English.
//
// The catalogue's `language` filter is `languages @> ARRAY[code]`. English is nearly every deal's
// and the catalogue's ordered walks find its matches at once; a rarer language would make them
// walk far, so a GIN index of the deals on sale finds those (for the count, and for the planner
// to start from when a language is rare).
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE deals
      ADD COLUMN languages text[] NOT NULL DEFAULT ARRAY[${list(DEFAULT_DEAL_LANGUAGES)}]::text[]
        CONSTRAINT deals_languages_check CHECK (
          cardinality(languages) BETWEEN 1 AND ${MAX_DEAL_LANGUAGES} AND languages <@ ARRAY[${list(DEAL_LANGUAGES)}]::text[]
        );
    CREATE INDEX deals_languages_idx ON deals USING gin (languages) WHERE deleted_at IS NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP INDEX deals_languages_idx;
    ALTER TABLE deals DROP COLUMN languages;
  `);
}
