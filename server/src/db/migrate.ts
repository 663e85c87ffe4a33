/**
 * Migrations are imported statically and handed to knex as a migration source, so they run the
 * same under tsx, Vitest and any bundler (knex's directory loader cannot import TypeScript itself).
 */
import type { Knex } from 'knex';
import pg from 'pg';
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
import * as ledger from './migrations/018_ledger';
import * as payoutAccounts from './migrations/019_payout_accounts';
import * as transfers from './migrations/020_transfers';
import * as push from './migrations/021_push';
import * as alerts from './migrations/022_alerts';
import * as savedBusinesses from './migrations/023_saved_businesses';
import * as userLocale from './migrations/024_user_locale';
import * as dealLanguages from './migrations/025_deal_languages';

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
  ['018_ledger', ledger],
  ['019_payout_accounts', payoutAccounts],
  ['020_transfers', transfers],
  ['021_push', push],
  ['022_alerts', alerts],
  ['023_saved_businesses', savedBusinesses],
  ['024_user_locale', userLocale],
  ['025_deal_languages', dealLanguages],
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

/** The advisory lock migrations run under (any fixed number: "Spur" in ASCII). */
const MIGRATION_LOCK = 0x53707572;

/**
 * Applies the pending migrations, one run at a time per database: several instances starting
 * together (or the migration job beside them) wait for each other, and the later ones find
 * nothing to do. knex's own lock table does not do it: a second concurrent run fails (creating
 * its bookkeeping tables races, or "Migration table is already locked"). The lock is held on a
 * connection of its own, outside the pool, so a pool of one still runs the migrations.
 */
export async function migrateLatest(db: Knex): Promise<void> {
  const lock = new pg.Client(db.client.connectionSettings as pg.ClientConfig);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await db.migrate.latest({ migrationSource: source });
  } finally {
    // Ending the session releases the lock, even after a failed migration.
    await lock.end();
  }
}
