/**
 * Migrations are imported statically and handed to knex as a migration source, so they run the
 * same under tsx, Vitest and any bundler (knex's directory loader cannot import TypeScript itself).
 */
import type { Knex } from 'knex';
import * as users from './migrations/001_users';
import * as deals from './migrations/002_deals';
import * as bookings from './migrations/003_bookings';
import * as reviews from './migrations/004_reviews';
import * as operations from './migrations/005_operations';
import * as searchTrigram from './migrations/006_search_trigram';
import * as sessions from './migrations/007_sessions';
import * as feedIndex from './migrations/008_feed_index';
import * as venues from './migrations/009_venues';
import * as liveEvents from './migrations/010_live_events';
import * as cancellationTerms from './migrations/011_cancellation_terms';
import * as vouchers from './migrations/012_vouchers';
import * as mailOutbox from './migrations/013_mail_outbox';
import * as reviewAnswers from './migrations/014_review_answers';
import * as waitlist from './migrations/015_waitlist';
import * as waitlistClosed from './migrations/016_waitlist_closed';
import * as searchText from './migrations/017_search_text';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

const migrations: Array<[name: string, migration: Migration]> = [
  ['001_users', users],
  ['002_deals', deals],
  ['003_bookings', bookings],
  ['004_reviews', reviews],
  ['005_operations', operations],
  ['006_search_trigram', searchTrigram],
  ['007_sessions', sessions],
  ['008_feed_index', feedIndex],
  ['009_venues', venues],
  ['010_live_events', liveEvents],
  ['011_cancellation_terms', cancellationTerms],
  ['012_vouchers', vouchers],
  ['013_mail_outbox', mailOutbox],
  ['014_review_answers', reviewAnswers],
  ['015_waitlist', waitlist],
  ['016_waitlist_closed', waitlistClosed],
  ['017_search_text', searchText],
];

const source: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

/** Knex's bookkeeping table: one row per applied migration. */
const MIGRATIONS_TABLE = 'knex_migrations';

/**
 * Names of this build's migrations that the database has not applied, read straight from the
 * bookkeeping table (knex's own `migrate.list` would create the table when it is missing).
 */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const names = migrations.map(([name]) => name);
  if (!(await db.schema.hasTable(MIGRATIONS_TABLE))) return names;
  const applied = new Set((await db(MIGRATIONS_TABLE).select('name')).map((row: { name: string }) => row.name));
  return names.filter((name) => !applied.has(name));
}

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
