/**
 * Checkout with the built-in test checkout (no Stripe key): holds over HTTP under concurrency,
 * expiry and cancellation, the three test-checkout endpoints, and a guest's booking reaching
 * My Bookings after sign-up. Stripe itself is covered in stripe.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BookingListSchema,
  CHECKOUT_HOLD_MINUTES,
  CheckoutResponseSchema,
  MESSAGES,
  TestCheckoutSchema,
  toCents,
} from '@spur/contract';
import type { BookingRow, DealRow } from '../db/rows';
import { insertDeal, signUp, slotsOf } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

// A pool big enough for real contention in the concurrency test.
const api = useTestApi({ poolMax: 30 });

const CHECKOUT = '/api/payment/create-checkout-session';
const checkoutPath = (id: string) => `/api/payment/test-checkout/${id}`;

const bookingByCheckout = (checkoutId: string) => api().db<BookingRow>('bookings').where({ checkout_session_id: checkoutId }).first();
const amountOf = (deal: DealRow) => toCents(Number(deal.price));

/** Opens a checkout for `deal`; the checkout id is the last path segment of the answered url. */
async function openCheckout(deal: DealRow, options: { token?: string; guestInfo?: { email?: string; name?: string } } = {}) {
  const response = await api().request('POST', CHECKOUT, {
    token: options.token,
    body: { dealId: deal.id, name: deal.title, amount: amountOf(deal), quantity: 1, guestInfo: options.guestInfo },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { url } = CheckoutResponseSchema.parse(response.body);
  return { url, checkoutId: url.split('/').pop()! };
}

describe('POST /api/payment/create-checkout-session', () => {
  it('holds a slot for a signed-in buyer and answers the test checkout url', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { price: '49.99', available_slots: 3 });
    const { url, checkoutId } = await openCheckout(deal, { token: buyer.token });

    expect(url).toBe(`${api().url}/test-checkout/${checkoutId}`);
    expect(checkoutId).toMatch(/^cs_test_[\w-]{58}$/);
    expect(await slotsOf(api().db, deal.id)).toBe(2);
    const booking = await bookingByCheckout(checkoutId);
    expect(booking).toMatchObject({ deal_id: deal.id, user_id: buyer.user.id, guest_email: null, status: 'pending', amount_cents: 4999 });
    expect(booking!.hold_expires_at!.getTime()).toBe(api().clock.now().getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  });

  it('records a guest’s email (lower-cased) and name, or neither', async () => {
    const deal = await insertDeal(api().db, null);
    const withInfo = await openCheckout(deal, { guestInfo: { email: 'Guest.One@Example.com', name: 'Gus' } });
    expect(await bookingByCheckout(withInfo.checkoutId)).toMatchObject({ user_id: null, guest_email: 'guest.one@example.com', guest_name: 'Gus' });
    const placeholders = await openCheckout(deal, { guestInfo: { email: '', name: '' } });
    expect(await bookingByCheckout(placeholders.checkoutId)).toMatchObject({ user_id: null, guest_email: null, guest_name: null });
    const without = await openCheckout(deal);
    expect(await bookingByCheckout(without.checkoutId)).toMatchObject({ user_id: null, guest_email: null });
  });

  it('refuses a client amount that is not the stored price (409), holding nothing', async () => {
    const deal = await insertDeal(api().db, null, { price: '20.00', available_slots: 1 });
    for (const amount of [1999, 2001, 1]) {
      const response = await api().request('POST', CHECKOUT, { body: { dealId: deal.id, amount, quantity: 1 } });
      expect(response).toMatchObject({ status: 409, body: { message: MESSAGES.priceChanged } });
    }
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    expect(await api().db('bookings').where({ deal_id: deal.id })).toEqual([]);
  });

  it('404 for missing, removed or malformed deals; 409 for expired and sold-out ones', async () => {
    const expired = await insertDeal(api().db, null, { expires_at: new Date(api().clock.now().getTime() - 1) });
    const soldOut = await insertDeal(api().db, null, { available_slots: 0 });
    const removed = await insertDeal(api().db, null, { deleted_at: new Date() });
    const cases: Array<[string, number, string]> = [
      ['00000000-0000-4000-8000-000000000000', 404, MESSAGES.dealNotFound],
      ['not-a-uuid', 404, MESSAGES.dealNotFound],
      [removed.id, 404, MESSAGES.dealNotFound],
      [expired.id, 409, MESSAGES.dealUnavailable],
      [soldOut.id, 409, MESSAGES.soldOut],
    ];
    for (const [dealId, status, message] of cases) {
      const response = await api().request('POST', CHECKOUT, { body: { dealId, amount: 2500, quantity: 1 } });
      expect(response, dealId).toMatchObject({ status, body: { message } });
    }
    expect(await api().db('bookings').whereIn('deal_id', [expired.id, soldOut.id, removed.id])).toEqual([]);
  });

  it.each([
    [{}, MESSAGES.dealIdRequired],
    [{ dealId: '  ', amount: 2500 }, MESSAGES.dealIdRequired],
    [{ dealId: 'x', amount: '2500' }, MESSAGES.priceChanged],
    [{ dealId: 'x', amount: 25.5 }, MESSAGES.priceChanged],
    [{ dealId: 'x', amount: 2500, quantity: 2 }, MESSAGES.quantityFixed],
    [{ dealId: 'x', amount: 2500, guestInfo: { email: 'not-an-email' } }, MESSAGES.validEmail],
  ])('400 for %j', async (body, message) => {
    const response = await api().request('POST', CHECKOUT, { body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('401 for a bearer that is sent but invalid (guests send none)', async () => {
    const deal = await insertDeal(api().db, null);
    const response = await api().request('POST', CHECKOUT, { token: 'email:someone@example.com', body: { dealId: deal.id, amount: 2500 } });
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.invalidToken } });
    expect(await slotsOf(api().db, deal.id)).toBe(10);
  });
});

describe('slot holds over HTTP', () => {
  // On PGlite (one connection) the same requests queue for the database: still exactly 10.
  it('200 concurrent checkouts on a 10-slot deal: exactly 10 hold a slot, 190 are sold out', async () => {
    const deal = await insertDeal(api().db, null, { price: '15.00', available_slots: 10 });
    const body = { dealId: deal.id, amount: 1500, quantity: 1 };
    const responses = await Promise.all(Array.from({ length: 200 }, () => api().request('POST', CHECKOUT, { body })));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([MESSAGES.soldOut]));
    expect(await slotsOf(api().db, deal.id)).toBe(0);
    const bookings = await api().db<BookingRow>('bookings').where({ deal_id: deal.id });
    expect(bookings).toHaveLength(10);
    expect(bookings.every((booking) => booking.status === 'pending' && booking.checkout_session_id)).toBe(true);
  });

  it('expiry releases exactly the holds that expired, once', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 4 });
    const early = [await openCheckout(deal), await openCheckout(deal)];
    api().clock.advance(10 * 60_000);
    const late = await openCheckout(deal);
    expect(await slotsOf(api().db, deal.id)).toBe(1);

    // The first two holds are past their expiry, the third is not.
    api().clock.advance((CHECKOUT_HOLD_MINUTES - 10) * 60_000);
    await api().spur.services.inventory.releaseExpiredHolds();
    expect(await slotsOf(api().db, deal.id)).toBe(3);
    for (const { checkoutId } of early) {
      expect((await bookingByCheckout(checkoutId))!.status).toBe('cancelled');
      expect((await api().request('GET', checkoutPath(checkoutId))).body.status).toBe('expired');
      const pay = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: { email: 'late@example.com' } });
      expect(pay).toMatchObject({ status: 409, body: { message: MESSAGES.checkoutClosed } });
    }
    expect((await bookingByCheckout(late.checkoutId))!.status).toBe('pending');

    await api().spur.services.inventory.releaseExpiredHolds();
    expect(await slotsOf(api().db, deal.id)).toBe(3);
    api().clock.advance(10 * 60_000);
    await api().spur.services.inventory.releaseExpiredHolds();
    expect(await slotsOf(api().db, deal.id)).toBe(4);
  });

  it('cancelling a checkout releases its own slot once', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 5 });
    const kept = await openCheckout(deal);
    const cancelled = await openCheckout(deal);
    expect(await slotsOf(api().db, deal.id)).toBe(3);

    const first = await api().request('POST', `${checkoutPath(cancelled.checkoutId)}/cancel`);
    expect(first).toMatchObject({ status: 200, body: { url: '/cancel' } });
    const again = await api().request('POST', `${checkoutPath(cancelled.checkoutId)}/cancel`);
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.checkoutClosed } });
    expect(await slotsOf(api().db, deal.id)).toBe(4);
    expect((await bookingByCheckout(cancelled.checkoutId))!.status).toBe('cancelled');
    expect((await bookingByCheckout(kept.checkoutId))!.status).toBe('pending');
  });
});

describe('the test checkout', () => {
  it('shows an open checkout with the deal, the amount and the signed-in buyer’s email', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { title: 'Tide pool walk', price: '12.50' });
    const { checkoutId } = await openCheckout(deal, { token: buyer.token });
    const response = await api().request('GET', checkoutPath(checkoutId));
    expect(response.status).toBe(200);
    expect(TestCheckoutSchema.parse(response.body)).toEqual({
      id: checkoutId,
      status: 'open',
      deal_title: 'Tide pool walk',
      amount: 1250,
      currency: 'usd',
      customer_email: buyer.identity.email,
      expires_at: new Date(api().clock.now().getTime() + CHECKOUT_HOLD_MINUTES * 60_000).toISOString(),
      session_starts_at: null,
      time_zone: 'America/Los_Angeles',
      cancellation: { free_hours: 24, late_refund_percent: 0 },
      deal_expires_at: null,
    });
  });

  it('404 for unknown checkouts on all three endpoints', async () => {
    for (const [method, path] of [
      ['GET', checkoutPath('cs_test_unknown')],
      ['POST', `${checkoutPath('cs_test_unknown')}/pay`],
      ['POST', `${checkoutPath('cs_test_unknown')}/cancel`],
    ] as const) {
      const response = await api().request(method, path, method === 'POST' ? { body: {} } : {});
      expect(response, path).toMatchObject({ status: 404, body: { message: MESSAGES.checkoutNotFound } });
    }
  });

  it('pays as a signed-in user: confirmed, slot kept, success url; paying twice is 409', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 2 });
    const { checkoutId } = await openCheckout(deal, { token: buyer.token });

    const paid = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} });
    expect(paid).toMatchObject({ status: 200, body: { url: `/success?session_id=${checkoutId}` } });
    const booking = await bookingByCheckout(checkoutId);
    expect(booking).toMatchObject({ status: 'confirmed', user_id: buyer.user.id });
    expect(booking!.payment_intent_id).toMatch(/^pi_test_/);
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    expect((await api().request('GET', checkoutPath(checkoutId))).body.status).toBe('complete');

    const twice = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} });
    expect(twice).toMatchObject({ status: 409, body: { message: MESSAGES.checkoutClosed } });
    const cancelAfter = await api().request('POST', `${checkoutPath(checkoutId)}/cancel`);
    expect(cancelAfter).toMatchObject({ status: 409, body: { message: MESSAGES.checkoutClosed } });
    expect(await slotsOf(api().db, deal.id)).toBe(1);

    const mine = await api().request('GET', '/api/bookings/my-bookings', { token: buyer.token });
    expect(BookingListSchema.parse(mine.body).find((b) => b.id === booking!.id)).toMatchObject({ status: 'confirmed', confirmation_id: checkoutId });
  });

  it('concurrent payments of one checkout: one goes through, the others are 409', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 1 });
    const { checkoutId } = await openCheckout(deal, { guestInfo: { email: 'rush@example.com' } });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await bookingByCheckout(checkoutId))!.status).toBe('confirmed');
    expect(await slotsOf(api().db, deal.id)).toBe(0);
  });

  it('a guest pays with the email typed on the page; without any email it is 400 and nothing changes', async () => {
    const deal = await insertDeal(api().db, null);
    const { checkoutId } = await openCheckout(deal);
    expect((await api().request('GET', checkoutPath(checkoutId))).body.customer_email).toBeNull();

    const noEmail = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} });
    expect(noEmail).toMatchObject({ status: 400, body: { message: MESSAGES.enterEmail } });
    const badEmail = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: { email: 'nope' } });
    expect(badEmail).toMatchObject({ status: 400, body: { message: MESSAGES.validEmail } });
    expect((await bookingByCheckout(checkoutId))!.status).toBe('pending');

    const paid = await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: { email: 'Walk.In@Example.com' } });
    expect(paid.status).toBe(200);
    expect(await bookingByCheckout(checkoutId)).toMatchObject({ status: 'confirmed', guest_email: 'walk.in@example.com' });
    expect((await api().request('GET', checkoutPath(checkoutId))).body).toMatchObject({ status: 'complete', customer_email: 'walk.in@example.com' });
  });

  it('cancelling a paid booking refunds it through the payment provider and frees the slot', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { price: '30.00', available_slots: 1 });
    const { checkoutId } = await openCheckout(deal, { token: buyer.token });
    await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} });
    const booking = (await bookingByCheckout(checkoutId))!;

    const cancelled = await api().request('DELETE', `/api/bookings/${booking.id}`, { token: buyer.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(api().payments.refunds).toContainEqual({ id: booking.id, payment_intent_id: booking.payment_intent_id, amount_cents: 3000 });
    expect(await slotsOf(api().db, deal.id)).toBe(1);
  });
});

describe('guest bookings and sign-up', () => {
  it('a guest’s paid booking appears in My Bookings once they sign up with the same email', async () => {
    const deal = await insertDeal(api().db, null, { title: 'Kelp forest snorkel' });
    const { checkoutId } = await openCheckout(deal, { guestInfo: { email: 'Future.Member@example.com', name: 'Fran' } });
    expect((await api().request('POST', `${checkoutPath(checkoutId)}/pay`, { body: {} })).status).toBe(200);

    const member = await signUp(api(), { email: 'future.member@example.com' });
    const mine = await api().request('GET', '/api/bookings/my-bookings', { token: member.token });
    expect(mine.status).toBe(200);
    expect(BookingListSchema.parse(mine.body)).toEqual([
      expect.objectContaining({ title: 'Kelp forest snorkel', status: 'confirmed', confirmation_id: checkoutId }),
    ]);
  });
});

describe('POST /api/payment/webhook without a signing secret', () => {
  it('answers 400 to every delivery', async () => {
    const response = await api().request('POST', '/api/payment/webhook', {
      rawBody: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.invalidSignature } });
    expect(await api().db('processed_webhook_events')).toEqual([]);
  });
});
