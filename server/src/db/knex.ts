/** The knex instance factory: one pool per app, closed by its owner (main.ts or a test). */
import knex, { type Knex } from 'knex';

export type Db = Knex;
export type Trx = Knex.Transaction;

export interface DbOptions {
  url: string;
  poolMax: number;
  /**
   * Never close idle connections. For embedded Postgres, which accepts a few connections (a pool
   * of one, the live events listener, a spare): a pool that closed its idle connection and
   * opened a new one at once could be turned away while the server still counts the old one.
   */
  keepIdle?: boolean;
}

/**
 * Planner cost of a random page read, per connection. Postgres' default (4.0) models spinning
 * disks; with the catalogue in memory or on SSD it made the planner scan every deal for a
 * search instead of combining the search indexes (~200 ms against ~15 ms at 100,000 deals,
 * see bench/). 1.1 is the usual setting for SSD-backed and cached databases.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Per-connection settings. JIT off: the app's statements are short, and the planner's estimate of
 * a search's fallback branch (which rarely runs) could put one over `jit_above_cost`, where
 * compiling it took about 100 ms of a 27 ms query (bench/, issue 12).
 */
const SESSION_SETTINGS = `SET random_page_cost = ${RANDOM_PAGE_COST}; SET jit = off`;

interface PgConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

export function createDb(options: DbOptions): Db {
  return knex({
    client: 'pg',
    connection: options.url,
    pool: {
      min: 0,
      max: options.poolMax,
      ...(options.keepIdle ? { idleTimeoutMillis: 2 ** 31 - 1 } : {}),
      afterCreate(connection: PgConnection, done: (error: Error | null, connection: PgConnection) => void) {
        connection.query(SESSION_SETTINGS, (error) => done(error, connection));
      },
    },
  });
}
