/**
 * Lines the business closes or grows, under concurrency on real Postgres: a session cancelled
 * while its waiters leave, claim, and the sweep runs, and while its travelers cancel; slots added to
 * an open-dated deal while its waiters leave. Nothing deadlocks, no spot is lost or sold twice,
 * and nobody holds an offer of a cancelled session.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, WAITLIST_CLAIM_MINUTES } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import type { BookingRow, DealRow, SessionRow, UserRow, WaitlistEntryRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal, insertSoldOutLine, insertWaiters } from '../../test/helpers/factories';
import { fakePayments } from '../../test/helpers/fakes';
import { createBusinessDealsService } from './businessDeals';
import { createCatalogueService } from './catalogue';
import { createInventoryService } from './inventory';
import { createStore } from './store';
import { createSessionsService } from './sessions';
import { createWaitlistService } from './waitlist';

let database: TestDatabase;
let owner: UserRow;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const inventory = () => createInventoryService({ db: database.db, clock });
const payments = fakePayments();
const sessions = () => createSessionsService({ db: database.db, clock, inventory: inventory(), payments });
const deals = () => createBusinessDealsService({ db: database.db, clock, inventory: inventory(), payments, catalogue: createCatalogueService({ db: database.db, clock }), feePercent: 15 });
const waitlist = () =>
  createWaitlistService({
    db: database.db,
    clock,
    store: createStore({ db: database.db, inventory: inventory(), payments: fakePayments() }),
    payments: { openCheckout: async ({ booking }) => ({ url: `https://checkout.test/${booking.id}`, hold_expires_at: booking.hold_expires_at!.toISOString() }) },
  });

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 30 });
  const [row] = await database.db<UserRow>('users').insert({ cognito_sub: 'owner-sub', email: 'owner@example.com', user_type: 'business' }).returning('*');
  owner = row!;
});
afterAll(() => database.drop());

const joinLine = (deal: DealRow, sessionId: string | null, waiting: number) => insertWaiters(database.db, deal.id, sessionId, waiting, clock.now());
/** A sold-out session of the owner's: every spot held by a pending booking, `waiting` guests in line. */
const soldOutSession = (capacity: number, waiting: number) => insertSoldOutLine(database.db, owner.id, clock.now(), capacity, waiting);

const countOf = async (query: Knex.QueryBuilder) => Number((await query.count<Array<{ count: string }>>('* as count'))[0]!.count);
const statusesOf = async (column: 'session_id' | 'deal_id', id: string) =>
  (await database.db<WaitlistEntryRow>('waitlist_entries').where({ [column]: id })).map((entry) => entry.status);
const cancelAll = (bookings: BookingRow[]) => bookings.map((booking) => database.db.transaction((trx) => inventory().releaseHold(trx, booking.id)));

describe('a session its business cancels, under concurrency', () => {
  it('racing leaves and the sweep: every place ends closed, left or expired, every spot back in the session', async () => {
    const { session, bookings, entries } = await soldOutSession(6, 10);
    // Three offers run out as the business cancels, three are live; four people just wait.
    await Promise.all(cancelAll(bookings.slice(0, 3)));
    clock.advance(WAITLIST_CLAIM_MINUTES * 60_000);
    await Promise.all(cancelAll(bookings.slice(3)));
    await Promise.all([
      sessions().cancel(owner, session.id),
      ...[...entries.slice(0, 2), ...entries.slice(3, 5), entries[7]!].map((entry) => waitlist().leave(entry.token).catch(() => null)),
      waitlist().passExpiredOffers(),
      waitlist().passExpiredOffers(),
    ]);
    const after = (await database.db<SessionRow>('sessions').where({ id: session.id }).first())!;
    expect(after).toMatchObject({ status: 'cancelled', slots_left: 6 });
    expect(await countOf(database.db('bookings').where({ session_id: session.id }).whereIn('status', ['pending', 'confirmed']))).toBe(0);
    expect((await statusesOf('session_id', session.id)).filter((status) => status === 'waiting' || status === 'offered')).toEqual([]);
  });

  it('racing its travelers cancelling: no deadlock, each booking cancelled once, every spot back in the session', async () => {
    // A traveler's cancel locks the booking, then the session; the business's cancel must take
    // the same order. Repeated, since one round rarely interleaves.
    for (let round = 0; round < 5; round += 1) {
      const { session, bookings } = await soldOutSession(6, 2);
      const cancels = cancelAll(bookings).map((cancel) => cancel.then(() => 'cancelled', (error: Error) => error.message));
      const [outcomes] = await Promise.all([Promise.all(cancels), sessions().cancel(owner, session.id)]);
      expect(outcomes.filter((outcome) => outcome !== 'cancelled')).toEqual([]);
      expect((await database.db<SessionRow>('sessions').where({ id: session.id }).first())!).toMatchObject({ status: 'cancelled', slots_left: 6 });
      expect(await countOf(database.db('bookings').where({ session_id: session.id }).whereIn('status', ['pending', 'confirmed']))).toBe(0);
    }
  });

  it('racing claims of its offers: a claim either is refused as closed or its booking is cancelled with the session', async () => {
    const { session, bookings, entries } = await soldOutSession(4, 4);
    await Promise.all(cancelAll(bookings));
    const claims = entries.map((entry) =>
      waitlist()
        .claim(undefined, entry.token, 'https://spur.test')
        .then(() => 'claimed')
        .catch((error: Error) => error.message),
    );
    const [outcomes] = await Promise.all([Promise.all(claims), sessions().cancel(owner, session.id)]);
    expect(outcomes.filter((outcome) => outcome !== 'claimed' && outcome !== MESSAGES.waitlistClosed)).toEqual([]);
    expect(await countOf(database.db('bookings').where({ session_id: session.id }).whereIn('status', ['pending', 'confirmed']))).toBe(0);
    expect((await database.db<SessionRow>('sessions').where({ id: session.id }).first())!.slots_left).toBe(4);
    expect((await statusesOf('session_id', session.id)).sort()).toEqual(
      outcomes.map((outcome) => (outcome === 'claimed' ? 'claimed' : 'closed')).sort(),
    );
  });
});

describe('slots added to an open-dated deal, under concurrency', () => {
  it('racing leaves: every added slot is on sale or offered to someone still in line', async () => {
    const deal = await insertDeal(database.db, owner.id, { available_slots: 0 });
    const entries = await joinLine(deal, null, 8);
    await Promise.all([
      deals().update(owner, deal.id, { title: deal.title, description: deal.description, price: Number(deal.price), available_slots: 5 }),
      ...entries.slice(0, 4).map((entry) => waitlist().leave(entry.token).catch(() => null)),
    ]);
    const onSale = (await database.db<DealRow>('deals').where({ id: deal.id }).first())!.available_slots;
    const offered = await countOf(database.db('waitlist_entries').where({ deal_id: deal.id, status: 'offered' }));
    expect(onSale + offered).toBe(5);
    const waiting = await countOf(database.db('waitlist_entries').where({ deal_id: deal.id, status: 'waiting' }));
    if (waiting > 0) expect(onSale).toBe(0);
  });
});
