/**
 * Verified reviews: the booker reviews a confirmed booking once its session has ended or its
 * voucher was checked in; the deal's business answers once; a deal's reviews are public, newest
 * first. Every refusal changes nothing. Each case starts from the seed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, BusinessReviewListSchema, DealSchema, MESSAGES, REVIEW_LIMITS, ReviewListSchema, ReviewSchema } from '@spur/contract';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, HOUR, SEED, TRAVELER_BOOKING_IDS, UNKNOWN_ID, observable, seedReview } from './fixtures';

const seedBooking = (id: string) => SEED.bookings.find((booking) => booking.id === id)!;
const whaleSafari = seedBooking(TRAVELER_BOOKING_IDS.whaleSafariConfirmed);
const harborCruise = seedBooking(TRAVELER_BOOKING_IDS.harborCruiseTomorrow);
const harborSession = SEED.sessions.find((session) => session.id === harborCruise.session_id)!;
const surfReview = seedReview(TRAVELER_BOOKING_IDS.surfLessonConfirmed)!;

async function review(c: Contract, bookingId: string, body: unknown, who: Parameters<Contract['token']>[0] = 'traveler') {
  return c.call('POST', `/api/bookings/${bookingId}/review`, { token: await c.token(who), body });
}
async function answer(c: Contract, reviewId: string, body: unknown, who: Parameters<Contract['token']>[0] = 'adventures') {
  return c.call('POST', `/api/reviews/${reviewId}/answer`, { token: await c.token(who), body });
}
async function checkIn(c: Contract, code: string) {
  expect((await c.call('POST', '/api/check-ins', { token: await c.token('adventures'), body: { code } })).body.result).toBe('checked_in');
}
async function booking(c: Contract, id: string) {
  return expectOk(await c.call('GET', `/api/bookings/${id}`, { token: await c.token('traveler') }), 200, BookingSchema);
}
async function dealReviews(c: Contract, dealId: string) {
  return expectOk(await c.call('GET', `/api/deals/${dealId}/reviews`), 200, ReviewListSchema);
}

contractSuite(
  'reviews',
  (c) => {
    beforeEach(() => c.reset());

    it("a booking shows its review; the seed's deal reviews are listed newest first", async () => {
      expect((await booking(c, TRAVELER_BOOKING_IDS.surfLessonConfirmed)).review).toEqual(surfReview);
      const listed = await dealReviews(c, DEAL_IDS.surfLesson);
      const seeded = SEED.reviews.filter((row) => row.deal_id === DEAL_IDS.surfLesson);
      expect(listed.map((row) => row.id)).toEqual(
        [...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)).map((row) => row.id),
      );
      expect(listed.find((row) => row.id === surfReview.id)).toEqual(surfReview);
    });

    it('an open-dated booking: too early until the voucher is checked in; then one review, shown everywhere', async () => {
      expect((await booking(c, whaleSafari.id)).can_review).toBe(false);
      const before = await observable(c);
      expectError(await review(c, whaleSafari.id, { rating: 4 }), 409, MESSAGES.reviewTooEarly);
      expect(await observable(c)).toEqual(before);

      await checkIn(c, whaleSafari.voucher_code!);
      expect((await booking(c, whaleSafari.id)).can_review).toBe(true);
      const written = expectOk(await review(c, whaleSafari.id, { rating: 4, text: '  Three grey whales and a pod of dolphins.  ' }), 201, ReviewSchema);
      expect(written).toMatchObject({
        deal_id: DEAL_IDS.whaleSafari,
        rating: 4,
        text: 'Three grey whales and a pod of dolphins.',
        reviewer_name: 'Jordan R.',
        answer: null,
        answered_at: null,
      });
      expect(await booking(c, whaleSafari.id)).toMatchObject({ review: written, can_review: false });
      expect((await dealReviews(c, DEAL_IDS.whaleSafari))[0]).toEqual(written);

      const ratings = SEED.reviews.filter((row) => row.deal_id === DEAL_IDS.whaleSafari).map((row) => row.rating);
      const deal = expectOk(await c.call('GET', `/api/deals/${DEAL_IDS.whaleSafari}`), 200, DealSchema);
      expect(deal.reviewCount).toBe(ratings.length + 1);
      expect(deal.rating).toBe(Math.round(([...ratings, 4].reduce((a, b) => a + b, 0) * 10) / (ratings.length + 1)) / 10);

      const again = await observable(c);
      expectError(await review(c, whaleSafari.id, { rating: 5 }), 409, MESSAGES.reviewExists);
      expect(await observable(c)).toEqual(again);
    });

    it('a session: too early until it has ended, then stars alone are a review', async () => {
      const endsAt = Date.parse(harborSession.starts_at) + harborSession.duration_minutes * 60_000;
      expectError(await review(c, harborCruise.id, { rating: 5 }), 409, MESSAGES.reviewTooEarly);
      await c.advanceClock(endsAt - Date.now() + HOUR);
      expect((await booking(c, harborCruise.id)).can_review).toBe(true);
      expect(expectOk(await review(c, harborCruise.id, { rating: 5 }), 201, ReviewSchema)).toMatchObject({ rating: 5, text: '' });
    });

    describe('refusals change nothing', () => {
      it.each([
        ['no rating', () => ({ text: 'Great' }), 400, MESSAGES.validRating],
        ['0 stars', () => ({ rating: 0 }), 400, MESSAGES.validRating],
        ['6 stars', () => ({ rating: 6 }), 400, MESSAGES.validRating],
        ['half a star', () => ({ rating: 4.5 }), 400, MESSAGES.validRating],
        ['stars as text', () => ({ rating: '5' }), 400, MESSAGES.validRating],
        ['a text too long', () => ({ rating: 5, text: 'a'.repeat(REVIEW_LIMITS.maxTextLength + 1) }), 400, MESSAGES.reviewTextTooLong],
        ['a text that is not text', () => ({ rating: 5, text: 42 }), 400, MESSAGES.reviewTextTooLong],
      ] as const)('%s', async (_label, body, status, message) => {
        await checkIn(c, whaleSafari.voucher_code!);
        const before = await observable(c);
        expectError(await review(c, whaleSafari.id, body()), status, message);
        expect(await observable(c)).toEqual(before);
      });

      it("someone else's booking, a booking that does not exist, a path that is not an id: not found", async () => {
        await checkIn(c, whaleSafari.voucher_code!);
        const someoneElse = { email: 'someone-else@example.com' };
        // Their first call makes their account: before the snapshot.
        await c.call('GET', '/api/bookings/my-bookings', { token: await c.token(someoneElse) });
        const before = await observable(c);
        expectError(await review(c, whaleSafari.id, { rating: 5 }, someoneElse), 404, MESSAGES.bookingNotFound);
        expectError(await review(c, UNKNOWN_ID, { rating: 5 }), 404, MESSAGES.bookingNotFound);
        expectError(await review(c, 'not-an-id', { rating: 5 }), 404, MESSAGES.bookingNotFound);
        expectError(await c.call('POST', `/api/bookings/${whaleSafari.id}/review`, { body: { rating: 5 } }), 401, MESSAGES.authRequired);
        expect(await observable(c)).toEqual(before);
      });

      it('a cancelled booking cannot be reviewed', async () => {
        const before = await observable(c);
        expectError(await review(c, TRAVELER_BOOKING_IDS.massageCancelled, { rating: 1 }), 409, MESSAGES.reviewNeedsConfirmedBooking);
        expect(await observable(c)).toEqual(before);
      });

      it('the reviews of a deal that does not exist are not found', async () => {
        expectError(await c.call('GET', `/api/deals/${UNKNOWN_ID}/reviews`), 404, MESSAGES.dealNotFound);
        expectError(await c.call('GET', '/api/deals/not-an-id/reviews'), 404, MESSAGES.dealNotFound);
      });
    });

    describe("the business's answer", () => {
      it('the owner answers once; the answer shows on the deal page and the booking', async () => {
        const answered = expectOk(await answer(c, surfReview.id, { answer: '  Thanks, Jordan! See you on the next swell.  ' }), 200, ReviewSchema);
        expect(answered).toMatchObject({ ...surfReview, answer: 'Thanks, Jordan! See you on the next swell.', answered_at: expect.any(String) });
        expect(answered.answered_at).not.toBeNull();
        expect((await dealReviews(c, DEAL_IDS.surfLesson)).find((row) => row.id === surfReview.id)).toEqual(answered);
        expect((await booking(c, TRAVELER_BOOKING_IDS.surfLessonConfirmed)).review).toEqual(answered);

        const before = await observable(c);
        expectError(await answer(c, surfReview.id, { answer: 'Again' }), 409, MESSAGES.reviewAlreadyAnswered);
        expect(await observable(c)).toEqual(before);
      });

      it("lists the reviews of the business's own deals, newest first, with the deal's title", async () => {
        const mine = expectOk(await c.call('GET', '/api/reviews/business', { token: await c.token('adventures') }), 200, BusinessReviewListSchema);
        const adventuresDeals = new Set(SEED.deals.filter((deal) => deal.owner_id === SEED.deals.find((d) => d.id === DEAL_IDS.surfLesson)!.owner_id && !deal.deleted_at).map((deal) => deal.id));
        expect(mine.map((row) => row.id).sort()).toEqual(SEED.reviews.filter((row) => adventuresDeals.has(row.deal_id)).map((row) => row.id).sort());
        expect(mine.find((row) => row.id === surfReview.id)).toEqual({ ...surfReview, deal_title: SEED.deals.find((d) => d.id === DEAL_IDS.surfLesson)!.title });
        const times = mine.map((row) => row.created_at);
        expect(times).toEqual([...times].sort().reverse());
        const theirs = await c.call('GET', '/api/reviews/business', { token: await c.token('wellness') });
        expect(theirs.body.some((row: { id: string }) => row.id === surfReview.id)).toBe(false);
      });

      it.each([
        ["another business's deal", surfReview.id, () => ({ answer: 'Thanks' }), 'wellness', 403, MESSAGES.reviewOtherBusiness],
        ['a traveler', surfReview.id, () => ({ answer: 'Thanks' }), 'traveler', 403, MESSAGES.businessRequired],
        ['an empty answer', surfReview.id, () => ({ answer: '   ' }), 'adventures', 400, MESSAGES.answerRequired],
        ['no answer', surfReview.id, () => ({}), 'adventures', 400, MESSAGES.answerRequired],
        ['an answer too long', surfReview.id, () => ({ answer: 'a'.repeat(REVIEW_LIMITS.maxAnswerLength + 1) }), 'adventures', 400, MESSAGES.answerTooLong],
        ['a review that does not exist', UNKNOWN_ID, () => ({ answer: 'Thanks' }), 'adventures', 404, MESSAGES.reviewNotFound],
        ['a path that is not an id', 'nope', () => ({ answer: 'Thanks' }), 'adventures', 404, MESSAGES.reviewNotFound],
      ] as const)('refused: %s, nothing changed', async (_label, id, body, who, status, message) => {
        const before = await observable(c);
        expectError(await answer(c, id, body(), who), status, message);
        expect(await observable(c)).toEqual(before);
        expect((await dealReviews(c, DEAL_IDS.surfLesson)).find((row) => row.id === surfReview.id)?.answer).toBeNull();
      });
    });

    it('a checked-in voucher can no longer be cancelled (nothing to refund); nothing changes', async () => {
      await checkIn(c, whaleSafari.voucher_code!);
      const before = await observable(c);
      expectError(await c.call('DELETE', `/api/bookings/${whaleSafari.id}`, { token: await c.token('traveler') }), 409, MESSAGES.voucherUsed);
      expect(await observable(c)).toEqual(before);
    });
  },
);
