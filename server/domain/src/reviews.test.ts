import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { MESSAGES } from '@spur/contract';
import { assertAnswerable, assertReviewable, canReview, ratingSummary, reviewerName, reviewOpensAt, reviewRefusal } from './reviews';

const MINUTE = 60_000;
const startsAt = new Date('2026-11-28T23:30:00.000Z');
const endsAt = new Date(startsAt.getTime() + 90 * MINUTE);
const session = { status: 'confirmed', session_starts_at: startsAt.toISOString(), session_duration_minutes: 90, checked_in_at: null };
const openDated = { status: 'confirmed', session_starts_at: null, session_duration_minutes: null, checked_in_at: null };
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

function refusalOf(run: () => void): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('reviewOpensAt', () => {
  it('is the end of the session (start + duration)', () => {
    expect(reviewOpensAt(session)).toEqual(endsAt);
  });

  it('is the check-in when that comes first', () => {
    const checkedIn = at(startsAt, -10);
    expect(reviewOpensAt({ ...session, checked_in_at: checkedIn })).toEqual(checkedIn);
  });

  it('never opens for an open-dated deal until its voucher is checked in', () => {
    expect(reviewOpensAt(openDated)).toBeNull();
    expect(reviewOpensAt({ ...openDated, checked_in_at: startsAt })).toEqual(startsAt);
  });
});

describe('reviewRefusal and canReview', () => {
  it('refuses one minute before the session ends and allows it at the end', () => {
    expect(reviewRefusal(session, false, at(endsAt, -1))).toBe(MESSAGES.reviewTooEarly);
    expect(canReview(session, false, at(endsAt, -1))).toBe(false);
    expect(reviewRefusal(session, false, endsAt)).toBeNull();
    expect(canReview(session, false, at(endsAt, 1))).toBe(true);
  });

  it('allows it at the check-in of an open-dated deal, never before', () => {
    expect(reviewRefusal(openDated, false, at(startsAt, 100_000))).toBe(MESSAGES.reviewTooEarly);
    expect(canReview({ ...openDated, checked_in_at: startsAt.toISOString() }, false, startsAt)).toBe(true);
  });

  it('refuses a pending or cancelled booking first, then a second review', () => {
    expect(reviewRefusal({ ...session, status: 'cancelled' }, true, at(endsAt, 1))).toBe(MESSAGES.reviewNeedsConfirmedBooking);
    expect(reviewRefusal({ ...session, status: 'pending' }, false, at(endsAt, 1))).toBe(MESSAGES.reviewNeedsConfirmedBooking);
    expect(reviewRefusal(session, true, at(endsAt, -1))).toBe(MESSAGES.reviewExists);
  });

  it('assertReviewable throws 409 with the reason', () => {
    expect(refusalOf(() => assertReviewable(session, false, at(endsAt, -1)))).toEqual({ status: 409, message: MESSAGES.reviewTooEarly });
    expect(refusalOf(() => assertReviewable(session, true, endsAt))).toEqual({ status: 409, message: MESSAGES.reviewExists });
    expect(refusalOf(() => assertReviewable(session, false, endsAt))).toBeNull();
  });
});

describe('assertAnswerable', () => {
  it('404 without a review, 403 for another business, 409 when answered, else passes', () => {
    expect(refusalOf(() => assertAnswerable(undefined, 'b1'))).toEqual({ status: 404, message: MESSAGES.reviewNotFound });
    expect(refusalOf(() => assertAnswerable({ owner_id: 'b2', answer: null }, 'b1'))).toEqual({ status: 403, message: MESSAGES.reviewOtherBusiness });
    expect(refusalOf(() => assertAnswerable({ owner_id: 'b1', answer: 'Thanks' }, 'b1'))).toEqual({ status: 409, message: MESSAGES.reviewAlreadyAnswered });
    expect(refusalOf(() => assertAnswerable({ owner_id: 'b1', answer: null }, 'b1'))).toBeNull();
  });
});

describe('reviewerName', () => {
  it.each([
    ['Priya Natarajan', 'Priya N.'],
    ['  Jordan  de la reyes ', 'Jordan R.'],
    ['Cher', 'Cher'],
    ['', 'Guest'],
    [null, 'Guest'],
  ])('%j → %s', (fullName, shown) => {
    expect(reviewerName(fullName)).toBe(shown);
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal, halves up; null without reviews', () => {
    expect(ratingSummary([])).toEqual({ rating: null, reviewCount: 0 });
    expect(ratingSummary([5, 4])).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(ratingSummary([5, 4, 4])).toEqual({ rating: 4.3, reviewCount: 3 });
    expect(ratingSummary([5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5])).toEqual({ rating: 4.2, reviewCount: 20 });
  });
});
