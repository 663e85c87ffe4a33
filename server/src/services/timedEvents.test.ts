import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import type { SessionRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import { tapLiveEvents, type LiveEventsTap } from '../../test/helpers/liveEvents';
import { createTimedEventsService } from './timedEvents';

let database: TestDatabase;
let tap: LiveEventsTap;
const start = new Date('2030-03-01T18:00:00Z');
const clock = manualClock(new Date(start.getTime() - 70 * 60_000));
const at = (minutesBeforeStart: number) => clock.set(new Date(start.getTime() - minutesBeforeStart * 60_000));
const timedEvents = () => createTimedEventsService({ db: database.db, clock });

beforeAll(async () => {
  database = await createTestDatabase();
  tap = await tapLiveEvents(database.url);
});
afterAll(async () => {
  await tap.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db('live_time_sweep').delete();
  await database.db('sessions').delete();
  at(70);
  await tap.drain();
});

async function dropping(overrides: Partial<SessionRow> = {}) {
  // $40 towards $20 over the last hour: four steps, $40, $33.33, $26.67, $20.
  const deal = await insertDeal(database.db, null, {
    price: '40.00',
    price_drop_floor: '20.00',
    price_drop_window_minutes: 60,
    has_sessions: true,
  });
  const [session] = await database
    .db<SessionRow>('sessions')
    .insert({ deal_id: deal.id, starts_at: start, duration_minutes: 60, capacity: 4, slots_left: 4, ...overrides })
    .returning('*');
  return session!;
}

const prices = async () => (await tap.drain()).filter((event) => event.type === 'price');

describe('events of the clock', () => {
  it('publishes each step once, when a sweep passes it', async () => {
    const session = await dropping();
    expect(await timedEvents().publish()).toBe(0); // the first sweep starts the clock
    at(50);
    expect(await timedEvents().publish()).toBe(0); // inside the window, still the first step (list price)
    at(44);
    expect(await timedEvents().publish()).toBe(1);
    at(40);
    expect(await timedEvents().publish()).toBe(0);
    at(5); // two steps passed between sweeps: one event, the price now
    expect(await timedEvents().publish()).toBe(1);
    expect(await prices()).toEqual([
      { type: 'price', deal_id: session.deal_id, session_id: session.id, price: 33.33 },
      { type: 'price', deal_id: session.deal_id, session_id: session.id, price: 20 },
    ]);
    at(-1); // started: no longer in a window
    expect(await timedEvents().publish()).toBe(0);
  });

  it('leaves out cancelled sessions, deals without a drop and removed deals', async () => {
    await dropping({ status: 'cancelled' });
    const plain = await insertDeal(database.db, null, { has_sessions: true });
    await database.db('sessions').insert({ deal_id: plain.id, starts_at: start, duration_minutes: 60, capacity: 4, slots_left: 4 });
    const removed = await dropping();
    await database.db('deals').where({ id: removed.deal_id }).update({ deleted_at: database.db.fn.now() });
    await timedEvents().publish();
    at(10);
    expect(await timedEvents().publish()).toBe(0);
  });

  it('a deal reaching its expiry between two sweeps leaves the catalogue: `deal_removed`, once', async () => {
    const expiring = await insertDeal(database.db, null, { expires_at: new Date(start.getTime() - 30 * 60_000) });
    const later = await insertDeal(database.db, null, { expires_at: new Date(start.getTime() + 60 * 60_000) });
    await insertDeal(database.db, null, { expires_at: new Date(start.getTime() - 20 * 60_000), deleted_at: new Date() });
    await timedEvents().publish();
    await tap.drain();
    at(10);
    expect(await timedEvents().publish()).toBe(1);
    at(5);
    expect(await timedEvents().publish()).toBe(0);
    expect(await tap.drain()).toEqual([{ type: 'deal_removed', deal_id: expiring.id }]);
    at(-61);
    expect(await timedEvents().publish()).toBe(1);
    expect(await tap.drain()).toEqual([{ type: 'deal_removed', deal_id: later.id }]);
  });

  it('of several instances sweeping at once, one announces each step', async () => {
    await dropping();
    await timedEvents().publish();
    at(40);
    const counts = await Promise.all([timedEvents().publish(), timedEvents().publish(), timedEvents().publish()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await prices()).toHaveLength(1);
  });
});
