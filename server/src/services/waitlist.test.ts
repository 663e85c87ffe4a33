/**
 * The waitlist under concurrency, on real Postgres with parallel transactions: cancellations,
 * expiry sweeps, leaves and claims racing never offer a freed spot twice and never oversell.
 * Invariant of a session: spots on sale + bookings holding one + live offers = capacity.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, WAITLIST_CLAIM_MINUTES } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import type { BookingRow, SessionRow, WaitlistEntryRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertSoldOutLine } from '../../test/helpers/factories';
import { fakePayments } from '../../test/helpers/fakes';
import { createInventoryService } from './inventory';
import { createStore } from './store';
import { createWaitlistService } from './waitlist';

let database: TestDatabase;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const inventory = () => createInventoryService({ db: database.db, clock });
const checkouts: string[] = [];
const waitlist = () =>
  createWaitlistService({
    db: database.db,
    clock,
    store: createStore({ db: database.db, inventory: inventory(), payments: fakePayments() }),
    payments: {
      async openCheckout({ booking }) {
        checkouts.push(booking.id);
        return { url: `https://checkout.test/${booking.id}`, hold_expires_at: booking.hold_expires_at!.toISOString() };
      },
    },
  });

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 30 });
});
afterAll(() => database.drop());

const soldOutLine = (capacity: number, waiting: number) => insertSoldOutLine(database.db, null, clock.now(), capacity, waiting);

const countOf = async (query: Knex.QueryBuilder) => Number((await query.count<Array<{ count: string }>>('* as count'))[0]!.count);

/** Counts that must always add up to the session's capacity. */
async function accounting(sessionId: string) {
  const session = (await database.db<SessionRow>('sessions').where({ id: sessionId }).first())!;
  const holding = await countOf(database.db('bookings').where({ session_id: sessionId }).whereIn('status', ['pending', 'confirmed']));
  const offered = await countOf(database.db('waitlist_entries').where({ session_id: sessionId, status: 'offered' }));
  return { onSale: session.slots_left, holding, offered, capacity: session.capacity };
}

const cancelAll = (bookings: BookingRow[]) => bookings.map((booking) => database.db.transaction((trx) => inventory().releaseHold(trx, booking.id)));

describe('the waitlist under concurrency', () => {
  it('10 concurrent cancellations with 4 waiting: 4 offers, one each, 6 spots back on sale', async () => {
    const { session, bookings, entries } = await soldOutLine(10, 4);
    await Promise.all(cancelAll(bookings));
    const rows = await database.db<WaitlistEntryRow>('waitlist_entries').where({ session_id: session.id });
    expect(rows.map((row) => row.status).sort()).toEqual(['offered', 'offered', 'offered', 'offered']);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(entries.map((entry) => entry.id)));
    expect(await accounting(session.id)).toEqual({ onSale: 6, holding: 0, offered: 4, capacity: 10 });
  });

  it('cancellations racing leaves and expiry sweeps keep every spot accounted for, offered at most once', async () => {
    const { session, bookings, entries } = await soldOutLine(8, 12);
    // The first half of the cancellations make offers that then run out while the rest race.
    await Promise.all(cancelAll(bookings.slice(0, 4)));
    clock.advance(WAITLIST_CLAIM_MINUTES * 60_000);
    await Promise.all([
      ...cancelAll(bookings.slice(4)),
      ...entries.slice(0, 6).map((entry) => waitlist().leave(entry.token).catch(() => null)),
      ...Array.from({ length: 4 }, () => waitlist().passExpiredOffers()),
    ]);
    await waitlist().passExpiredOffers();
    const counts = await accounting(session.id);
    expect(counts.onSale + counts.holding + counts.offered).toBe(8);
    expect(counts.holding).toBe(0);
    // Someone still waits, so no spot went back on sale while they did.
    const stillWaiting = await countOf(database.db('waitlist_entries').where({ session_id: session.id, status: 'waiting' }));
    if (stillWaiting > 0) expect(counts.onSale).toBe(0);
  });

  it('20 concurrent claims of one offer: one booking, the others 409, the spot never sold twice', async () => {
    const { session, bookings, entries } = await soldOutLine(1, 1);
    await Promise.all(cancelAll(bookings));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => waitlist().claim(undefined, entries[0]!.token, 'https://spur.test')));
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(refused.map((result) => (result.reason as Error).message))).toEqual(new Set([MESSAGES.waitlistOfferUsed]));
    expect(await accounting(session.id)).toEqual({ onSale: 0, holding: 1, offered: 0, capacity: 1 });
  });

  it('claims racing the sweep at the end of the window: either the claim or the pass-on wins, never both', async () => {
    const { session, bookings, entries } = await soldOutLine(3, 6);
    await Promise.all(cancelAll(bookings));
    clock.advance(WAITLIST_CLAIM_MINUTES * 60_000 - 1);
    const claims = entries.slice(0, 3).map((entry) => waitlist().claim(undefined, entry.token, 'https://spur.test').catch(() => null));
    clock.advance(1);
    await Promise.all([...claims, waitlist().passExpiredOffers(), waitlist().passExpiredOffers()]);
    const counts = await accounting(session.id);
    expect(counts).toMatchObject({ onSale: 0, capacity: 3 });
    expect(counts.holding + counts.offered).toBe(3);
    const claimed = await database.db<WaitlistEntryRow>('waitlist_entries').where({ session_id: session.id, status: 'claimed' });
    expect(claimed).toHaveLength(counts.holding);
  });
});
