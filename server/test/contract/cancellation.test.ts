/**
 * Cancellation terms (issue 11): each deal's terms, set by its business; what a booker's cancel
 * refunds inside and after the free window; a session cancelled by the business refunds in full;
 * terms out of range are 400 and change nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, CheckoutResponseSchema, DealSchema, MESSAGES, TestCheckoutSchema, toCents } from '@spur/contract';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, HOUR, MINUTE, SEED, expectedDeal, observable, seedDeal, validDeal } from './fixtures';

const KAYAK = DEAL_IDS.bayKayakSafari; // adventures; 24 hours free, then half back; $ price without a drop
const YOGA = DEAL_IDS.sunriseYoga; // wellness; the default terms: 24 hours free, then no refund
const sessionsOfDeal = (dealId: string) =>
  SEED.sessions.filter((session) => session.deal_id === dealId).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
const [kayakSoon, kayakTomorrow] = sessionsOfDeal(KAYAK); // in 90 minutes; in a day and 90 minutes
const [yogaSoon] = sessionsOfDeal(YOGA); // in 18 hours
/** Half the kayak's price, rounded down to the cent. */
const kayakHalf = Math.floor(toCents(seedDeal(KAYAK).price) / 2) / 100;

/** Books `sessionId` of `dealId` as the traveler through the test checkout and pays: the confirmed booking. */
async function bookAndPay(c: Contract, token: string, dealId: string, sessionId: string) {
  const body = { dealId, sessionId, amount: toCents(seedDeal(dealId).price), quantity: 1 };
  const { url } = expectOk(await c.call('POST', '/api/payment/create-checkout-session', { token, body }), 200, CheckoutResponseSchema);
  expect((await c.call('POST', `/api/payment/test-checkout/${url.split('/').pop()}/pay`, { body: {} })).status).toBe(200);
  const [booking] = (await c.call('GET', '/api/bookings/my-bookings', { token })).body;
  expect(booking).toMatchObject({ deal_id: dealId, session_id: sessionId, status: 'confirmed', refunded_amount: null });
  return BookingSchema.parse(booking);
}

contractSuite('cancellation', (c) => {
  let traveler: string;
  beforeEach(async () => {
    await c.reset();
    traveler = await c.token('traveler');
  });
  const cancel = (id: string, token = traveler) => c.call('DELETE', `/api/bookings/${id}`, { token });

  describe('terms on deals', () => {
    it('each deal and its bookings answer the business’s terms; new deals start with 24 hours free, then no refund', async () => {
      expect((await c.call('GET', `/api/deals/${KAYAK}`)).body.cancellation).toEqual({ free_hours: 24, late_refund_percent: 50 });
      expect((await c.call('GET', `/api/deals/${YOGA}`)).body).toEqual(expectedDeal(YOGA));
      const adventures = await c.token('adventures');
      const created = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal() }), 201, DealSchema);
      expect(created.cancellation).toEqual({ free_hours: 24, late_refund_percent: 0 });
    });

    it('a business sets them on create and changes only what an edit sends', async () => {
      const adventures = await c.token('adventures');
      const body = validDeal({ cancellation: { free_hours: 48, late_refund_percent: 25 } });
      const created = expectOk(await c.call('POST', '/api/deals', { token: adventures, body }), 201, DealSchema);
      expect(created.cancellation).toEqual({ free_hours: 48, late_refund_percent: 25 });
      const edit = { title: created.title, description: 'Now with a longer free window.', price: created.price };
      const kept = expectOk(await c.call('PUT', `/api/deals/${created.id}`, { token: adventures, body: edit }), 200, DealSchema);
      expect(kept.cancellation).toEqual({ free_hours: 48, late_refund_percent: 25 });
      const changed = await c.call('PUT', `/api/deals/${created.id}`, { token: adventures, body: { ...edit, cancellation: { free_hours: 0, late_refund_percent: 100 } } });
      expect(expectOk(changed, 200, DealSchema).cancellation).toEqual({ free_hours: 0, late_refund_percent: 100 });
      const partial = await c.call('PUT', `/api/deals/${created.id}`, { token: adventures, body: { ...edit, cancellation: { late_refund_percent: 0 } } });
      expect(expectOk(partial, 200, DealSchema).cancellation).toEqual({ free_hours: 0, late_refund_percent: 0 });
      expect((await c.call('GET', `/api/deals/${created.id}`)).body.cancellation).toEqual({ free_hours: 0, late_refund_percent: 0 });
    });

    it.each([
      ['a refund above 100%', { late_refund_percent: 101 }, MESSAGES.validRefundPercent],
      ['a negative refund', { late_refund_percent: -1 }, MESSAGES.validRefundPercent],
      ['a fractional refund', { late_refund_percent: 50.5 }, MESSAGES.validRefundPercent],
      ['a refund as text', { late_refund_percent: '50' }, MESSAGES.validRefundPercent],
      ['more than 72 free hours', { free_hours: 73 }, MESSAGES.validFreeCancellationHours],
      ['negative free hours', { free_hours: -1 }, MESSAGES.validFreeCancellationHours],
      ['fractional free hours', { free_hours: 1.5 }, MESSAGES.validFreeCancellationHours],
    ])('%s: 400 on create and on edit, nothing changed', async (_label, cancellation, message) => {
      const adventures = await c.token('adventures');
      const before = await observable(c);
      expectError(await c.call('POST', '/api/deals', { token: adventures, body: validDeal({ cancellation } as never) }), 400, message);
      const deal = seedDeal(KAYAK);
      const edit = { title: deal.title, description: deal.description, price: deal.price, cancellation };
      expectError(await c.call('PUT', `/api/deals/${KAYAK}`, { token: adventures, body: edit }), 400, message);
      expect(await observable(c)).toEqual(before);
    });

    it('the test checkout reads back the deal’s terms and expiry for its page', async () => {
      const body = { dealId: KAYAK, sessionId: kayakSoon!.id, amount: toCents(seedDeal(KAYAK).price), quantity: 1 };
      const { url } = expectOk(await c.call('POST', '/api/payment/create-checkout-session', { token: traveler, body }), 200, CheckoutResponseSchema);
      const read = expectOk(await c.call('GET', `/api/payment/test-checkout/${url.split('/').pop()}`), 200, TestCheckoutSchema);
      expect(read).toMatchObject({
        session_starts_at: kayakSoon!.starts_at,
        cancellation: { free_hours: 24, late_refund_percent: 50 },
        deal_expires_at: seedDeal(KAYAK).expires_at,
      });
    });

    it('terms that are not an object: 400', async () => {
      const adventures = await c.token('adventures');
      expectError(await c.call('POST', '/api/deals', { token: adventures, body: validDeal({ cancellation: 'flexible' } as never) }), 400, MESSAGES.validFreeCancellationHours);
    });
  });

  describe('what cancelling refunds', () => {
    it('inside the free window: everything back', async () => {
      const booking = await bookAndPay(c, traveler, KAYAK, kayakTomorrow!.id);
      expect(booking.cancellation).toEqual({ free_hours: 24, late_refund_percent: 50 });
      const cancelled = expectOk(await cancel(booking.id), 200, BookingSchema);
      expect(cancelled).toEqual({ ...booking, status: 'cancelled', refunded_amount: seedDeal(KAYAK).price, voucher_code: null });
      expect((await c.call('GET', `/api/bookings/${booking.id}`, { token: traveler })).body.refunded_amount).toBe(seedDeal(KAYAK).price);
    });

    it('after the free window: the late percentage back', async () => {
      const booking = await bookAndPay(c, traveler, KAYAK, kayakSoon!.id);
      const cancelled = expectOk(await cancel(booking.id), 200, BookingSchema);
      expect(cancelled.refunded_amount).toBe(kayakHalf);
    });

    it('after the free window of a deal without a late refund: nothing back', async () => {
      const booking = await bookAndPay(c, traveler, YOGA, yogaSoon!.id);
      expect(expectOk(await cancel(booking.id), 200, BookingSchema)).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
    });

    it('the window closes with time: one minute before the deadline everything back, one minute after only the late percentage', async () => {
      const first = await bookAndPay(c, traveler, KAYAK, kayakTomorrow!.id);
      const second = await bookAndPay(c, traveler, KAYAK, kayakTomorrow!.id);
      const deadline = Date.parse(kayakTomorrow!.starts_at) - 24 * HOUR;
      await c.advanceClock(deadline - MINUTE - SEED_NOW.getTime());
      const fresh = await c.token('traveler');
      expect(expectOk(await cancel(first.id, fresh), 200, BookingSchema).refunded_amount).toBe(seedDeal(KAYAK).price);
      await c.advanceClock(2 * MINUTE);
      expect(expectOk(await cancel(second.id, fresh), 200, BookingSchema).refunded_amount).toBe(kayakHalf);
    });

    it('a booking not paid yet: cancelled with nothing to refund', async () => {
      const held = await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: KAYAK, session_id: kayakSoon!.id } });
      expect(expectOk(await cancel(held.body.id), 200, BookingSchema)).toMatchObject({ status: 'cancelled', refunded_amount: null });
    });

    it('a session cancelled by the business refunds in full, even after the free window', async () => {
      const booking = await bookAndPay(c, traveler, KAYAK, kayakSoon!.id);
      const adventures = await c.token('adventures');
      expect((await c.call('DELETE', `/api/deals/business/sessions/${kayakSoon!.id}`, { token: adventures })).status).toBe(200);
      const after = expectOk(await c.call('GET', `/api/bookings/${booking.id}`, { token: traveler }), 200, BookingSchema);
      expect(after).toMatchObject({ status: 'cancelled', refunded_amount: seedDeal(KAYAK).price });
    });
  });
});
