import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import { conflict } from '../errors';
import type { LedgerEntry } from '../earnings';
import type { BookingRow, DealRow, JsonValues } from '../rows';
import { cancelBooking } from './cancelBooking';
import { holdForCheckout } from './holdForCheckout';
import { confirmPayment, expireCheckout } from './payments';
import type { Store, StoreTransaction } from './store';

const now = new Date('2026-11-01T12:00:00.000Z');
const DEAL = '11111111-1111-4111-8111-111111111111';
const BOOKING = '22222222-2222-4222-8222-222222222222';
const buyer = { user_id: 'u1', guest_email: null, guest_name: 'Kai' };

/** An in-memory store recording what the use cases did, over one open-dated deal and its bookings. */
function fakeStore(deal: Partial<DealRow<JsonValues>> | undefined, bookings: Array<Partial<BookingRow<JsonValues>>> = []) {
  const log: string[] = [];
  const ledger: LedgerEntry[] = [];
  const rows = bookings.map((booking) => ({ id: BOOKING, deal_id: DEAL, session_id: null, user_id: 'u1', voucher_code: null, payment_intent_id: null, checked_in_at: null, amount_cents: 1999, ...booking }) as BookingRow<JsonValues>);
  const stored = deal && ({ id: DEAL, price: 19.99, has_sessions: false, expires_at: null, deleted_at: null, available_slots: 1, price_drop_floor: null, price_drop_window_minutes: null, ...deal } as DealRow<JsonValues>);
  // Only the operations these use cases call.
  const tx = {
    findDeal: async () => stored,
    findSession: async () => undefined,
    lockSession: async () => undefined,
    takeDealSpot: async () => {
      if (!stored || stored.available_slots === 0) throw conflict(MESSAGES.soldOut);
      log.push('take');
      stored.available_slots -= 1;
      return stored;
    },
    takeSessionSpot: async () => {
      throw new Error('no sessions here');
    },
    insertBooking: async (row) => {
      log.push(`insert ${row.status} ${row.amount_cents} ${row.hold_expires_at.toISOString()}`);
      return { ...row, id: BOOKING } as unknown as BookingRow<JsonValues>;
    },
    lockOwnBooking: async (id, userId) => rows.find((row) => row.id === id && row.user_id === userId),
    lockCheckoutBooking: async () => rows[0],
    recordEvent: async (event) => event.id !== 'seen',
    releaseSpots: async () => void log.push('release'),
    refund: async ({ amountCents }) => void log.push(`refund ${amountCents}`),
    recordPayment: async (_id, payment) => void log.push(`paid ${JSON.stringify(payment.outcome)}`),
    recordRefund: async (_id, refund) => void log.push(`refund recorded ${refund.refund_cents} ${refund.refunded}`),
    queueMail: async (kind) => void log.push(`mail ${kind}`),
    newVoucherCode: () => 'VOUCHER',
    recordLedgerEntries: async (entries) => {
      ledger.push(...entries);
      log.push(`ledger ${entries.map((entry) => `${entry.kind} ${entry.amount_cents}`).join(', ')}`);
    },
    bookingLedger: async (bookingId) => ledger.filter((entry) => entry.booking_id === bookingId).map((entry) => ({ ...entry, id: entry.key, created_at: entry.created_at.toISOString(), provider_id: entry.provider_id ?? null })),
  } satisfies Partial<StoreTransaction<JsonValues>>;
  let transactions = 0;
  const store: Store<JsonValues> = {
    transaction: (work) => {
      transactions += 1;
      return work(tx as unknown as StoreTransaction<JsonValues>);
    },
  };
  return { store, log, transactions: () => transactions };
}

const hold = (store: Store<JsonValues>, extra: { dealId?: string; sessionId?: string; amountCents?: number } = {}) =>
  holdForCheckout(store, { dealId: DEAL, sessionId: undefined, buyer, now, ...extra });

describe('holdForCheckout', () => {
  it('refuses in the shared order: 404, 409 expired, 400 session choice, 409 price, 409 sold out', async () => {
    const unknown = fakeStore(undefined);
    await expect(hold(unknown.store, { dealId: 'not-a-uuid' })).rejects.toThrow(MESSAGES.dealNotFound);
    expect(unknown.transactions()).toBe(0);
    await expect(hold(unknown.store)).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(hold(fakeStore({ deleted_at: now.toISOString() }).store)).rejects.toThrow(MESSAGES.dealNotFound);
    const expired = { expires_at: now.toISOString() };
    await expect(hold(fakeStore(expired).store, { sessionId: 'x', amountCents: 1 })).rejects.toThrow(MESSAGES.dealUnavailable);
    await expect(hold(fakeStore({}).store, { sessionId: 'x', amountCents: 1 })).rejects.toThrow(MESSAGES.openDatedDeal);
    const changed = fakeStore({});
    await expect(hold(changed.store, { amountCents: 1 })).rejects.toThrow(MESSAGES.priceChanged);
    expect(changed.log).toEqual([]);
    await expect(hold(fakeStore({ available_slots: 0 }).store, { amountCents: 1999 })).rejects.toThrow(MESSAGES.soldOut);
  });

  it('takes a spot and inserts a pending booking held for CHECKOUT_HOLD_MINUTES, at the amount or the price of the moment', async () => {
    const expiry = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000).toISOString();
    const checkout = fakeStore({});
    expect(await hold(checkout.store, { amountCents: 1999 })).toMatchObject({ session: null, booking: { status: 'pending', ...buyer } });
    expect(checkout.log).toEqual(['take', `insert pending 1999 ${expiry}`]);
    const booking = fakeStore({});
    await hold(booking.store);
    expect(booking.log).toEqual(['take', `insert pending 1999 ${expiry}`]);
  });
});

describe('confirmPayment and expireCheckout', () => {
  const paid = { paymentIntentId: 'pi_1', email: 'a@b.c' };

  it('confirm a pending booking with a voucher and its mail; a second delivery or payment changes nothing', async () => {
    const { store, log } = fakeStore({}, [{ status: 'pending' }]);
    expect(await confirmPayment(store, 'cs_1', paid, now, 15)).toBe('confirmed');
    expect(log).toEqual(['ledger charge 1999, fee 300', 'paid {"status":"confirmed","voucher_code":"VOUCHER"}', 'mail booking_confirmed']);
    expect(await confirmPayment(store, 'cs_1', { ...paid, event: { id: 'seen', type: 'checkout.session.completed' } }, now, 15)).toBe('duplicate');
    expect(await confirmPayment(fakeStore({}, [{ status: 'confirmed' }]).store, 'cs_1', paid, now, 15)).toBe('unchanged');
    expect(await confirmPayment(fakeStore({}).store, 'cs_1', paid, now, 15)).toBe('unknown');
  });

  it('a late payment takes a spot again, or is refunded in full when none is left', async () => {
    expect(await confirmPayment(fakeStore({}, [{ status: 'cancelled' }]).store, 'cs_1', paid, now, 15)).toBe('reinstated');
    const soldOut = fakeStore({ available_slots: 0 }, [{ status: 'cancelled' }]);
    expect(await confirmPayment(soldOut.store, 'cs_1', paid, now, 15)).toBe('refunded');
    expect(soldOut.log).toEqual(['ledger charge 1999, fee 300', 'refund 1999', 'ledger refund 1999, fee -300', 'paid {"refund_cents":1999}']);
  });

  it('a payment without a payment intent (nothing charged through the provider) writes nothing in the ledger', async () => {
    const { store, log } = fakeStore({}, [{ status: 'pending' }]);
    expect(await confirmPayment(store, 'cs_1', { paymentIntentId: null }, now, 15)).toBe('confirmed');
    expect(log.filter((line) => line.startsWith('ledger'))).toEqual([]);
  });

  it('an expired checkout releases a pending booking only', async () => {
    const pending = fakeStore({}, [{ status: 'pending' }]);
    expect(await expireCheckout(pending.store, 'cs_1')).toBe('released');
    expect(pending.log).toEqual(['release']);
    expect(await expireCheckout(fakeStore({}, [{ status: 'confirmed' }]).store, 'cs_1')).toBe('unchanged');
  });
});

describe('cancelBooking', () => {
  it('404 another’s, 409 twice; an unpaid booking is released without a refund or a receipt', async () => {
    await expect(cancelBooking(fakeStore({}, [{ status: 'pending' }]).store, { bookingId: BOOKING, userId: 'u2', now })).rejects.toThrow(MESSAGES.bookingNotFound);
    await expect(cancelBooking(fakeStore({}, [{ status: 'cancelled' }]).store, { bookingId: BOOKING, userId: 'u1', now })).rejects.toThrow(MESSAGES.alreadyCancelled);
    const pending = fakeStore({}, [{ status: 'pending' }]);
    await cancelBooking(pending.store, { bookingId: BOOKING, userId: 'u1', now });
    expect(pending.log).toEqual(['release']);
  });

  it('a paid booking is refunded through the provider, then released, with its receipt', async () => {
    const { store, log } = fakeStore({ cancel_free_hours: 24, cancel_late_refund_percent: 0 }, [{ status: 'confirmed', payment_intent_id: 'pi_1' }]);
    await cancelBooking(store, { bookingId: BOOKING, userId: 'u1', now });
    expect(log).toEqual(['refund 1999', 'ledger refund 1999', 'refund recorded 1999 true', 'release', 'mail booking_cancelled']);
  });
});
