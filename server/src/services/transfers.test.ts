/**
 * The transfer sweep on real Postgres: two sweeps (instances) racing a refund of the same
 * booking, the traveller's partial cancellation or the business cancelling the session. Either
 * the refund comes first and the one transfer sends less, or the transfer comes first and the
 * refund reverses the business's share of it; never a full transfer beside an unreversed refund,
 * one transfer per booking, and the ledger adds up: net = transferred − reversed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cancelBooking, cancelSession, confirmPayment, earningFigures, transferDue, transferFigures } from '@spur/domain';
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
const payments = fakePayments();
const store = () => createStore({ db: database.db, inventory: createInventoryService({ db: database.db, clock }), payments });
const inAnHour = () => new Date(clock.now().getTime() + 3600_000);

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 20 });
  const users = await database.db<UserRow>('users')
    .insert([
      { cognito_sub: 'owner-sub', email: 'owner@example.com', user_type: 'business' },
      { cognito_sub: 'traveller-sub', email: 'traveller@example.com', user_type: 'regular' },
    ])
    .returning('*');
  [owner, traveller] = users as [UserRow, UserRow];
  await database.db('payout_accounts').insert({ business_id: owner.id, stripe_account_id: 'acct_owner', charges_enabled: true, payouts_enabled: true, details_submitted: true });
});
afterAll(() => database.drop());

/** A paid booking of a session in 30 minutes: a cancel now is late (half back), the business's gives everything back; an hour from now it has begun. */
async function paidBooking(round: number) {
  const deal = await insertDeal(database.db, owner.id, { has_sessions: true, cancel_free_hours: 1, cancel_late_refund_percent: 50 });
  const [session] = await database.db<SessionRow>('sessions')
    .insert({ deal_id: deal.id, starts_at: new Date(clock.now().getTime() + 30 * 60_000), duration_minutes: 60, capacity: 1, slots_left: 0, cutoff_minutes: 0 })
    .returning('*');
  const checkoutId = `cs_transfer_${round}`;
  const [booking] = await database.db<BookingRow>('bookings')
    .insert({ deal_id: deal.id, session_id: session!.id, user_id: traveller.id, status: 'pending', amount_cents: PAID, checkout_session_id: checkoutId, hold_expires_at: inAnHour() })
    .returning('*');
  expect(await confirmPayment(store(), checkoutId, { paymentIntentId: `pi_transfer_${round}` }, clock.now(), FEE_PERCENT)).toBe('confirmed');
  return { booking: booking!, session: session! };
}

const ledgerOf = (bookingId: string) => database.db<LedgerEntryRow>('ledger_entries').where({ booking_id: bookingId });

it('a paid booking is transferred once its session has begun, once however many sweeps run', async () => {
  const { booking } = await paidBooking(100);
  expect(await transferDue(store(), { now: clock.now(), limit: 10 })).toEqual({ transferred: 0, failures: [] });
  const sweeps = await Promise.all([1, 2, 3].map(() => transferDue(store(), { now: inAnHour(), limit: 10 })));
  expect(sweeps.reduce((total, sweep) => total + sweep.transferred, 0)).toBe(1);
  const transfers = payments.transfers.filter((transfer) => transfer.bookingId === booking.id);
  expect(transfers).toEqual([{ bookingId: booking.id, amountCents: PAID - 750, destination: 'acct_owner' }]);
  const ledger = await ledgerOf(booking.id);
  expect(ledger.find((entry) => entry.kind === 'transfer')).toMatchObject({ key: `transfer:${booking.id}`, amount_cents: PAID - 750, provider_id: expect.stringMatching(/^tr_fake_/) });
});

it('a provider failure leaves the booking for the next sweep', async () => {
  const { booking } = await paidBooking(101);
  payments.failWith(new Error('provider down'));
  const failed = await transferDue(store(), { now: inAnHour(), limit: 10 });
  payments.failWith(undefined);
  expect(failed.failures.map((failure) => failure.bookingId)).toContain(booking.id);
  expect((await ledgerOf(booking.id)).filter((entry) => entry.kind === 'transfer')).toEqual([]);
  await transferDue(store(), { now: inAnHour(), limit: 10 });
  expect((await ledgerOf(booking.id)).filter((entry) => entry.kind === 'transfer')).toHaveLength(1);
});

it('a refund racing two transfer sweeps: never a full transfer beside an unreversed refund, and the ledger adds up', async () => {
  // Repeated: one round rarely interleaves every way. Odd rounds: the business cancels the session.
  for (let round = 0; round < 10; round += 1) {
    const { booking, session } = await paidBooking(round);
    const now = clock.now();
    const refund = round % 2 === 0 ? cancelBooking(store(), { bookingId: booking.id, userId: traveller.id, now }) : cancelSession(store(), { userId: owner.id, sessionId: session.id, now });
    await Promise.all([refund, transferDue(store(), { now: inAnHour(), limit: 1000 }), transferDue(store(), { now: inAnHour(), limit: 1000 })]);
    // What the race left owed is sent by a later sweep.
    await transferDue(store(), { now: inAnHour(), limit: 1000 });

    const ledger = await ledgerOf(booking.id);
    const figures = earningFigures(ledger);
    const { transferred_cents, reversed_cents } = transferFigures(ledger);
    expect(ledger.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect(ledger.filter((entry) => entry.kind === 'transfer').length).toBeLessThanOrEqual(1);
    expect(payments.transfers.filter((transfer) => transfer.bookingId === booking.id)).toHaveLength(ledger.some((entry) => entry.kind === 'transfer') ? 1 : 0);
    expect(payments.reversals.filter((reversal) => reversal.bookingId === booking.id).map((reversal) => reversal.amountCents)).toEqual(reversed_cents > 0 ? [reversed_cents] : []);
    // What the business keeps is exactly its net after the refund.
    expect(transferred_cents - reversed_cents).toBe(figures.net_cents);
    expect(figures.paid_cents - figures.refunded_cents - figures.fee_cents).toBe(figures.net_cents);
  }
});

it('a refund after the transfer reverses the business share; the business cancelling the session reverses it in full', async () => {
  const partial = await paidBooking(200);
  const full = await paidBooking(201);
  await transferDue(store(), { now: inAnHour(), limit: 1000 });
  await cancelBooking(store(), { bookingId: partial.booking.id, userId: traveller.id, now: clock.now() });
  await cancelSession(store(), { userId: owner.id, sessionId: full.session.id, now: clock.now() });

  const partialLedger = await ledgerOf(partial.booking.id);
  const refunded = earningFigures(partialLedger).refunded_cents;
  expect(refunded).toBeGreaterThan(0);
  expect(refunded).toBeLessThan(PAID);
  expect(transferFigures(partialLedger).transferred_cents - transferFigures(partialLedger).reversed_cents).toBe(earningFigures(partialLedger).net_cents);
  expect(transferFigures(partialLedger).reversed_cents).toBeGreaterThan(0);

  const fullLedger = await ledgerOf(full.booking.id);
  expect(transferFigures(fullLedger)).toEqual({ transferred_cents: PAID - 750, reversed_cents: PAID - 750 });
  expect(payments.reversals.find((reversal) => reversal.bookingId === full.booking.id)).toEqual({ bookingId: full.booking.id, transferId: fullLedger.find((entry) => entry.kind === 'transfer')!.provider_id, amountCents: PAID - 750 });
});
