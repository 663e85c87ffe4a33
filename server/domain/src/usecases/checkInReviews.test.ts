import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import type { BookingRow, JsonValues, ReviewRow } from '../rows';
import { checkIn } from './checkIn';
import type { VoucherBooking } from './checkInPort';
import { NOW, deal, memoryStore, session } from './memoryStore.waitlist.testing';
import { answerReview, createReview } from './reviews';

const booking = (row: Partial<BookingRow<JsonValues>> = {}) =>
  ({ id: 'b1', deal_id: 'd1', session_id: null, user_id: 'u1', guest_name: null, status: 'confirmed', checked_in_at: null, ...row }) as BookingRow<JsonValues>;

describe('checkIn', () => {
  const code = 'ABCD-EFGH';
  function door(found: VoucherBooking<JsonValues> | undefined, allowed = true) {
    const { store, tx } = memoryStore();
    const log: string[] = [];
    tx.lockVoucherBooking = async (asked) => {
      log.push(`lock ${asked}`);
      return found;
    };
    tx.recordCheckIn = async (id, at) => void log.push(`checked in ${id} ${at.toISOString()}`);
    const limits = { hit: async (key: string) => (log.push(`hit ${key}`), allowed) };
    const scan = (acceptOtherDay?: boolean) => checkIn(store, limits, { businessId: 'biz', checkIn: { code, accept_other_day: acceptOtherDay }, now: NOW });
    return { scan, log };
  }
  const holder = (row: Partial<BookingRow<JsonValues>> = {}, startsAt: string | null = null): VoucherBooking<JsonValues> => ({
    booking: booking(row),
    deal: { owner_id: 'biz', title: 'Kayak', time_zone: 'UTC' },
    session_starts_at: startsAt,
    account_name: 'Ana',
  });

  it('counts the attempt before looking the code up: 429 looks nothing up', async () => {
    const { scan, log } = door(holder(), false);
    await expect(scan()).rejects.toThrow(MESSAGES.tooManyRequests);
    expect(log).toEqual(['hit check-in:biz']);
  });

  it('404 no booking, 403 another business’s, 409 cancelled, each changing nothing', async () => {
    await expect(door(undefined).scan()).rejects.toThrow(MESSAGES.voucherNotValid);
    await expect(door({ ...holder(), deal: { owner_id: 'other', title: 'Kayak', time_zone: 'UTC' } }).scan()).rejects.toThrow(MESSAGES.voucherOtherBusiness);
    const cancelled = door(holder({ status: 'cancelled' }));
    await expect(cancelled.scan()).rejects.toThrow(MESSAGES.voucherCancelled);
    expect(cancelled.log).toEqual(['hit check-in:biz', 'lock ABCDEFGH']);
  });

  it('checks the guest in once; another day’s session is a warning unless accepted', async () => {
    const first = door(holder());
    expect(await first.scan()).toMatchObject({ result: 'checked_in', booking_id: 'b1', guest_name: 'Ana', deal_title: 'Kayak', party_size: 1, checked_in_at: NOW.toISOString() });
    expect(first.log.at(-1)).toBe(`checked in b1 ${NOW.toISOString()}`);
    const again = door(holder({ checked_in_at: '2026-11-01T11:00:00.000Z' }));
    expect(await again.scan()).toMatchObject({ result: 'already_checked_in', checked_in_at: '2026-11-01T11:00:00.000Z' });
    const tomorrow = session().starts_at;
    expect(await door(holder({}, tomorrow)).scan()).toMatchObject({ result: 'other_day', checked_in_at: null, session_starts_at: tomorrow });
    expect(await door(holder({}, tomorrow)).scan(true)).toMatchObject({ result: 'checked_in' });
  });
});

describe('createReview and answerReview', () => {
  const user = { id: 'u1', full_name: 'Ana Lima' };
  const review = { rating: 5, text: 'Great' };

  function withReviews(bookings: BookingRow<JsonValues>[], reviews: ReviewRow<JsonValues>[] = []) {
    const fake = memoryStore({ deals: [deal()], bookings, reviews });
    fake.tx.isReviewed = async (bookingId) => fake.db.reviews.some((row) => row.booking_id === bookingId);
    fake.tx.insertReview = async (row) => {
      const inserted = { ...row, id: 'r-new', created_at: row.created_at.toISOString(), answer: null, answered_at: null };
      fake.db.reviews.push(inserted);
      return inserted;
    };
    fake.tx.lockReview = async (id) => fake.db.reviews.find((row) => row.id === id);
    fake.tx.recordAnswer = async (id, answer) => Object.assign(fake.db.reviews.find((row) => row.id === id)!, { ...answer, answered_at: answer.answered_at.toISOString() });
    return fake;
  }

  it('404 another’s booking; 409 before the visit; once checked in, one review, then 409', async () => {
    const { store } = withReviews([booking(), booking({ id: 'b2', checked_in_at: NOW.toISOString() })]);
    await expect(createReview(store, { bookingId: 'b1', user: { ...user, id: 'u2' }, review, now: NOW })).rejects.toThrow(MESSAGES.bookingNotFound);
    await expect(createReview(store, { bookingId: 'b1', user, review, now: NOW })).rejects.toThrow(MESSAGES.reviewTooEarly);
    expect(await createReview(store, { bookingId: 'b2', user, review, now: NOW })).toMatchObject({ rating: 5, text: 'Great', reviewer_name: 'Ana L.', answer: null });
    await expect(createReview(store, { bookingId: 'b2', user, review, now: NOW })).rejects.toThrow(MESSAGES.reviewExists);
  });

  it('the deal’s business answers once: 404, 403 another business, then 409', async () => {
    const written = { id: 'r1', booking_id: 'b1', deal_id: 'd1', user_id: 'u1', rating: 4, body: '', reviewer_name: 'Ana L.', created_at: NOW.toISOString(), answer: null, answered_at: null };
    const { store } = withReviews([booking()], [written]);
    const answer = (reviewId: string, businessId: string) => answerReview(store, { reviewId, businessId, answer: { answer: 'Thanks!' }, now: NOW });
    await expect(answer('none', 'biz')).rejects.toThrow(MESSAGES.reviewNotFound);
    await expect(answer('r1', 'other')).rejects.toThrow(MESSAGES.reviewOtherBusiness);
    expect(await answer('r1', 'biz')).toMatchObject({ answer: 'Thanks!', answered_at: NOW.toISOString() });
    await expect(answer('r1', 'biz')).rejects.toThrow(MESSAGES.reviewAlreadyAnswered);
  });
});
