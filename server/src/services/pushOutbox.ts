import type { Trx } from '../db/knex';

/** Placeholder until the Web Push outbox lands: no subscriptions, so alerts fall back to mail. */
export async function queuePush(_trx: Trx, _delivery: { userId: string; key: string; payload: unknown }): Promise<number> {
  return 0;
}
