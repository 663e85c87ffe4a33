/**
 * The money ledger under concurrency on real Postgres: refunds of one booking racing each other
 * (the traveller's cancel twice, the business cancelling the session) and a replayed payment
 * confirmation. One refund wins, the others change nothing, and the ledger adds up: one charge,
 * one refund, the fee given back in proportion, and what it says was refunded is what the
 * provider refunded.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cancelBooking, cancelSession, confirmPayment, earningFigures, platformFee } from '@spur/domain';
import { manualClock } from '@spur/test-kit/clock';
import type { BookingRow, LedgerEntryRow, SessionRow, UserRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import { fakePayments } from '../../test/helpers/fakes';
import { createInventoryService } from './inventory';
import { createStore } from './store';

const FEE_PERCENT = 15;
const PAID = 4999;
let database: TestDatabase;
let owner: UserRow;
let traveller: UserRow;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const refunds: Array<{ id: string; amount_cents: number }> = [];
const store = () =>
  createStore({
    db: database.db,
    inventory: createInventoryService({ db: database.db, clock }),
    payments: {
      ...fakePayments(),
      refund: async (payment) => {
        refunds.push({ id: payment.id, amount_cents: payment.amount_cents });
      },
    },
  });

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 20 });
  const users = await database.db<UserRow>('users')
    .insert([
      { cognito_sub: 'owner-sub', email: 'owner@example.com', user_type: 'business' },
      { cognito_sub: 'traveller-sub', email: 'traveller@example.com', user_type: 'regular' },
    ])
    .returning('*');
  [owner, traveller] = users as [UserRow, UserRow];
});
afterAll(() => database.drop());

/** A booking of a session in two hours, paid: a late cancel gives half back, the business's everything. */
async function paidBooking(round: number) {
  const deal = await insertDeal(database.db, owner.id, { has_sessions: true, cancel_free_hours: 1, cancel_late_refund_percent: 50 });
  const [session] = await database.db<SessionRow>('sessions')
    .insert({ deal_id: deal.id, starts_at: new Date(clock.now().getTime() + 2 * 3600_000), duration_minutes: 60, capacity: 1, slots_left: 0, cutoff_minutes: 0 })
    .returning('*');
  const checkoutId = `cs_race_${round}`;
  const [booking] = await database.db<BookingRow>('bookings')
    .insert({ deal_id: deal.id, session_id: session!.id, user_id: traveller.id, status: 'pending', amount_cents: PAID, checkout_session_id: checkoutId, hold_expires_at: new Date(clock.now().getTime() + 3600_000) })
    .returning('*');
  expect(await confirmPayment(store(), checkoutId, { paymentIntentId: `pi_race_${round}` }, clock.now(), FEE_PERCENT)).toBe('confirmed');
  return { booking: booking!, session: session!, checkoutId };
}

it('refunds racing each other and a replayed payment: one refund, and the ledger adds up', async () => {
  const { fee_cents: fee } = platformFee(PAID, FEE_PERCENT);
  // Repeated: one round rarely interleaves every way.
  for (let round = 0; round < 8; round += 1) {
    refunds.length = 0;
    const { booking, session, checkoutId } = await paidBooking(round);
    const now = clock.now();
    const outcome = (work: Promise<unknown>) => work.then(() => 'done', (error: Error) => error.message);
    const results = await Promise.all([
      outcome(cancelBooking(store(), { bookingId: booking.id, userId: traveller.id, now })),
      outcome(cancelBooking(store(), { bookingId: booking.id, userId: traveller.id, now })),
      outcome(cancelSession(store(), { userId: owner.id, sessionId: session.id, now })),
      outcome(confirmPayment(store(), checkoutId, { paymentIntentId: `pi_race_${round}` }, now, FEE_PERCENT)),
    ]);
    // The session's cancel always ends well (the booking is then already cancelled, or cancelled by it).
    expect(results[2]).toBe('done');

    const ledger = await database.db<LedgerEntryRow>('ledger_entries').where({ booking_id: booking.id });
    const kinds = ledger.map((entry) => entry.kind).sort();
    expect(kinds.filter((kind) => kind === 'charge')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'refund')).toHaveLength(1);
    expect(refunds).toHaveLength(1);

    const figures = earningFigures(ledger);
    const stored = (await database.db<BookingRow>('bookings').where({ id: booking.id }).first())!;
    expect(stored.status).toBe('cancelled');
    expect(figures.refunded_cents).toBe(refunds[0]!.amount_cents);
    expect(figures.refunded_cents).toBe(stored.refund_cents);
    expect(figures.paid_cents).toBe(PAID);
    // Spur gives its fee back in the refund's proportion (rounded half up): all of it with a full refund.
    expect(figures.fee_cents).toBe(fee - Math.floor((fee * figures.refunded_cents * 2 + PAID) / (2 * PAID)));
    expect(figures.paid_cents - figures.refunded_cents - figures.fee_cents).toBe(figures.net_cents);
  }
});
