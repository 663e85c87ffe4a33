/** Rows → contract shapes: numbers as numbers, timestamps as ISO strings. */
import type { Booking, Deal, ManagedSession, PriceDrop, Review, Session } from '@spur/contract';
import { canReview, shownVoucherCode, termsOf } from '@spur/domain';
import type { BookingRow, DealRow, DealWithRatingRow, ReviewRow, SessionRow } from '../db/rows';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    deal_id: row.deal_id,
    starts_at: iso(row.starts_at),
    duration_minutes: row.duration_minutes,
    capacity: row.capacity,
    slots_left: row.slots_left,
    cutoff_minutes: row.cutoff_minutes,
    status: row.status,
  };
}

/** The business's view: `booked` = spots held by pending and confirmed bookings. */
export function toManagedSession(row: SessionRow, booked: number): ManagedSession {
  return { ...toSession(row), booked };
}

export function priceDropOf(row: Pick<DealRow, 'price_drop_floor' | 'price_drop_window_minutes'>): PriceDrop | null {
  return row.price_drop_floor === null || row.price_drop_window_minutes === null
    ? null
    : { floor_price: Number(row.price_drop_floor), window_minutes: row.price_drop_window_minutes };
}

/** What a deal's sessions add to it (see `schedulesOf` in services/deals.ts). */
export interface DealSchedule {
  next: SessionRow | null;
  more: number;
  /** Spots left across its sessions open for booking. */
  openSlots: number;
}

export function toDeal(row: DealWithRatingRow, schedule: DealSchedule | undefined): Deal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    original_price: row.original_price === null ? null : Number(row.original_price),
    category: row.category,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distance_m: row.distance_m ?? null,
    business_name: row.business_name,
    available_slots: row.has_sessions ? (schedule?.openSlots ?? 0) : row.available_slots,
    image: row.image,
    bookingType: row.booking_type,
    vendorShortname: row.vendor_shortname,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
    expires_at: isoOrNull(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    time_zone: row.time_zone,
    price_drop: priceDropOf(row),
    has_sessions: row.has_sessions,
    next_session: schedule?.next ? toSession(schedule.next) : null,
    more_sessions: schedule?.more ?? 0,
    cancellation: termsOf(row),
  };
}

export function toReview(row: Omit<ReviewRow, 'booking_id' | 'user_id'>): Review {
  return {
    id: row.id,
    deal_id: row.deal_id,
    rating: row.rating,
    text: row.body,
    reviewer_name: row.reviewer_name,
    created_at: iso(row.created_at),
    answer: row.answer,
    answered_at: isoOrNull(row.answered_at),
  };
}

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

/** The booking as its owner sees it at `now` (whether it can be reviewed depends on the time). */
export function toBooking(row: BookingViewRow, now: Date): Booking {
  const review = bookingReview(row);
  return {
    id: row.id,
    deal_id: row.deal_id,
    title: row.title,
    description: row.description,
    location: row.location,
    business_name: row.business_name,
    status: row.status,
    booking_time: iso(row.booking_time),
    price: row.amount_cents / 100,
    confirmation_id: row.checkout_session_id,
    session_id: row.session_id,
    session_starts_at: isoOrNull(row.session_starts_at),
    session_duration_minutes: row.session_duration_minutes,
    time_zone: row.time_zone,
    cancellation: termsOf(row),
    deal_expires_at: isoOrNull(row.deal_expires_at),
    refunded_amount: row.refund_cents === null ? null : row.refund_cents / 100,
    voucher_code: shownVoucherCode(row),
    checked_in_at: isoOrNull(row.checked_in_at),
    review,
    can_review: canReview(row, review !== null, now),
  };
}
