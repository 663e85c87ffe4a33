/**
 * The server's joined rows → API answers, through @spur/domain's mappers (written once for both
 * backends): these only take the joins apart into what the mappers take.
 */
import type { Booking, Review } from '@spur/contract';
import { toBooking, toReview } from '@spur/domain';
import type { BookingRow, DealRow } from '../db/rows';

/** The booking's review columns, prefixed (`review_*`), all null when it has none. */
export interface BookingReviewColumns {
  review_id: string | null;
  review_rating: number | null;
  review_body: string | null;
  review_reviewer_name: string | null;
  review_created_at: Date | null;
  review_answer: string | null;
  review_answered_at: Date | null;
}

/** A booking joined with its deal's shown fields and, when it has them, its session and review. */
export type BookingViewRow = BookingRow &
  BookingReviewColumns &
  Pick<DealRow, 'title' | 'description' | 'location' | 'business_name' | 'time_zone' | 'cancel_free_hours' | 'cancel_late_refund_percent'> & {
    deal_expires_at: Date | null;
    session_starts_at: Date | null;
    session_duration_minutes: number | null;
  };

function bookingReview(row: BookingViewRow): Review | null {
  if (row.review_id === null) return null;
  return toReview({
    id: row.review_id,
    deal_id: row.deal_id,
    rating: row.review_rating!,
    body: row.review_body!,
    reviewer_name: row.review_reviewer_name!,
    created_at: row.review_created_at!,
    answer: row.review_answer,
    answered_at: row.review_answered_at,
  });
}

/** The joined booking as its owner sees it at `now` (@spur/domain's `toBooking`). */
export function toBookingView(row: BookingViewRow, now: Date): Booking {
  return toBooking(
    row,
    {
      deal: { ...row, expires_at: row.deal_expires_at },
      session: row.session_starts_at === null ? null : { starts_at: row.session_starts_at, duration_minutes: row.session_duration_minutes! },
      review: bookingReview(row),
    },
    now,
  );
}
