import { describe, expect, it } from 'vitest';
import { BookingListSchema, BookingSchema, CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import type { BookingRow } from '../db/rows';
import { insertBooking, insertDeal, signUp, slotsOf } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();

const bookingRow = (id: string) => api().db<BookingRow>('bookings').where({ id }).first();

describe('POST /api/bookings', () => {
  it('holds one slot at the stored price and answers 201 with the pending booking', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { title: 'Harbor cruise', price: '34.50', available_slots: 2 });
    const response = await api().request('POST', '/api/bookings', { token: buyer.token, body: { deal_id: deal.id } });
    expect(response.status).toBe(201);
    expect(BookingSchema.parse(response.body)).toMatchObject({
      deal_id: deal.id,
      title: 'Harbor cruise',
      status: 'pending',
      price: 34.5,
      confirmation_id: null,
    });
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    const row = await bookingRow(response.body.id);
    expect(row).toMatchObject({ user_id: buyer.user.id, amount_cents: 3450 });
    expect(row!.hold_expires_at!.getTime()).toBe(api().clock.now().getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  });

  it('409 when sold out or expired, 404 for a missing, removed or malformed deal — nothing held', async () => {
    const buyer = await signUp(api());
    const soldOut = await insertDeal(api().db, null, { available_slots: 0 });
    const expired = await insertDeal(api().db, null, { expires_at: new Date(api().clock.now().getTime() - 1) });
    const removed = await insertDeal(api().db, null, { deleted_at: new Date() });
    const cases: Array<[string, number, string]> = [
      [soldOut.id, 409, MESSAGES.soldOut],
      [expired.id, 409, MESSAGES.dealUnavailable],
      [removed.id, 404, MESSAGES.dealNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, MESSAGES.dealNotFound],
      ['not-a-uuid', 404, MESSAGES.dealNotFound],
    ];
    for (const [dealId, status, message] of cases) {
      const response = await api().request('POST', '/api/bookings', { token: buyer.token, body: { deal_id: dealId } });
      expect(response).toMatchObject({ status, body: { message } });
    }
    expect(await api().db('bookings').where({ user_id: buyer.user.id })).toEqual([]);
    expect(await slotsOf(api().db, expired.id)).toBe(10);
  });

  it.each([{}, { deal_id: '' }, { deal_id: '   ' }, { deal_id: 7 }, { dealId: 'x' }])('400 for %j', async (body) => {
    const buyer = await signUp(api());
    const response = await api().request('POST', '/api/bookings', { token: buyer.token, body });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.dealIdRequired } });
  });
});

describe('GET /api/bookings', () => {
  it('my-bookings answers 200 [] when there are none, then the caller’s bookings newest first', async () => {
    const buyer = await signUp(api());
    const other = await signUp(api());
    expect(await api().request('GET', '/api/bookings/my-bookings', { token: buyer.token })).toMatchObject({ status: 200, body: [] });

    const deal = await insertDeal(api().db, null, { title: 'Listed deal' });
    const older = await insertBooking(api().db, deal, { user_id: buyer.user.id, created_at: new Date(Date.now() - 60_000) });
    const newer = await insertBooking(api().db, deal, { user_id: buyer.user.id, status: 'cancelled', checkout_session_id: 'cs_test_123456789ABCDEFGH' });
    await insertBooking(api().db, deal, { user_id: other.user.id });

    const response = await api().request('GET', '/api/bookings/my-bookings', { token: buyer.token });
    const bookings = BookingListSchema.parse(response.body);
    expect(bookings.map((booking) => booking.id)).toEqual([newer.id, older.id]);
    expect(bookings[0]).toMatchObject({ status: 'cancelled', title: 'Listed deal', price: 25, confirmation_id: 'cs_test_123456789ABCDEFGH' });
  });

  it('keeps showing bookings of a deal that was removed from sale', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { deleted_at: new Date() });
    const booking = await insertBooking(api().db, deal, { user_id: buyer.user.id });
    const response = await api().request('GET', `/api/bookings/${booking.id}`, { token: buyer.token });
    expect(response).toMatchObject({ status: 200, body: { id: booking.id } });
  });

  it('GET /:id answers the caller’s booking and 404 for anyone else’s', async () => {
    const buyer = await signUp(api());
    const other = await signUp(api());
    const booking = await insertBooking(api().db, await insertDeal(api().db, null), { user_id: buyer.user.id });
    expect((await api().request('GET', `/api/bookings/${booking.id}`, { token: buyer.token })).status).toBe(200);
    for (const [token, id] of [
      [other.token, booking.id],
      [buyer.token, '00000000-0000-4000-8000-000000000000'],
      [buyer.token, 'nope'],
    ] as const) {
      const response = await api().request('GET', `/api/bookings/${id}`, { token });
      expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.bookingNotFound } });
    }
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('cancels a pending booking and releases its slot', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 1 });
    const created = await api().request('POST', '/api/bookings', { token: buyer.token, body: { deal_id: deal.id } });
    expect(await slotsOf(api().db, deal.id)).toBe(0);

    const response = await api().request('DELETE', `/api/bookings/${created.body.id}`, { token: buyer.token });
    expect(response).toMatchObject({ status: 200, body: { id: created.body.id, status: 'cancelled' } });
    expect(await slotsOf(api().db, deal.id)).toBe(1);
    expect(api().payments.refunds).toEqual([]);
  });

  it('refunds a paid booking, then cancels it and releases the slot', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 3 });
    const paid = await insertBooking(api().db, deal, { user_id: buyer.user.id, payment_intent_id: 'pi_123', amount_cents: 2500 });
    const response = await api().request('DELETE', `/api/bookings/${paid.id}`, { token: buyer.token });
    expect(response).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(api().payments.refunds).toContainEqual({ id: paid.id, payment_intent_id: 'pi_123', amount_cents: 2500 });
    expect((await bookingRow(paid.id))?.refunded_at).not.toBeNull();
    expect(await slotsOf(api().db, deal.id)).toBe(4);
  });

  it('after the free window refunds what the terms give: the late percentage, or nothing without calling the provider', async () => {
    const buyer = await signUp(api());
    const expired = new Date(api().clock.now().getTime() - 60_000);
    const half = await insertDeal(api().db, null, { expires_at: expired, cancel_late_refund_percent: 50 });
    const partly = await insertBooking(api().db, half, { user_id: buyer.user.id, payment_intent_id: 'pi_half', amount_cents: 2501 });
    expect((await api().request('DELETE', `/api/bookings/${partly.id}`, { token: buyer.token })).body).toMatchObject({ status: 'cancelled', refunded_amount: 12.5 });
    expect(api().payments.refunds).toContainEqual({ id: partly.id, payment_intent_id: 'pi_half', amount_cents: 1250 });
    expect(await bookingRow(partly.id)).toMatchObject({ refund_cents: 1250 });

    const none = await insertDeal(api().db, null, { expires_at: expired });
    const lost = await insertBooking(api().db, none, { user_id: buyer.user.id, payment_intent_id: 'pi_none' });
    expect((await api().request('DELETE', `/api/bookings/${lost.id}`, { token: buyer.token })).body).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
    expect(api().payments.refunds.map((refund) => refund.id)).not.toContain(lost.id);
    expect(await bookingRow(lost.id)).toMatchObject({ refund_cents: 0, refunded_at: null });
  });

  it('changes nothing when the refund fails', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 3 });
    const paid = await insertBooking(api().db, deal, { user_id: buyer.user.id, payment_intent_id: 'pi_fail' });
    api().payments.failWith(new Error('card network down'));
    try {
      const response = await api().request('DELETE', `/api/bookings/${paid.id}`, { token: buyer.token });
      expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.refundFailed } });
    } finally {
      api().payments.failWith(undefined);
    }
    expect(await bookingRow(paid.id)).toMatchObject({ status: 'confirmed', refunded_at: null });
    expect(await slotsOf(api().db, deal.id)).toBe(3);
  });

  it('409 when already cancelled; 404 for someone else’s booking — nothing changed', async () => {
    const buyer = await signUp(api());
    const other = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 3 });
    const cancelled = await insertBooking(api().db, deal, { user_id: buyer.user.id, status: 'cancelled' });
    const confirmed = await insertBooking(api().db, deal, { user_id: buyer.user.id, status: 'confirmed' });

    const again = await api().request('DELETE', `/api/bookings/${cancelled.id}`, { token: buyer.token });
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.alreadyCancelled } });
    const foreign = await api().request('DELETE', `/api/bookings/${confirmed.id}`, { token: other.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.bookingNotFound } });
    expect((await bookingRow(confirmed.id))?.status).toBe('confirmed');
    expect(await slotsOf(api().db, deal.id)).toBe(3);
  });

  it('concurrent cancels of one booking release its slot once', async () => {
    const buyer = await signUp(api());
    const deal = await insertDeal(api().db, null, { available_slots: 5 });
    const created = await api().request('POST', '/api/bookings', { token: buyer.token, body: { deal_id: deal.id } });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api().request('DELETE', `/api/bookings/${created.body.id}`, { token: buyer.token })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await slotsOf(api().db, deal.id)).toBe(5);
  });
});
