/**
 * Stripe Checkout end to end with the real `stripe` SDK against a local fake Stripe API: the
 * session parameters, refunds, provider failures, and the signed webhook — verified, processed
 * exactly once however often (and however concurrently) an event is delivered, late payments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import type { BookingRow, DealRow } from '../db/rows';
import { STRIPE_EXPIRY_SLACK_SECONDS } from '../ports/stripe';
import { insertDeal, signUp, slotsOf } from '../../test/helpers/factories';
import {
  FAKE_STRIPE_KEY,
  WEBHOOK_SECRET,
  checkoutEvent,
  signedDelivery,
  startFakeStripe,
  type CheckoutEventOptions,
  type FakeStripe,
} from '../../test/helpers/fakeStripe';
import { startTestApi, type TestApi } from '../../test/helpers/testApp';

const PUBLIC_URL = 'https://spur.test';
let stripe: FakeStripe;
let testApi: TestApi;
const api = () => testApi;

beforeAll(async () => {
  stripe = await startFakeStripe();
  testApi = await startTestApi({
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, PUBLIC_URL },
    poolMax: 20,
    realRefunds: true,
  });
});
afterAll(async () => {
  await testApi?.close();
  await stripe?.close();
});

const CHECKOUT = '/api/payment/create-checkout-session';
const bookingByCheckout = (checkoutId: string) => api().db<BookingRow>('bookings').where({ checkout_session_id: checkoutId }).first();

async function checkout(deal: DealRow, options: { token?: string; guestEmail?: string } = {}) {
  const response = await api().request('POST', CHECKOUT, {
    token: options.token,
    body: { dealId: deal.id, amount: Math.round(Number(deal.price) * 100), quantity: 1, ...(options.guestEmail ? { guestInfo: { email: options.guestEmail } } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const request = stripe.sessions.at(-1)!;
  const checkoutId = [...stripe.created.values()].find((session) => session.url === response.body.url)!.id as string;
  return { url: response.body.url as string, checkoutId, request, booking: (await bookingByCheckout(checkoutId))! };
}

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { rawBody, headers } = signedDelivery(event, secret);
  return api().request('POST', '/api/payment/webhook', { rawBody, headers });
}

const completed = (options: CheckoutEventOptions) => checkoutEvent('checkout.session.completed', options);

describe('checkout sessions on Stripe', () => {
  it('opens a Stripe Checkout Session for the stored price with the buyer’s email, urls, metadata and expiry', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { title: 'Sea cave kayak', description: 'Two hours along the cliffs.', price: '64.50' });
    const { url, checkoutId, request, booking } = await checkout(deal, { token: buyer.token });

    expect(url).toBe(`https://checkout.stripe.test/c/pay/${checkoutId}`);
    const expiresAt = Math.ceil((api().clock.now().getTime() + CHECKOUT_HOLD_MINUTES * 60_000) / 1000) + STRIPE_EXPIRY_SLACK_SECONDS;
    expect(request.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: '6450', product_data: { name: 'Sea cave kayak', description: 'Two hours along the cliffs.' } },
          quantity: '1',
        },
      ],
      customer_email: buyer.identity.email,
      success_url: `${PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/cancel`,
      metadata: { booking_id: booking.id },
      client_reference_id: booking.id,
      payment_intent_data: { metadata: { booking_id: booking.id }, transfer_group: booking.id },
      expires_at: String(expiresAt),
      // An open-dated deal without an expiry: the deal's terms as the deal page states them.
      custom_text: { submit: { message: 'Free cancellation until the voucher is used' } },
    });
    expect(request.idempotencyKey).toBe(`spur-checkout-${booking.id}`);
    expect(request.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    // The hold lasts exactly as long as the session Stripe confirmed.
    expect(booking).toMatchObject({ status: 'pending', user_id: buyer.user.id, amount_cents: 6450 });
    expect(booking.hold_expires_at!.getTime()).toBe(expiresAt * 1000);
  });

  it('uses the guest’s email when given, and none otherwise', async () => {
    const deal = await insertDeal(api().db, null);
    expect((await checkout(deal, { guestEmail: 'Guest@Example.com' })).request.params.customer_email).toBe('guest@example.com');
    expect((await checkout(deal)).request.params).not.toHaveProperty('customer_email');
  });

  it('never sends a client’s amount to Stripe', async () => {
    const deal = await insertDeal(api().db, null, { price: '10.00' });
    const before = stripe.sessions.length;
    const response = await api().request('POST', CHECKOUT, { body: { dealId: deal.id, amount: 100, quantity: 1 } });
    expect(response).toMatchObject({ status: 409, body: { message: MESSAGES.priceChanged } });
    expect(stripe.sessions).toHaveLength(before);
  });

  it('when Stripe refuses, releases the hold, cancels the booking and answers 502', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 1 });
    stripe.fail('checkout', { status: 400, message: 'Invalid currency' });
    const response = await api().request('POST', CHECKOUT, { body: { dealId: deal.id, amount: 2500, quantity: 1 } });
    expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.checkoutFailed } });
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    expect(await api().db<BookingRow>('bookings').where({ deal_id: deal.id })).toEqual([
      expect.objectContaining({ status: 'cancelled', checkout_session_id: null }),
    ]);
  });

  it('retries a failed request with the same idempotency key', async () => {
    const deal = await insertDeal(api().db, null);
    const before = stripe.sessions.length;
    stripe.fail('checkout', { status: 500 });
    const { booking } = await checkout(deal);
    const attempts = stripe.sessions.slice(before);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey))).toEqual(new Set([`spur-checkout-${booking.id}`]));
    expect(booking.status).toBe('pending');
  });

  it('serves no test checkout', async () => {
    const deal = await insertDeal(api().db, null);
    const { checkoutId } = await checkout(deal);
    for (const [method, path] of [
      ['GET', `/api/payment/test-checkout/${checkoutId}`],
      ['POST', `/api/payment/test-checkout/${checkoutId}/pay`],
      ['POST', `/api/payment/test-checkout/${checkoutId}/cancel`],
    ] as const) {
      const response = await api().request(method, path, method === 'POST' ? { body: { email: 'a@example.com' } } : {});
      expect(response, path).toMatchObject({ status: 404, body: { message: MESSAGES.checkoutNotFound } });
    }
    expect((await bookingByCheckout(checkoutId))!.status).toBe('pending');
  });
});

describe('POST /api/payment/webhook', () => {
  it('400 for a bad, missing or stale signature, changing nothing', async () => {
    const deal = await insertDeal(api().db, null);
    const { checkoutId } = await checkout(deal);
    const event = completed({ checkoutId });
    const { rawBody, headers } = signedDelivery(event);
    const stale = `t=${Math.floor(Date.now() / 1000) - 3600},${headers['Stripe-Signature']!.split(',')[1]}`;
    const attempts = [
      deliver(event, 'whsec_someone_else'),
      api().request('POST', '/api/payment/webhook', { rawBody: rawBody.replace('"paid"', '"PAID"'), headers }),
      api().request('POST', '/api/payment/webhook', { rawBody }),
      api().request('POST', '/api/payment/webhook', { rawBody, headers: { ...headers, 'Stripe-Signature': stale } }),
      api().request('POST', '/api/payment/webhook', { rawBody: 'not json', headers }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.invalidSignature } });
    }
    expect((await bookingByCheckout(checkoutId))!.status).toBe('pending');
    expect(await api().db('processed_webhook_events').where({ event_id: event.id })).toEqual([]);
  });

  it('413 for an oversized delivery', async () => {
    const response = await api().request('POST', '/api/payment/webhook', { rawBody: 'x'.repeat(1024 * 1024 + 1), headers: { 'Stripe-Signature': 't=1,v1=x' } });
    expect(response).toMatchObject({ status: 413, body: { message: MESSAGES.bodyTooLarge } });
  });

  it('confirms once when the same completed event arrives 5 times in a row', async () => {
    const deal = await insertDeal(api().db, null, { price: '40.00', available_slots: 3 });
    const { checkoutId, booking } = await checkout(deal);
    const event = completed({ checkoutId, bookingId: booking.id, paymentIntent: 'pi_seq_1', email: 'payer@example.com', amountTotal: 4000 });
    for (let delivery = 0; delivery < 5; delivery += 1) {
      expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    }
    expect(await bookingByCheckout(checkoutId)).toMatchObject({
      status: 'confirmed',
      payment_intent_id: 'pi_seq_1',
      guest_email: 'payer@example.com',
      amount_cents: 4000,
    });
    expect(await api().db('processed_webhook_events').where({ event_id: event.id })).toHaveLength(1);
    expect(await slotsOf(api().db, deal.id)).toBe(2);
  });

  it('confirms once when the same completed event arrives 5 times at once', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 3 });
    const { checkoutId, booking } = await checkout(deal);
    const event = completed({ checkoutId, bookingId: booking.id, paymentIntent: 'pi_par_1' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await bookingByCheckout(checkoutId)).toMatchObject({ status: 'confirmed', payment_intent_id: 'pi_par_1' });
    expect(await api().db('processed_webhook_events').where({ event_id: event.id })).toHaveLength(1);
    expect(await slotsOf(api().db, deal.id)).toBe(2);
  });

  it('keeps the user on a signed-in booking and a guest’s email from customer_details', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null);
    const mine = await checkout(deal, { token: buyer.token });
    await deliver(completed({ checkoutId: mine.checkoutId, email: 'other@example.com' }));
    expect(await bookingByCheckout(mine.checkoutId)).toMatchObject({ status: 'confirmed', user_id: buyer.user.id, guest_email: null });
  });

  it('releases the hold once when the expired event arrives, however often', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 2 });
    const { checkoutId } = await checkout(deal);
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    const event = checkoutEvent('checkout.session.expired', { checkoutId });
    const responses = [await deliver(event), ...(await Promise.all([deliver(event), deliver(event)])), await deliver(event)];
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await bookingByCheckout(checkoutId))!.status).toBe('cancelled');
    expect(await slotsOf(api().db, deal.id)).toBe(2);
    // Another expired event for the same checkout (Stripe never sends one, but still) changes nothing.
    await deliver(checkoutEvent('checkout.session.expired', { checkoutId }));
    expect(await slotsOf(api().db, deal.id)).toBe(2);
  });

  it('an expiry after the payment changes nothing', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 2 });
    const { checkoutId } = await checkout(deal);
    await deliver(completed({ checkoutId }));
    await deliver(checkoutEvent('checkout.session.expired', { checkoutId }));
    expect((await bookingByCheckout(checkoutId))!.status).toBe('confirmed');
    expect(await slotsOf(api().db, deal.id)).toBe(1);
  });

  it('waits for async_payment_succeeded when a checkout completes unpaid; async_payment_failed releases', async () => {
    const deal = await insertDeal(api().db, null, { available_slots: 2 });
    const delayed = await checkout(deal);
    const failing = await checkout(deal);
    await deliver(completed({ checkoutId: delayed.checkoutId, paymentStatus: 'unpaid' }));
    expect((await bookingByCheckout(delayed.checkoutId))!.status).toBe('pending');
    await deliver(checkoutEvent('checkout.session.async_payment_succeeded', { checkoutId: delayed.checkoutId, paymentIntent: 'pi_async' }));
    expect(await bookingByCheckout(delayed.checkoutId)).toMatchObject({ status: 'confirmed', payment_intent_id: 'pi_async' });

    await deliver(completed({ checkoutId: failing.checkoutId, paymentStatus: 'unpaid' }));
    await deliver(checkoutEvent('checkout.session.async_payment_failed', { checkoutId: failing.checkoutId }));
    expect((await bookingByCheckout(failing.checkoutId))!.status).toBe('cancelled');
    expect(await slotsOf(api().db, deal.id)).toBe(1);
  });

  it('acknowledges and ignores other event types and unknown checkouts', async () => {
    const other = { ...completed({ checkoutId: 'cs_x' }), type: 'payment_intent.succeeded' };
    expect(await deliver(other)).toMatchObject({ status: 200, body: { received: true } });
    expect(await api().db('processed_webhook_events').where({ event_id: other.id })).toEqual([]);
    const unknown = completed({ checkoutId: 'cs_test_not_ours' });
    expect(await deliver(unknown)).toMatchObject({ status: 200, body: { received: true } });
  });

  describe('a payment that completes after the hold was swept', () => {
    async function sweptCheckout(deal: DealRow) {
      const opened = await checkout(deal);
      await api().db('bookings').where({ id: opened.booking.id }).update({ hold_expires_at: new Date(api().clock.now().getTime() - 1000) });
      await api().spur.services.inventory.releaseExpiredHolds();
      expect((await bookingByCheckout(opened.checkoutId))!.status).toBe('cancelled');
      return opened;
    }

    it('takes a slot again and confirms when one is left', async () => {
      const deal = await insertDeal(api().db, null, { available_slots: 2 });
      const { checkoutId } = await sweptCheckout(deal);
      expect(await slotsOf(api().db, deal.id)).toBe(2);
      await deliver(completed({ checkoutId, paymentIntent: 'pi_late_ok' }));
      expect(await bookingByCheckout(checkoutId)).toMatchObject({ status: 'confirmed', payment_intent_id: 'pi_late_ok', refunded_at: null });
      expect(await slotsOf(api().db, deal.id)).toBe(1);
      expect(stripe.refunds.filter((refund) => refund.params.payment_intent === 'pi_late_ok')).toEqual([]);
    });

    it('refunds at once when the deal sold out meanwhile (and retries a failed refund on redelivery)', async () => {
      const deal = await insertDeal(api().db, null, { available_slots: 1, price: '18.00' });
      const late = await sweptCheckout(deal);
      await checkout(deal); // someone else holds the last slot now
      expect(await slotsOf(api().db, deal.id)).toBe(0);
      const event = completed({ checkoutId: late.checkoutId, paymentIntent: 'pi_late_refund', amountTotal: 1800 });

      stripe.fail('refunds', { status: 400, message: 'No such payment_intent' });
      const failed = await deliver(event);
      expect(failed.status).toBe(500);
      expect(await bookingByCheckout(late.checkoutId)).toMatchObject({ status: 'cancelled', payment_intent_id: null, refunded_at: null });
      expect(await api().db('processed_webhook_events').where({ event_id: event.id })).toEqual([]);

      expect((await deliver(event)).status).toBe(200);
      const booking = await bookingByCheckout(late.checkoutId);
      expect(booking).toMatchObject({ status: 'cancelled', payment_intent_id: 'pi_late_refund' });
      expect(booking!.refunded_at).toBeInstanceOf(Date);
      expect(stripe.refunds.at(-1)).toMatchObject({
        params: { payment_intent: 'pi_late_refund', metadata: { booking_id: late.booking.id } },
        idempotencyKey: `spur-refund-${late.booking.id}`,
      });
      expect(await slotsOf(api().db, deal.id)).toBe(0);
      // Delivered again: nothing more happens.
      const refundsBefore = stripe.refunds.length;
      await deliver(event);
      expect(stripe.refunds).toHaveLength(refundsBefore);
    });
  });
});

describe('refunds on Stripe', () => {
  it('a booker’s cancel after the free window refunds the late percentage: a partial refund with its amount', async () => {
    const buyer = await signUp(api());
    const past = new Date(api().clock.now().getTime() - 60_000);
    // An open-dated deal whose free cancellation ended when it expired; half back after that.
    const deal = await insertDeal(api().db, null, { price: '30.00', expires_at: past, cancel_late_refund_percent: 50 });
    const [booking] = await api()
      .db<BookingRow>('bookings')
      .insert({ deal_id: deal.id, user_id: buyer.user.id, status: 'confirmed', amount_cents: 3000, payment_intent_id: 'pi_partial' })
      .returning('*');
    const cancelled = await api().request('DELETE', `/api/bookings/${booking!.id}`, { token: buyer.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refunded_amount: 15 } });
    expect(stripe.refunds.at(-1)).toMatchObject({
      params: { payment_intent: 'pi_partial', amount: '1500', metadata: { booking_id: booking!.id } },
      idempotencyKey: `spur-refund-${booking!.id}`,
    });
  });
});

describe('a session’s cut-off on Stripe', () => {
  it('a payment that lands after the cut-off is refunded at once; the booking stays cancelled and the spot goes back', async () => {
    const deal = await insertDeal(api().db, null, { has_sessions: true, price: '30.00' });
    const [session] = await api()
      .db('sessions')
      .insert({ deal_id: deal.id, starts_at: new Date(api().clock.now().getTime() + 40 * 60_000), duration_minutes: 60, capacity: 4, slots_left: 4, cutoff_minutes: 15 })
      .returning('*');
    const response = await api().request('POST', CHECKOUT, { body: { dealId: deal.id, sessionId: session.id, amount: 3000, quantity: 1 } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const checkoutId = [...stripe.created.values()].find((created) => created.url === response.body.url)!.id as string;
    expect(await api().db('sessions').where({ id: session.id }).first()).toMatchObject({ slots_left: 3 });

    // Paid 26 minutes later: booking closed at 25.
    api().clock.advance(26 * 60_000);
    await deliver(completed({ checkoutId, paymentIntent: 'pi_after_cutoff', amountTotal: 3000 }));
    const booking = await bookingByCheckout(checkoutId);
    expect(booking).toMatchObject({ status: 'cancelled', payment_intent_id: 'pi_after_cutoff' });
    expect(booking!.refunded_at).toBeInstanceOf(Date);
    expect(stripe.refunds.at(-1)).toMatchObject({ params: { payment_intent: 'pi_after_cutoff' } });
    expect(await api().db('sessions').where({ id: session.id }).first()).toMatchObject({ slots_left: 4 });
  });
});

describe('refunds on cancellation', () => {
  it('cancelling a paid booking refunds its payment intent through Stripe and frees the slot', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 1, price: '55.00' });
    const { checkoutId, booking } = await checkout(deal, { token: buyer.token });
    await deliver(completed({ checkoutId, paymentIntent: 'pi_cancel_me', amountTotal: 5500 }));

    const response = await api().request('DELETE', `/api/bookings/${booking.id}`, { token: buyer.token });
    expect(response).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(stripe.refunds.at(-1)).toMatchObject({ params: { payment_intent: 'pi_cancel_me' }, idempotencyKey: `spur-refund-${booking.id}` });
    expect((await bookingByCheckout(checkoutId))!.refunded_at).toBeInstanceOf(Date);
    expect(await slotsOf(api().db, deal.id)).toBe(1);
  });

  it('when the refund fails, the booking stays confirmed and keeps its slot (502)', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 1 });
    const { checkoutId, booking } = await checkout(deal, { token: buyer.token });
    await deliver(completed({ checkoutId, paymentIntent: 'pi_refund_fails' }));

    stripe.fail('refunds', { status: 400 });
    const response = await api().request('DELETE', `/api/bookings/${booking.id}`, { token: buyer.token });
    expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.refundFailed } });
    expect(await bookingByCheckout(checkoutId)).toMatchObject({ status: 'confirmed', refunded_at: null });
    expect(await slotsOf(api().db, deal.id)).toBe(0);
  });
});
