/** Bookings: my-bookings, one booking, holding a slot, cancelling; holds that expire. */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingListSchema, BookingSchema, CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import { canReview } from '@spur/domain';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk } from './harness';
import { DEAL_IDS, DEMO_ACCOUNTS, MINUTE, SEED, TRAVELER_BOOKING_IDS, UNKNOWN_ID, newestFirst, seedDeal, seedReview, slotsOf } from './fixtures';

/** A seed booking as its owner sees it. */
function seedBooking(id: string) {
  const booking = SEED.bookings.find((row) => row.id === id)!;
  const deal = seedDeal(booking.deal_id);
  const session = SEED.sessions.find((row) => row.id === booking.session_id);
  return {
    id: booking.id,
    deal_id: booking.deal_id,
    title: deal.title,
    description: deal.description,
    location: deal.location,
    business_name: deal.business_name,
    status: booking.status,
    booking_time: booking.booking_time,
    price: booking.amount_cents / 100,
    confirmation_id: booking.checkout_session_id,
    session_id: booking.session_id,
    session_starts_at: session?.starts_at ?? null,
    session_duration_minutes: session?.duration_minutes ?? null,
    time_zone: deal.time_zone,
    cancellation: { free_hours: deal.cancel_free_hours, late_refund_percent: deal.cancel_late_refund_percent },
    deal_expires_at: deal.expires_at,
    refunded_amount: null,
    voucher_code: booking.voucher_code,
    checked_in_at: booking.checked_in_at,
    review: seedReview(booking.id),
    can_review: canReview(
      { status: booking.status, checked_in_at: booking.checked_in_at, session_starts_at: session?.starts_at ?? null, session_duration_minutes: session?.duration_minutes ?? null },
      seedReview(booking.id) !== null,
      SEED_NOW,
    ),
  };
}

const travelerBookings = newestFirst(SEED.bookings.filter((booking) => booking.user_id === DEMO_ACCOUNTS.traveler.userId));
const guestBooking = SEED.bookings.find((booking) => booking.user_id === null)!;

contractSuite('bookings', (c) => {
  let traveler: string;
  beforeEach(async () => {
    traveler = await c.token('traveler');
  });
  const book = (dealId: unknown, token = traveler) => c.call('POST', '/api/bookings', { token, body: { deal_id: dealId } });

  describe('reads', () => {
    it('my-bookings lists the traveler’s bookings newest first', async () => {
      const bookings = expectOk(await c.call('GET', '/api/bookings/my-bookings', { token: traveler }), 200, BookingListSchema);
      expect(bookings).toEqual(travelerBookings.map((booking) => seedBooking(booking.id)));
    });

    it('my-bookings answers 200 [] for an account with none', async () => {
      const token = await c.token({ email: 'nobody-booked@example.com' });
      expect(await c.call('GET', '/api/bookings/my-bookings', { token })).toMatchObject({ status: 200, body: [] });
    });

    it('GET /api/bookings/:id answers the caller’s own booking', async () => {
      for (const id of Object.values(TRAVELER_BOOKING_IDS)) {
        const booking = expectOk(await c.call('GET', `/api/bookings/${id}`, { token: traveler }), 200, BookingSchema);
        expect(booking).toEqual(seedBooking(id));
      }
    });

    it.each<[string, string, 'other' | 'traveler']>([
      ['another user’s booking', TRAVELER_BOOKING_IDS.whaleSafariConfirmed, 'other'],
      ['a guest’s booking', guestBooking.id, 'traveler'],
      ['an unknown id', UNKNOWN_ID, 'traveler'],
      ['a malformed id', 'not-a-uuid', 'traveler'],
    ])('404 Booking not found for %s', async (_label, id, who) => {
      const token = who === 'other' ? await c.token({ email: 'snoop@example.com' }) : traveler;
      expectError(await c.call('GET', `/api/bookings/${id}`, { token }), 404, MESSAGES.bookingNotFound);
    });
  });

  describe('POST /api/bookings', () => {
    beforeEach(() => c.reset());

    it('holds one slot at the stored price: 201 pending, listed first', async () => {
      const slots = await slotsOf(c, DEAL_IDS.snorkel);
      const booking = expectOk(await book(DEAL_IDS.snorkel), 201, BookingSchema);
      const deal = seedDeal(DEAL_IDS.snorkel);
      expect(booking).toMatchObject({
        deal_id: deal.id,
        title: deal.title,
        description: deal.description,
        location: deal.location,
        business_name: deal.business_name,
        status: 'pending',
        price: deal.price,
        confirmation_id: null,
      });
      expect(await slotsOf(c, DEAL_IDS.snorkel)).toBe(slots - 1);
      const mine = await c.call('GET', '/api/bookings/my-bookings', { token: traveler });
      expect(mine.body[0]).toEqual(booking);
      expect(await c.call('GET', `/api/bookings/${booking.id}`, { token: traveler })).toMatchObject({ status: 200, body: booking });
    });

    it('the last slot goes to one buyer; the next gets 409 sold out and holds nothing', async () => {
      expect(seedDeal(DEAL_IDS.eBikeTour).available_slots).toBe(1);
      expect((await book(DEAL_IDS.eBikeTour)).status).toBe(201);
      const other = await c.token({ email: 'second@example.com' });
      await c.call('GET', '/api/users/init', { token: other });
      const before = await c.driver.counts();
      expectError(await book(DEAL_IDS.eBikeTour, other), 409, MESSAGES.soldOut);
      expect(await c.driver.counts()).toEqual(before);
      expect(await slotsOf(c, DEAL_IDS.eBikeTour)).toBe(0);
    });

    it.each([
      ['a sold-out deal', DEAL_IDS.sealRockKayak, 409, MESSAGES.soldOut],
      ['an unknown deal', UNKNOWN_ID, 404, MESSAGES.dealNotFound],
      ['a malformed deal id', 'not-a-uuid', 404, MESSAGES.dealNotFound],
      ['no deal id', undefined, 400, MESSAGES.dealIdRequired],
      ['an empty deal id', '', 400, MESSAGES.dealIdRequired],
      ['a blank deal id', '   ', 400, MESSAGES.dealIdRequired],
      ['a numeric deal id', 7, 400, MESSAGES.dealIdRequired],
      ['a null deal id', null, 400, MESSAGES.dealIdRequired],
    ] as const)('%s: %i, nothing held', async (_label, dealId, status, message) => {
      const before = await c.driver.counts();
      expectError(await book(dealId), status, message);
      expect(await c.driver.counts()).toEqual(before);
    });

    it('a deal that expired: 409 no longer available', async () => {
      const adventures = await c.token('adventures');
      const created = await c.call('POST', '/api/deals', {
        token: adventures,
        body: { title: 'Short-lived', price: 10, expires_at: new Date(SEED_NOW.getTime() + 30 * MINUTE).toISOString() },
      });
      expect(created.status).toBe(201);
      // (Less than a token's lifetime: the mock checks token expiry on its own clock.)
      await c.advanceClock(40 * MINUTE);
      expectError(await book(created.body.id), 409, MESSAGES.dealUnavailable);
      // Still readable by id (like a sold-out deal), but no longer in the catalogue.
      expect((await c.call('GET', `/api/deals/${created.body.id}`)).status).toBe(200);
      const catalogue = (await c.call('GET', '/api/deals')).body as Array<{ id: string }>;
      expect(catalogue.map((deal) => deal.id)).not.toContain(created.body.id);
    });

    it('expiry comes before sold out: an expired deal without slots is 409 no longer available, to book or to check out', async () => {
      const adventures = await c.token('adventures');
      const created = await c.call('POST', '/api/deals', {
        token: adventures,
        body: { title: 'Gone', price: 10, available_slots: 0, expires_at: new Date(SEED_NOW.getTime() + 30 * MINUTE).toISOString() },
      });
      expect(created.status).toBe(201);
      expectError(await book(created.body.id), 409, MESSAGES.soldOut);
      await c.advanceClock(40 * MINUTE);
      const before = await c.driver.counts();
      expectError(await book(created.body.id), 409, MESSAGES.dealUnavailable);
      const checkout = await c.call('POST', '/api/payment/create-checkout-session', { body: { dealId: created.body.id, amount: 1000 } });
      expectError(checkout, 409, MESSAGES.dealUnavailable);
      expect(await c.driver.counts()).toEqual(before);
    });
  });

  describe('DELETE /api/bookings/:id', () => {
    beforeEach(() => c.reset());

    it('cancels a pending booking and releases its slot; a second cancel is 409', async () => {
      const slots = await slotsOf(c, DEAL_IDS.snorkel);
      const booking = expectOk(await book(DEAL_IDS.snorkel), 201, BookingSchema);
      const cancelled = await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler });
      expect(expectOk(cancelled, 200, BookingSchema)).toEqual({ ...booking, status: 'cancelled' });
      expect(await slotsOf(c, DEAL_IDS.snorkel)).toBe(slots);
      expectError(await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler }), 409, MESSAGES.alreadyCancelled);
      expect(await slotsOf(c, DEAL_IDS.snorkel)).toBe(slots);
    });

    it('cancels a confirmed booking and gives its slot back (and, inside free cancellation, the whole price)', async () => {
      const id = TRAVELER_BOOKING_IDS.whaleSafariConfirmed;
      const slots = await slotsOf(c, DEAL_IDS.whaleSafari);
      const cancelled = await c.call('DELETE', `/api/bookings/${id}`, { token: traveler });
      expect(expectOk(cancelled, 200, BookingSchema)).toEqual({ ...seedBooking(id), status: 'cancelled', refunded_amount: seedBooking(id).price, voucher_code: null });
      expect(await slotsOf(c, DEAL_IDS.whaleSafari)).toBe(slots + 1);
    });

    it('a booking cancelled in the seed: 409 already cancelled', async () => {
      expectError(
        await c.call('DELETE', `/api/bookings/${TRAVELER_BOOKING_IDS.massageCancelled}`, { token: traveler }),
        409,
        MESSAGES.alreadyCancelled,
      );
    });

    it('a sold-out deal can be booked again once a booking is cancelled', async () => {
      const first = expectOk(await book(DEAL_IDS.eBikeTour), 201, BookingSchema);
      const other = await c.token({ email: 'waiting@example.com' });
      expectError(await book(DEAL_IDS.eBikeTour, other), 409, MESSAGES.soldOut);
      await c.call('DELETE', `/api/bookings/${first.id}`, { token: traveler });
      expect((await book(DEAL_IDS.eBikeTour, other)).status).toBe(201);
    });

    it('another user’s booking: 404, and it is unchanged', async () => {
      const id = TRAVELER_BOOKING_IDS.whaleSafariConfirmed;
      const other = await c.token({ email: 'intruder@example.com' });
      const slots = await slotsOf(c, DEAL_IDS.whaleSafari);
      expectError(await c.call('DELETE', `/api/bookings/${id}`, { token: other }), 404, MESSAGES.bookingNotFound);
      expectError(await c.call('DELETE', `/api/bookings/${guestBooking.id}`, { token: other }), 404, MESSAGES.bookingNotFound);
      const adventures = await c.token('adventures');
      expectError(await c.call('DELETE', `/api/bookings/${id}`, { token: adventures }), 404, MESSAGES.bookingNotFound);
      expect((await c.call('GET', `/api/bookings/${id}`, { token: traveler })).body).toEqual(seedBooking(id));
      expect(await slotsOf(c, DEAL_IDS.whaleSafari)).toBe(slots);
    });

    it.each([UNKNOWN_ID, 'not-a-uuid'])('404 for %s', async (id) => {
      expectError(await c.call('DELETE', `/api/bookings/${id}`, { token: traveler }), 404, MESSAGES.bookingNotFound);
    });
  });

  describe('when the deal changes', () => {
    beforeEach(() => c.reset());

    it('a removed deal’s bookings stay in My Bookings and can still be cancelled', async () => {
      const id = TRAVELER_BOOKING_IDS.whaleSafariConfirmed;
      const adventures = await c.token('adventures');
      expect((await c.call('DELETE', `/api/deals/${DEAL_IDS.whaleSafari}`, { token: adventures })).status).toBe(200);
      const mine = expectOk(await c.call('GET', '/api/bookings/my-bookings', { token: traveler }), 200, BookingListSchema);
      expect(mine.find((booking) => booking.id === id)).toEqual(seedBooking(id));
      const cancelled = await c.call('DELETE', `/api/bookings/${id}`, { token: traveler });
      expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    });

    it('bookings show the deal’s current title and description; the price paid stays', async () => {
      const id = TRAVELER_BOOKING_IDS.surfLessonConfirmed;
      const adventures = await c.token('adventures');
      const updated = await c.call('PUT', `/api/deals/${DEAL_IDS.surfLesson}`, {
        token: adventures,
        body: { title: 'Surf Lesson (renamed)', description: 'New text.', price: seedDeal(DEAL_IDS.surfLesson).price - 10 },
      });
      expect(updated.status).toBe(200);
      const booking = await c.call('GET', `/api/bookings/${id}`, { token: traveler });
      expect(booking.body).toEqual({ ...seedBooking(id), title: 'Surf Lesson (renamed)', description: 'New text.' });
    });
  });

  describe('holds', () => {
    beforeEach(() => c.reset());

    it(`a hold lasts ${CHECKOUT_HOLD_MINUTES} minutes, then the booking is cancelled and the slot released`, async () => {
      const slots = await slotsOf(c, DEAL_IDS.desertJeep);
      const booking = expectOk(await book(DEAL_IDS.desertJeep), 201, BookingSchema);
      await c.advanceClock((CHECKOUT_HOLD_MINUTES - 1) * MINUTE);
      expect((await c.call('GET', `/api/bookings/${booking.id}`, { token: traveler })).body.status).toBe('pending');
      expect(await slotsOf(c, DEAL_IDS.desertJeep)).toBe(slots - 1);
      await c.advanceClock(2 * MINUTE);
      expect((await c.call('GET', `/api/bookings/${booking.id}`, { token: traveler })).body.status).toBe('cancelled');
      expect(await slotsOf(c, DEAL_IDS.desertJeep)).toBe(slots);
      expectError(await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler }), 409, MESSAGES.alreadyCancelled);
    });

    it('an expired hold frees the last slot for the next buyer', async () => {
      expect((await book(DEAL_IDS.eBikeTour)).status).toBe(201);
      const other = await c.token({ email: 'patient@example.com' });
      expectError(await book(DEAL_IDS.eBikeTour, other), 409, MESSAGES.soldOut);
      await c.advanceClock((CHECKOUT_HOLD_MINUTES + 1) * MINUTE);
      expect((await book(DEAL_IDS.eBikeTour, await c.token({ email: 'patient@example.com' }))).status).toBe(201);
    });
  });
});
