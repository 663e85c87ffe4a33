/** The knex instance factory: one pool per app, closed by its owner (main.ts or a test). */
import knex, { type Knex } from 'knex';

export type Db = Knex;
export type Trx = Knex.Transaction;

export interface DbOptions {
  url: string;
  poolMax: number;
  /**
   * Never close idle connections. For embedded Postgres, which accepts one connection: a pool
   * that closed its idle connection and opened a new one at once could be turned away while
   * the server still counts the old one.
   */
  keepIdle?: boolean;
}

export function createDb(options: DbOptions): Db {
  return knex({
    client: 'pg',
    connection: options.url,
    pool: { min: 0, max: options.poolMax, ...(options.keepIdle ? { idleTimeoutMillis: 2 ** 31 - 1 } : {}) },
  });
}
