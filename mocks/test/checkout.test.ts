import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_HOLD_MINUTES,
  CheckoutResponseSchema,
  MESSAGES,
  TestCheckoutSchema,
  toCents,
  type Booking,
  type Deal,
} from '@spur/contract';
import { DEAL_IDS } from '@spur/demo-data';
import { MINUTE } from '@spur/mocks/node';
import { ORIGIN, TRAVELER, api, idToken, useMockServer } from './helpers';

const slotsOf = async (id: string) => (await api<Deal>('GET', `/api/deals/${id}`)).body.available_slots;
const checkoutBody = (dealId: string, price: number, extra: Record<string, unknown> = {}) => ({
  dealId,
  name: 'Deal',
  amount: toCents(price),
  quantity: 1,
  ...extra,
});

/** Opens a checkout and returns its id. */
async function open(dealId: string, price: number, options: { token?: string; guestEmail?: string } = {}) {
  const res = await api('POST', '/api/payment/create-checkout-session', {
    token: options.token,
    body: checkoutBody(dealId, price, options.token ? {} : { guestInfo: { email: options.guestEmail ?? '', name: 'Guest' } }),
  });
  expect(res.status).toBe(200);
  const { url } = CheckoutResponseSchema.parse(res.body);
  expect(url).toMatch(new RegExp(`^${ORIGIN}/test-checkout/cs_test_[A-Za-z0-9]{58}$`));
  return url.split('/').pop()!;
}

describe('checkout (test checkout emulation)', () => {
  const mock = useMockServer();

  it('opens a checkout for a guest: holds a slot, reads back, pays with an email, lands on /success', async () => {
    const before = await slotsOf(DEAL_IDS.snorkel);
    const id = await open(DEAL_IDS.snorkel, 69);
    expect(await slotsOf(DEAL_IDS.snorkel)).toBe(before - 1);

    const checkout = await api('GET', `/api/payment/test-checkout/${id}`);
    expect(checkout.status).toBe(200);
    expect(TestCheckoutSchema.parse(checkout.body)).toMatchObject({
      id,
      status: 'open',
      deal_title: 'Guided Snorkel at Shaw’s Cove',
      amount: 6900,
      currency: 'usd',
      customer_email: null,
    });
    const expires = Date.parse((checkout.body as { expires_at: string }).expires_at);
    expect(expires - Date.now()).toBeGreaterThan((CHECKOUT_HOLD_MINUTES - 1) * MINUTE);

    expect(await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: {} })).toEqual({
      status: 400,
      body: { message: MESSAGES.enterEmail },
    });
    expect(await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: { email: 'nope' } })).toEqual({
      status: 400,
      body: { message: MESSAGES.validEmail },
    });
    const paid = await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: { email: 'Sam@Example.com' } });
    expect(paid).toEqual({ status: 200, body: { url: `/success?session_id=${id}` } });
    expect(await slotsOf(DEAL_IDS.snorkel)).toBe(before - 1);
    expect((await api('GET', `/api/payment/test-checkout/${id}`)).body).toMatchObject({ status: 'complete', customer_email: 'sam@example.com' });
    expect(await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: { email: 'sam@example.com' } })).toEqual({
      status: 409,
      body: { message: MESSAGES.checkoutClosed },
    });
  });

  it('pays for a signed-in buyer without asking the email; the booking is confirmed', async () => {
    const token = await idToken(mock, TRAVELER);
    const id = await open(DEAL_IDS.dolphinSafari, 49, { token });
    const checkout = await api('GET', `/api/payment/test-checkout/${id}`);
    expect(checkout.body).toMatchObject({ customer_email: TRAVELER });
    const pending = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token });
    expect(pending.body[0]).toMatchObject({ deal_id: DEAL_IDS.dolphinSafari, status: 'pending', confirmation_id: id });
    expect((await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: {} })).status).toBe(200);
    const confirmed = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token });
    expect(confirmed.body[0]).toMatchObject({ status: 'confirmed', price: 49 });
  });

  it('cancels: the slot comes back, the booking is cancelled, /cancel', async () => {
    const token = await idToken(mock, TRAVELER);
    const before = await slotsOf(DEAL_IDS.eBikeTour);
    const id = await open(DEAL_IDS.eBikeTour, 99, { token });
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(before - 1);
    expect(await api('POST', `/api/payment/test-checkout/${id}/cancel`)).toEqual({ status: 200, body: { url: '/cancel' } });
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(before);
    expect((await api<Booking[]>('GET', '/api/bookings/my-bookings', { token })).body[0]!.status).toBe('cancelled');
    expect(await api('POST', `/api/payment/test-checkout/${id}/cancel`)).toEqual({
      status: 409,
      body: { message: MESSAGES.checkoutClosed },
    });
    expect((await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: { email: 'a@b.co' } })).status).toBe(409);
  });

  it('expires with the hold: the slot comes back and the checkout is closed', async () => {
    const before = await slotsOf(DEAL_IDS.eBikeTour);
    const id = await open(DEAL_IDS.eBikeTour, 99, { guestEmail: 'late@example.com' });
    mock.advanceClock((CHECKOUT_HOLD_MINUTES + 1) * MINUTE);
    expect((await api('GET', `/api/payment/test-checkout/${id}`)).body).toMatchObject({
      status: 'expired',
      customer_email: 'late@example.com',
    });
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(before);
    expect((await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: {} })).status).toBe(409);
  });

  it('refuses a changed price, a sold-out or unknown deal, and bad input', async () => {
    const url = '/api/payment/create-checkout-session';
    expect(await api('POST', url, { body: checkoutBody(DEAL_IDS.snorkel, 59) })).toEqual({
      status: 409,
      body: { message: MESSAGES.priceChanged },
    });
    expect(await api('POST', url, { body: checkoutBody(DEAL_IDS.safariNight, 39) })).toEqual({
      status: 409,
      body: { message: MESSAGES.soldOut },
    });
    expect(await api('POST', url, { body: checkoutBody('00000000-0000-4000-8000-000000000000', 10) })).toEqual({
      status: 404,
      body: { message: MESSAGES.dealNotFound },
    });
    expect(await api('POST', url, { body: { amount: 100 } })).toEqual({ status: 400, body: { message: MESSAGES.dealIdRequired } });
    expect(await api('POST', url, { body: checkoutBody(DEAL_IDS.snorkel, 69, { quantity: 2 }) })).toEqual({
      status: 400,
      body: { message: MESSAGES.quantityFixed },
    });
    expect(await api('POST', url, { body: checkoutBody(DEAL_IDS.snorkel, 69, { amount: 69.5 }) })).toEqual({
      status: 400,
      body: { message: MESSAGES.priceChanged },
    });
    expect(await api('POST', url, { token: 'email:traveler@spur.example', body: checkoutBody(DEAL_IDS.snorkel, 69) })).toEqual({
      status: 401,
      body: { message: MESSAGES.invalidToken },
    });
  });

  it('holds exactly the slots that exist under concurrent checkouts', async () => {
    const token = await idToken(mock, TRAVELER);
    const before = await slotsOf(DEAL_IDS.couplesSpa);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        api('POST', '/api/payment/create-checkout-session', { token, body: checkoutBody(DEAL_IDS.couplesSpa, 249) }),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(before);
    expect(results.filter((res) => res.status === 409).every((res) => (res.body as { message: string }).message === MESSAGES.soldOut)).toBe(true);
    expect(await slotsOf(DEAL_IDS.couplesSpa)).toBe(0);
  });

  it('links a guest’s paid booking to the account that signs in with the same email', async () => {
    const id = await open(DEAL_IDS.comedyNight, 32);
    await api('POST', `/api/payment/test-checkout/${id}/pay`, { body: { email: 'TRAVELER@spur.example' } });
    const bookings = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token: await idToken(mock, TRAVELER) });
    expect(bookings.body[0]).toMatchObject({ deal_id: DEAL_IDS.comedyNight, status: 'confirmed', confirmation_id: id });
  });

  it('answers 404 for unknown checkouts and 400 for any webhook (no Stripe in demo mode)', async () => {
    const notFound = { status: 404, body: { message: MESSAGES.checkoutNotFound } };
    expect(await api('GET', '/api/payment/test-checkout/cs_test_unknown')).toEqual(notFound);
    expect(await api('POST', '/api/payment/test-checkout/cs_test_unknown/pay', { body: {} })).toEqual(notFound);
    expect(await api('POST', '/api/payment/test-checkout/whatever/cancel')).toEqual(notFound);
    expect(await api('POST', '/api/payment/webhook', { body: { type: 'checkout.session.completed' } })).toEqual({
      status: 400,
      body: { message: MESSAGES.invalidSignature },
    });
  });
});
