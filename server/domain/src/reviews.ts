/**
 * Verified reviews, written once for both backends and the app: who may review a booking and
 * when, who may answer a review, how a reviewer is named, and the rating a deal shows.
 */
import { MESSAGES } from '@spur/contract';
import { conflict, forbidden, notFound } from './errors';
import { millis, type Instant } from './time';

const MINUTE_MS = 60_000;

/** What decides whether a booking may be reviewed (the same columns in both stores). */
export interface ReviewableBooking {
  status: string;
  session_starts_at: Instant | null;
  session_duration_minutes: number | null;
  checked_in_at: Instant | null;
}

/**
 * When reviewing opens: at the check-in, or when the session ends (start + duration), whichever
 * comes first. An open-dated deal has no end: only its check-in opens it (null until then).
 */
export function reviewOpensAt(booking: Omit<ReviewableBooking, 'status'>): Date | null {
  const times: number[] = [];
  if (booking.checked_in_at !== null) times.push(millis(booking.checked_in_at));
  if (booking.session_starts_at !== null) times.push(millis(booking.session_starts_at) + (booking.session_duration_minutes ?? 0) * MINUTE_MS);
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** Why a booking cannot be reviewed at `now`, in the order the API decides; null: it can. */
export function reviewRefusal(booking: ReviewableBooking, reviewed: boolean, now: Date): string | null {
  if (booking.status !== 'confirmed') return MESSAGES.reviewNeedsConfirmedBooking;
  if (reviewed) return MESSAGES.reviewExists;
  const opensAt = reviewOpensAt(booking);
  if (opensAt === null || now.getTime() < opensAt.getTime()) return MESSAGES.reviewTooEarly;
  return null;
}

/** Whether "Leave a review" applies to the booking now. */
export const canReview = (booking: ReviewableBooking, reviewed: boolean, now: Date): boolean => reviewRefusal(booking, reviewed, now) === null;

/** 409 with the reason when the booking cannot be reviewed now (its owner was checked before: 404). */
export function assertReviewable(booking: ReviewableBooking, reviewed: boolean, now: Date): void {
  const refusal = reviewRefusal(booking, reviewed, now);
  if (refusal) throw conflict(refusal);
}

/** A review as the answering business finds it: whose deal it is and whether it has an answer. */
export interface AnswerableReview {
  owner_id: string | null;
  answer: string | null;
}

/** No such review 404; another business's deal 403; answered before 409. */
export function assertAnswerable(review: AnswerableReview | undefined | null, businessId: string): asserts review is AnswerableReview {
  if (!review) throw notFound(MESSAGES.reviewNotFound);
  if (review.owner_id !== businessId) throw forbidden(MESSAGES.reviewOtherBusiness);
  if (review.answer !== null) throw conflict(MESSAGES.reviewAlreadyAnswered);
}

/** How a reviewer is shown: "Priya Natarajan" → "Priya N."; one name stays whole; none → "Guest". */
export function reviewerName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Guest';
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
}

/**
 * A deal's rating: the average of its reviews' stars to one decimal (halves up, as Postgres'
 * `round(avg(rating), 1)` that the server's catalogue query uses), null without reviews.
 */
export function ratingSummary(ratings: readonly number[]): { rating: number | null; reviewCount: number } {
  if (ratings.length === 0) return { rating: null, reviewCount: 0 };
  const sum = ratings.reduce((total, stars) => total + stars, 0);
  return { rating: Math.round((sum * 10) / ratings.length) / 10, reviewCount: ratings.length };
}
