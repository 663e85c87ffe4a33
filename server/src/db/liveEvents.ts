/**
 * SQL side of live events (migration 010): the triggers publish every catalogue change on
 * `LIVE_CHANNEL`; a bulk load silences them for its transaction and announces one `reload`.
 */
import type { LiveEvent } from '@spur/contract';
import type { Knex } from 'knex';

export const LIVE_CHANNEL = 'spur_catalogue';

/** Publishes `event` when `trx` commits (with the next id), like the triggers do. */
export async function publishLiveEvent(trx: Knex | Knex.Transaction, event: LiveEvent): Promise<void> {
  await trx.raw('SELECT live_publish(?::jsonb)', [JSON.stringify(event)]);
}

/**
 * Runs `load` with the triggers silent (thousands of rows would be thousands of events), then
 * tells every open page to read the catalogue again, all in one transaction.
 */
export async function withoutLiveEvents<T>(trx: Knex.Transaction, load: () => Promise<T>): Promise<T> {
  await trx.raw(`SELECT set_config('spur.live_events', 'off', true)`);
  const result = await load();
  await trx.raw(`SELECT set_config('spur.live_events', 'on', true)`);
  await publishLiveEvent(trx, { type: 'reload' });
  return result;
}
