import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import type { BookingRow, SessionRow } from './rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import { tapLiveEvents, type LiveEventsTap } from '../../test/helpers/liveEvents';
import { createInventoryService } from '../services/inventory';
import { publishLiveEvent, withoutLiveEvents } from './liveEvents';

let database: TestDatabase;
let tap: LiveEventsTap;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const inventory = () => createInventoryService({ db: database.db, clock });
const startsAt = new Date('2030-01-02T09:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  tap = await tapLiveEvents(database.url);
});
afterAll(async () => {
  await tap.close();
  await database.drop();
});
beforeEach(async () => {
  await tap.drain();
});

async function insertSession(dealId: string, overrides: Partial<SessionRow> = {}): Promise<SessionRow> {
  const [session] = await database
    .db<SessionRow>('sessions')
    .insert({ deal_id: dealId, starts_at: startsAt, duration_minutes: 90, capacity: 8, slots_left: 8, cutoff_minutes: 15, ...overrides })
    .returning('*');
  return session!;
}

async function pendingBooking(dealId: string, sessionId: string | null, holdExpiresAt: Date) {
  const [booking] = await database
    .db<BookingRow>('bookings')
    .insert({ deal_id: dealId, session_id: sessionId, status: 'pending', amount_cents: 100, hold_expires_at: holdExpiresAt })
    .returning('*');
  return booking!;
}

describe('deals', () => {
  it('a new deal is a `deal` event; an edit another; a removal `deal_removed`, once', async () => {
    const deal = await insertDeal(database.db, null);
    expect(await tap.drain()).toEqual([{ type: 'deal', deal_id: deal.id }]);

    await database.db('deals').where({ id: deal.id }).update({ title: 'Renamed' });
    await database.db('deals').where({ id: deal.id }).update({ price: '20.00', latitude: 33.5 });
    expect(await tap.drain()).toEqual([
      { type: 'deal', deal_id: deal.id },
      { type: 'deal', deal_id: deal.id },
    ]);

    await database.db('deals').where({ id: deal.id }).update({ deleted_at: database.db.fn.now() });
    await database.db('deals').where({ id: deal.id }).update({ title: 'Gone already' });
    expect(await tap.drain()).toEqual([{ type: 'deal_removed', deal_id: deal.id }]);
  });

  it('a deleted row is `deal_removed`; an insert of a removed deal says nothing', async () => {
    const deal = await insertDeal(database.db, null);
    await insertDeal(database.db, null, { deleted_at: new Date() });
    await database.db('deals').where({ id: deal.id }).delete();
    expect(await tap.drain()).toEqual([
      { type: 'deal', deal_id: deal.id },
      { type: 'deal_removed', deal_id: deal.id },
    ]);
  });

  it('an update that changes nothing shown says nothing', async () => {
    const deal = await insertDeal(database.db, null);
    await tap.drain();
    await database.db('deals').where({ id: deal.id }).update({ updated_at: database.db.fn.now() });
    await database.db('deals').where({ id: deal.id }).update({ title: deal.title });
    expect(await tap.drain()).toEqual([]);
  });

  it('an open-dated hold and its release are `slots` events of the deal (no session)', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 3 });
    await tap.drain();
    const booking = await database.db.transaction(async (trx) => {
      await inventory().holdSlot(trx, deal.id);
      const [row] = await trx<BookingRow>('bookings').insert({ deal_id: deal.id, status: 'pending', amount_cents: 100 }).returning('*');
      return row!;
    });
    await database.db.transaction((trx) => inventory().releaseHold(trx, booking.id));
    const slots = { type: 'slots', deal_id: deal.id, session_id: null, starts_at: null, cutoff_minutes: null };
    expect(await tap.drain()).toEqual([
      { ...slots, slots_left: 2, change: -1 },
      { ...slots, slots_left: 3, change: 1 },
    ]);
  });
});

describe('reviews', () => {
  it('a new review is a `deal` event (its rating changed); its answer says nothing', async () => {
    const deal = await insertDeal(database.db, null);
    const [booking] = await database
      .db<BookingRow>('bookings')
      .insert({ deal_id: deal.id, status: 'confirmed', amount_cents: 100 })
      .returning('*');
    await tap.drain();
    const [review] = await database.db('reviews').insert({ booking_id: booking!.id, deal_id: deal.id, rating: 4 }).returning('id');
    expect(await tap.drain()).toEqual([{ type: 'deal', deal_id: deal.id }]);
    await database.db('reviews').where({ id: review.id }).update({ answer: 'Thank you!', answered_at: database.db.fn.now() });
    expect(await tap.drain()).toEqual([]);
  });
});

describe('sessions', () => {
  it('add, book, edit, cancel and delete, each with its event', async () => {
    const deal = await insertDeal(database.db, null, { has_sessions: true });
    const session = await insertSession(deal.id);
    const shown = {
      id: session.id,
      deal_id: deal.id,
      starts_at: '2030-01-02T09:30:00.000Z',
      duration_minutes: 90,
      capacity: 8,
      slots_left: 8,
      cutoff_minutes: 15,
      status: 'scheduled',
    };
    expect(await tap.drain()).toEqual([
      { type: 'deal', deal_id: deal.id },
      { type: 'session', deal_id: deal.id, session: shown },
    ]);

    await database.db.transaction((trx) => inventory().holdSessionSlot(trx, deal.id, session.id));
    expect(await tap.drain()).toEqual([
      {
        type: 'slots',
        deal_id: deal.id,
        session_id: session.id,
        slots_left: 7,
        change: -1,
        starts_at: shown.starts_at,
        cutoff_minutes: 15,
      },
    ]);

    // A capacity edit moves spots too, but the session itself changed: the whole of it.
    await database.db('sessions').where({ id: session.id }).update({ capacity: 10, slots_left: 9 });
    await database.db('sessions').where({ id: session.id }).update({ status: 'cancelled', updated_at: database.db.fn.now() });
    await database.db('sessions').where({ id: session.id }).update({ updated_at: database.db.fn.now() });
    expect(await tap.drain()).toEqual([
      { type: 'session', deal_id: deal.id, session: { ...shown, capacity: 10, slots_left: 9 } },
      { type: 'session', deal_id: deal.id, session: { ...shown, capacity: 10, slots_left: 9, status: 'cancelled' } },
    ]);

    await database.db('sessions').where({ id: session.id }).delete();
    expect(await tap.drain()).toEqual([{ type: 'session_removed', deal_id: deal.id, session_id: session.id }]);
  });

  it("the hold sweep gives back each session's and deal's spots in one event each", async () => {
    const dated = await insertDeal(database.db, null, { has_sessions: true });
    const session = await insertSession(dated.id, { slots_left: 5 });
    const open = await insertDeal(database.db, null, { available_slots: 4 });
    const expired = new Date(clock.now().getTime() - 1);
    await pendingBooking(dated.id, session.id, expired);
    await pendingBooking(dated.id, session.id, expired);
    await pendingBooking(open.id, null, expired);
    await tap.drain();

    expect(await inventory().releaseExpiredHolds()).toBe(3);
    const events = await tap.drain();
    expect(events).toHaveLength(2);
    expect(events).toContainEqual(expect.objectContaining({ type: 'slots', session_id: session.id, slots_left: 7, change: 2 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'slots', deal_id: open.id, session_id: null, slots_left: 5, change: 1 }));
  });
});

describe('publishing', () => {
  it('ids are unique and messages arrive in commit order', async () => {
    const deal = await insertDeal(database.db, null);
    await database.db('deals').where({ id: deal.id }).update({ title: 'Second' });
    const messages = await tap.drainMessages();
    expect(messages.map((message) => message.event.type)).toEqual(['deal', 'deal']);
    expect(new Set(messages.map((message) => message.id)).size).toBe(2);
  });

  it('nothing is published by a transaction that rolls back', async () => {
    await database.db
      .transaction(async (trx) => {
        await insertDeal(trx, null);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await tap.drain()).toEqual([]);
  });

  it('a bulk load is silent and ends with one `reload`', async () => {
    await database.db.transaction((trx) =>
      withoutLiveEvents(trx, async () => {
        for (let n = 0; n < 5; n += 1) await insertDeal(trx, null);
      }),
    );
    await insertDeal(database.db, null);
    const events = await tap.drain();
    expect(events.map((event) => event.type)).toEqual(['reload', 'deal']);
  });

  it('publishLiveEvent sends an event when its transaction commits', async () => {
    await publishLiveEvent(database.db, { type: 'deal', deal_id: '00000000-0000-4000-8000-000000000000' });
    expect(await tap.drain()).toEqual([{ type: 'deal', deal_id: '00000000-0000-4000-8000-000000000000' }]);
  });
});
