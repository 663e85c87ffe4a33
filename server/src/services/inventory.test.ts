import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import type { BookingRow, SessionRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertBooking, insertDeal, slotsOf } from '../../test/helpers/factories';
import { createInventoryService } from './inventory';

let database: TestDatabase;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const inventory = () => createInventoryService({ db: database.db, clock });

beforeAll(async () => {
  // A pool big enough for real contention.
  database = await createTestDatabase({ poolMax: 30 });
});
afterAll(() => database.drop());

/** Holds a slot and records the pending booking, as checkout and POST /api/bookings do. */
async function hold(dealId: string, expiresAt = inventory().holdExpiry()) {
  return database.db.transaction(async (trx) => {
    const deal = await inventory().holdSlot(trx, dealId);
    const [booking] = await trx<BookingRow>('bookings')
      .insert({ deal_id: deal.id, amount_cents: 100, status: 'pending', hold_expires_at: expiresAt })
      .returning('*');
    return booking!;
  });
}

describe('holdSlot', () => {
  it('200 concurrent holds on a 10-slot deal hold exactly 10', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 10 });
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => hold(deal.id)));
    const held = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((result) => (result.reason as Error).message))).toEqual(new Set([MESSAGES.soldOut]));
    expect(await slotsOf(database.db, deal.id)).toBe(0);
    expect(await database.db('bookings').where({ deal_id: deal.id }).count()).toEqual([{ count: '10' }]);
  });

  it('refuses removed (404) and expired (409) deals', async () => {
    const removed = await insertDeal(database.db, null, { deleted_at: new Date() });
    const expired = await insertDeal(database.db, null, { expires_at: new Date(clock.now().getTime() - 1) });
    await expect(hold(removed.id)).rejects.toMatchObject({ status: 404, message: MESSAGES.dealNotFound });
    await expect(hold(expired.id)).rejects.toMatchObject({ status: 409, message: MESSAGES.dealUnavailable });
  });

  it('sets holds to expire CHECKOUT_HOLD_MINUTES from now', () => {
    expect(inventory().holdExpiry().getTime() - clock.now().getTime()).toBe(CHECKOUT_HOLD_MINUTES * 60_000);
  });
});

/** A session of a new deal, `minutes` after the clock, with `capacity` spots. */
async function insertSession(capacity: number, minutes = 120, overrides: Partial<SessionRow> = {}): Promise<SessionRow> {
  const deal = await insertDeal(database.db, null, { has_sessions: true });
  const [session] = await database
    .db<SessionRow>('sessions')
    .insert({
      deal_id: deal.id,
      starts_at: new Date(clock.now().getTime() + minutes * 60_000),
      duration_minutes: 60,
      capacity,
      slots_left: capacity,
      cutoff_minutes: 15,
      ...overrides,
    })
    .returning('*');
  return session!;
}

async function holdSession(session: SessionRow, expiresAt = inventory().holdExpiry()) {
  return database.db.transaction(async (trx) => {
    const held = await inventory().holdSessionSlot(trx, session.deal_id, session.id);
    const [booking] = await trx<BookingRow>('bookings')
      .insert({ deal_id: held.deal_id, session_id: held.id, amount_cents: 100, status: 'pending', hold_expires_at: expiresAt })
      .returning('*');
    return booking!;
  });
}

const spotsOf = async (sessionId: string) => (await database.db<SessionRow>('sessions').where({ id: sessionId }).first())!.slots_left;

describe('holdSessionSlot', () => {
  it('1,000 concurrent holds on a session with 10 spots hold exactly 10', async () => {
    const session = await insertSession(10);
    const results = await Promise.allSettled(Array.from({ length: 1000 }, () => holdSession(session)));
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(new Set(refused.map((result) => (result.reason as Error).message))).toEqual(new Set([MESSAGES.sessionSoldOut]));
    expect(await spotsOf(session.id)).toBe(0);
    expect(await database.db('bookings').where({ session_id: session.id }).count()).toEqual([{ count: '10' }]);
    // The deal's own stock is not touched by its sessions.
    expect(await slotsOf(database.db, session.deal_id)).toBe(10);
  });

  it('refuses past the cut-off, once started, cancelled, and another deal’s session', async () => {
    await expect(holdSession(await insertSession(5, 10))).rejects.toMatchObject({ status: 409, message: MESSAGES.sessionCutOff });
    await expect(holdSession(await insertSession(5, -1))).rejects.toMatchObject({ status: 409, message: MESSAGES.sessionStarted });
    await expect(holdSession(await insertSession(5, 120, { status: 'cancelled' }))).rejects.toMatchObject({ status: 409, message: MESSAGES.sessionCancelled });
    const other = await insertDeal(database.db, null);
    const session = await insertSession(5);
    await expect(
      database.db.transaction((trx) => inventory().holdSessionSlot(trx, other.id, session.id)),
    ).rejects.toMatchObject({ status: 404, message: MESSAGES.sessionNotFound });
  });

  it('gives the spot back to the session on release and when the hold expires', async () => {
    const session = await insertSession(3);
    const released = await holdSession(session);
    const expired = await holdSession(session, new Date(clock.now().getTime() - 1000));
    expect(await spotsOf(session.id)).toBe(1);
    await database.db.transaction((trx) => inventory().releaseHold(trx, released.id));
    expect(await inventory().releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await database.db('bookings').where({ id: expired.id }).first()).toMatchObject({ status: 'cancelled' });
    expect(await spotsOf(session.id)).toBe(3);
    expect(await slotsOf(database.db, session.deal_id)).toBe(10);
  });
});

describe('releaseHold', () => {
  it('releases once however often, and however concurrently, it is called', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 3 });
    const booking = await hold(deal.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => database.db.transaction((trx) => inventory().releaseHold(trx, booking.id))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await slotsOf(database.db, deal.id)).toBe(3);
  });

  it('releases confirmed bookings too, never cancelled ones', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 3 });
    const confirmed = await insertBooking(database.db, deal, { status: 'confirmed' });
    const cancelled = await insertBooking(database.db, deal, { status: 'cancelled' });
    await database.db.transaction(async (trx) => {
      expect(await inventory().releaseHold(trx, confirmed.id)).toMatchObject({ status: 'cancelled' });
      expect(await inventory().releaseHold(trx, cancelled.id)).toBeNull();
    });
    expect(await slotsOf(database.db, deal.id)).toBe(4);
  });
});

describe('releaseExpiredHolds', () => {
  it('releases exactly the expired pending holds', async () => {
    const now = clock.now().getTime();
    const deal = await insertDeal(database.db, null, { available_slots: 10 });
    const other = await insertDeal(database.db, null, { available_slots: 10 });
    const expiredA = await hold(deal.id, new Date(now - 1000));
    const expiredB = await hold(other.id, new Date(now - 60_000));
    const current = await hold(deal.id, new Date(now + 60_000));
    const confirmed = await insertBooking(database.db, deal, { status: 'confirmed', hold_expires_at: new Date(now - 1000) });
    // Another file's leftovers do not exist: the database is this file's own.
    const before = await database.db<BookingRow>('bookings').where({ status: 'pending' }).where('hold_expires_at', '<=', clock.now());

    const released = await inventory().releaseExpiredHolds();
    expect(released).toBe(before.length);
    const statusOf = async (id: string) => (await database.db<BookingRow>('bookings').where({ id }).first())!.status;
    expect(await statusOf(expiredA.id)).toBe('cancelled');
    expect(await statusOf(expiredB.id)).toBe('cancelled');
    expect(await statusOf(current.id)).toBe('pending');
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await slotsOf(database.db, deal.id)).toBe(9);
    expect(await slotsOf(database.db, other.id)).toBe(10);
    expect(await inventory().releaseExpiredHolds()).toBe(0);
  });

  it('several sweepers at once release each hold once', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 40 });
    const past = new Date(clock.now().getTime() - 1000);
    for (let index = 0; index < 40; index += 1) await hold(deal.id, past);
    expect(await slotsOf(database.db, deal.id)).toBe(0);

    const counts = await Promise.all(Array.from({ length: 6 }, () => inventory().releaseExpiredHolds(7)));
    let total = counts.reduce((sum, count) => sum + count, 0);
    while (total < 40) {
      const more = await inventory().releaseExpiredHolds(7);
      expect(more).toBeGreaterThan(0);
      total += more;
    }
    expect(total).toBe(40);
    expect(await slotsOf(database.db, deal.id)).toBe(40);
  });

  it('releases holds once the clock passes their expiry', async () => {
    const deal = await insertDeal(database.db, null, { available_slots: 1 });
    const booking = await hold(deal.id);
    expect(await inventory().releaseExpiredHolds()).toBe(0);
    clock.advance(CHECKOUT_HOLD_MINUTES * 60_000);
    // Earlier tests' holds expire at the same moment; what matters is this one.
    expect(await inventory().releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect((await database.db<BookingRow>('bookings').where({ id: booking.id }).first())?.status).toBe('cancelled');
    expect(await slotsOf(database.db, deal.id)).toBe(1);
  });
});
