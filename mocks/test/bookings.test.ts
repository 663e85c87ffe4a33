import { describe, expect, it } from 'vitest';
import { BookingListSchema, BookingSchema, CHECKOUT_HOLD_MINUTES, MESSAGES, type Booking, type Deal } from '@spur/contract';
import { DEAL_IDS, TRAVELER_BOOKING_IDS } from '@spur/demo-data';
import { MINUTE } from '@spur/mocks/node';
import { ADVENTURES, TRAVELER, api, idToken, useMockServer } from './helpers';

const slotsOf = async (id: string) => (await api<Deal>('GET', `/api/deals/${id}`)).body.available_slots;

describe('bookings', () => {
  const mock = useMockServer();

  it('lists the traveler’s bookings, newest first, with the deal details', async () => {
    const res = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token: await idToken(mock, TRAVELER) });
    expect(res.status).toBe(200);
    const bookings = BookingListSchema.parse(res.body);
    expect(bookings.map((booking) => booking.id)).toEqual([
      TRAVELER_BOOKING_IDS.harborCruiseTomorrow,
      TRAVELER_BOOKING_IDS.whaleSafariConfirmed,
      TRAVELER_BOOKING_IDS.massageCancelled,
      TRAVELER_BOOKING_IDS.surfLessonConfirmed,
    ]);
    expect(bookings[0]).toMatchObject({ title: 'Newport Harbor Sunset Cruise', status: 'confirmed', session_duration_minutes: 60 });
    expect(bookings[0]!.session_starts_at).not.toBeNull();
    expect(bookings[1]).toMatchObject({
      title: 'Dana Point Whale Watching Safari',
      status: 'confirmed',
      price: 65,
      business_name: 'Dana Point Whale Safaris',
    });
    expect(bookings[0]!.confirmation_id).toMatch(/^cs_test_/);
  });

  it('answers an empty list (200) for a user without bookings', async () => {
    const res = await api('GET', '/api/bookings/my-bookings', { token: await idToken(mock, ADVENTURES) });
    expect(res).toEqual({ status: 200, body: [] });
  });

  it('shows one own booking; another user’s, unknown or malformed ids are 404', async () => {
    const traveler = await idToken(mock, TRAVELER);
    const own = await api('GET', `/api/bookings/${TRAVELER_BOOKING_IDS.surfLessonConfirmed}`, { token: traveler });
    expect(own.status).toBe(200);
    expect(BookingSchema.parse(own.body).title).toBe('Beginner Surf Lesson at Thalia Street');
    const notFound = { status: 404, body: { message: MESSAGES.bookingNotFound } };
    const other = await idToken(mock, ADVENTURES);
    expect(await api('GET', `/api/bookings/${TRAVELER_BOOKING_IDS.surfLessonConfirmed}`, { token: other })).toEqual(notFound);
    expect(await api('GET', '/api/bookings/nope', { token: traveler })).toEqual(notFound);
    expect(await api('DELETE', `/api/bookings/${TRAVELER_BOOKING_IDS.surfLessonConfirmed}`, { token: other })).toEqual(notFound);
  });

  it('holds a slot with a pending booking (201)', async () => {
    const token = await idToken(mock, TRAVELER);
    const before = await slotsOf(DEAL_IDS.tidePools);
    const res = await api<Booking>('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    expect(res.status).toBe(201);
    expect(BookingSchema.parse(res.body)).toMatchObject({ deal_id: DEAL_IDS.tidePools, status: 'pending', price: 29, confirmation_id: null });
    expect(await slotsOf(DEAL_IDS.tidePools)).toBe(before - 1);
    const list = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token });
    expect(list.body[0]!.id).toBe(res.body.id);
  });

  it('validates the deal id and refuses sold-out, missing and expired deals', async () => {
    const token = await idToken(mock, TRAVELER);
    expect(await api('POST', '/api/bookings', { token, body: {} })).toEqual({ status: 400, body: { message: MESSAGES.dealIdRequired } });
    expect(await api('POST', '/api/bookings', { token, body: { deal_id: '  ' } })).toEqual({ status: 400, body: { message: MESSAGES.dealIdRequired } });
    expect(await api('POST', '/api/bookings', { token, body: { deal_id: 'abc' } })).toEqual({ status: 404, body: { message: MESSAGES.dealNotFound } });
    expect(await api('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.sealRockKayak } })).toEqual({
      status: 409,
      body: { message: MESSAGES.soldOut },
    });
    mock.advanceClock(30 * 24 * 60 * MINUTE);
    const fresh = await idToken(mock, TRAVELER);
    expect(await api('POST', '/api/bookings', { token: fresh, body: { deal_id: DEAL_IDS.beachMovie } })).toEqual({
      status: 409,
      body: { message: MESSAGES.dealUnavailable },
    });
    expect(await api('POST', '/api/bookings', { body: { deal_id: DEAL_IDS.tidePools } })).toEqual({
      status: 401,
      body: { message: MESSAGES.authRequired },
    });
  });

  it('sells the last slot once', async () => {
    const token = await idToken(mock, TRAVELER);
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.eBikeTour } })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(0);
  });

  it('releases the slot when the hold expires', async () => {
    const token = await idToken(mock, TRAVELER);
    const res = await api<Booking>('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.eBikeTour } });
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(0);
    mock.advanceClock((CHECKOUT_HOLD_MINUTES - 1) * MINUTE);
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(0);
    mock.advanceClock(2 * MINUTE);
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(1);
    const after = await api<Booking>('GET', `/api/bookings/${res.body.id}`, { token });
    expect(after.body.status).toBe('cancelled');
  });

  it('cancels: the slot comes back, a second cancel is 409', async () => {
    const token = await idToken(mock, TRAVELER);
    const held = await api<Booking>('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.eBikeTour } });
    const res = await api<Booking>('DELETE', `/api/bookings/${held.body.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: held.body.id, status: 'cancelled' });
    expect(await slotsOf(DEAL_IDS.eBikeTour)).toBe(1);
    expect(await api('DELETE', `/api/bookings/${held.body.id}`, { token })).toEqual({
      status: 409,
      body: { message: MESSAGES.alreadyCancelled },
    });
  });

  it('cancels a paid booking and restocks the deal', async () => {
    const token = await idToken(mock, TRAVELER);
    const before = await slotsOf(DEAL_IDS.whaleSafari);
    const res = await api<Booking>('DELETE', `/api/bookings/${TRAVELER_BOOKING_IDS.whaleSafariConfirmed}`, { token });
    expect(res.body.status).toBe('cancelled');
    expect(await slotsOf(DEAL_IDS.whaleSafari)).toBe(before + 1);
    expect((await api('DELETE', `/api/bookings/${TRAVELER_BOOKING_IDS.massageCancelled}`, { token })).status).toBe(409);
  });
});
