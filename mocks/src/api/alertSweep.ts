/**
 * The alerts' part of the mocks' maintenance (the server's maintenance job runs the same on a
 * timer): the running price drops' steps since the previous sweep become moments, then every
 * moment is matched (@spur/domain's `deliverAlertMoments`) into inboxes, and the Outbox.
 */
import { deliverAlertMoments, type JsonValues, type Store } from '@spur/domain';
import type { MockDatabase } from '../db/database';
import { priceStepMoments, recordAlertMoment } from '../live/moments';

/**
 * Until when each database's clock-driven changes were swept (the server's live_time_sweep): a new
 * database (the seed, a restore, another tab's data) starts the clock without looking back.
 */
const sweptUntil = new WeakMap<MockDatabase, Date>();

export async function sweepAlerts(db: MockDatabase, store: Store<JsonValues>, now: Date): Promise<void> {
  const since = sweptUntil.get(db);
  if (since && since < now) {
    for (const moment of priceStepMoments(db, since, now)) recordAlertMoment(db, moment, now);
  }
  // A clock moved back (a test's reset) starts again from its now.
  sweptUntil.set(db, now);
  await deliverAlertMoments(store, now);
}
