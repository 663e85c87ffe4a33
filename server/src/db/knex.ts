/** The knex instance factory: one pool per app, closed by its owner (main.ts or a test). */
import knex, { type Knex } from 'knex';

export type Db = Knex;
export type Trx = Knex.Transaction;

export function createDb(options: { url: string; poolMax: number }): Db {
  return knex({
    client: 'pg',
    connection: options.url,
    pool: { min: 0, max: options.poolMax },
  });
}
