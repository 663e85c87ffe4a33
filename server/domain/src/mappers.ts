/**
 * Rows → API answers, written once for both stores (see rows.ts): numbers as numbers, timestamps
 * as ISO 8601 strings. What a row does not hold (its rating, its sessions, its deal) the caller
 * looks up, each store its own way, and passes in.
 */
import {
  DEFAULT_CANCELLATION_TERMS,
  DEFAULT_TIME_ZONE,
  type Booking,
  type Deal,
  type ManagedSession,
  type ManifestEntry,
  type PriceDrop,
  type Review,
  type Session,
  type WaitlistEntry,
} from '@spur/contract';
import { termsOf } from './cancellation';
import { priceCentsAt } from './pricing';
import { canReview } from './reviews';
import type { BookingRow, DealRow, ReviewRow, RowValues, SessionRow, WaitlistEntryRow } from './rows';
import type { Instant } from './time';
import { shownVoucherCode } from './vouchers';
import { shownWaitlistStatus } from './waitlist';

/** A timestamp as the API answers it (an ISO string is kept as the store holds it). */
const isoOf = (instant: Instant): string => (typeof instant === 'string' ? instant : instant.toISOString());
const isoOrNull = (instant: Instant | null): string | null => (instant === null ? null : isoOf(instant));

export function toSession(row: SessionRow<RowValues>): Session {
  return {
    id: row.id,
    deal_id: row.deal_id,
    starts_at: isoOf(row.starts_at),
    duration_minutes: row.duration_minutes,
    capacity: row.capacity,
    slots_left: row.slots_left,
    cutoff_minutes: row.cutoff_minutes,
    status: row.status,
  };
}

/** The business's view: `booked` = spots held by pending and confirmed bookings (none once cancelled). */
export function toManagedSession(row: SessionRow<RowValues>): ManagedSession {
  return { ...toSession(row), booked: row.status === 'scheduled' ? row.capacity - row.slots_left : 0 };
}

/** Who booked a session, as its manifest lists them: the account's name and email, else the guest's. */
export function toManifestEntry(
  row: Pick<BookingRow<RowValues>, 'id' | 'status' | 'booking_time' | 'amount_cents' | 'guest_name' | 'guest_email' | 'checked_in_at'>,
  account: { full_name: string | null; email: string | null } | null,
): ManifestEntry {
  return {
    booking_id: row.id,
    name: account?.full_name ?? row.guest_name,
    email: account?.email ?? row.guest_email,
    status: row.status,
    booking_time: isoOf(row.booking_time),
    price: row.amount_cents / 100,
    checked_in_at: isoOrNull(row.checked_in_at),
  };
}

export function priceDropOf(row: Pick<DealRow<RowValues>, 'price_drop_floor' | 'price_drop_window_minutes'>): PriceDrop | null {
  return row.price_drop_floor === null || row.price_drop_window_minutes === null
    ? null
    : { floor_price: Number(row.price_drop_floor), window_minutes: row.price_drop_window_minutes };
}

/** What a dated deal's sessions add to it: the session to show, the other bookable ones, the spots left across the open ones. */
export interface DealSchedule<S extends SessionRow<RowValues> = SessionRow<RowValues>> {
  next: S | null;
  more: number;
  /** Spots left across its sessions open for booking. */
  openSlots: number;
}

/** What the caller looks up for a deal: its review aggregate, its schedule (dated deals), its distance. */
export interface DealLookups {
  rating: number | null;
  reviewCount: number;
  /** Dated deals (`has_sessions`); none: no session open. */
  schedule?: DealSchedule | null | undefined;
  /** Its rounded distance (metres) from the query's centre; null: no centre. */
  distanceM?: number | null | undefined;
}

/** A deal as the API answers it. */
export function toDeal(row: DealRow<RowValues>, { rating, reviewCount, schedule, distanceM }: DealLookups): Deal {
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
    distance_m: distanceM ?? null,
    business_name: row.business_name,
    business_id: row.business_id,
    available_slots: row.has_sessions ? (schedule?.openSlots ?? 0) : row.available_slots,
    image: row.image,
    bookingType: row.booking_type,
    vendorShortname: row.vendor_shortname,
    rating,
    reviewCount,
    expires_at: isoOrNull(row.expires_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    time_zone: row.time_zone || DEFAULT_TIME_ZONE,
    price_drop: priceDropOf(row),
    has_sessions: row.has_sessions,
    next_session: schedule?.next ? toSession(schedule.next) : null,
    more_sessions: schedule?.more ?? 0,
    cancellation: termsOf(row),
    languages: row.languages,
  };
}

export function toReview(row: Omit<ReviewRow<RowValues>, 'booking_id' | 'user_id'>): Review {
  return {
    id: row.id,
    deal_id: row.deal_id,
    rating: row.rating,
    text: row.body,
    reviewer_name: row.reviewer_name,
    created_at: isoOf(row.created_at),
    answer: row.answer,
    answered_at: isoOrNull(row.answered_at),
  };
}

/** The deal's fields a booking shows. */
export type BookingDeal = Pick<
  DealRow<RowValues>,
  'title' | 'description' | 'location' | 'business_name' | 'time_zone' | 'expires_at' | 'cancel_free_hours' | 'cancel_late_refund_percent'
>;

/** What the caller looks up for a booking: its deal, its session (dated deals), its review. */
export interface BookingLookups {
  deal: BookingDeal | null;
  session: Pick<SessionRow<RowValues>, 'starts_at' | 'duration_minutes'> | null;
  review: Review | null;
}

/** The booking as its owner sees it at `now` (whether it can be reviewed depends on the time). */
export function toBooking(row: BookingRow<RowValues>, { deal, session, review }: BookingLookups, now: Date): Booking {
  const sessionStartsAt = session ? session.starts_at : null;
  const sessionDuration = session ? session.duration_minutes : null;
  return {
    id: row.id,
    deal_id: row.deal_id,
    title: deal?.title ?? '',
    description: deal?.description ?? '',
    location: deal?.location ?? '',
    business_name: deal?.business_name ?? '',
    status: row.status,
    booking_time: isoOf(row.booking_time),
    price: row.amount_cents / 100,
    confirmation_id: row.checkout_session_id,
    session_id: row.session_id,
    session_starts_at: isoOrNull(sessionStartsAt),
    session_duration_minutes: sessionDuration,
    time_zone: deal?.time_zone || DEFAULT_TIME_ZONE,
    cancellation: deal ? termsOf(deal) : DEFAULT_CANCELLATION_TERMS,
    deal_expires_at: isoOrNull(deal?.expires_at ?? null),
    refunded_amount: row.refund_cents === null ? null : row.refund_cents / 100,
    voucher_code: shownVoucherCode(row),
    checked_in_at: isoOrNull(row.checked_in_at),
    review,
    can_review: canReview(
      { status: row.status, checked_in_at: row.checked_in_at, session_starts_at: sessionStartsAt, session_duration_minutes: sessionDuration },
      review !== null,
      now,
    ),
  };
}

/** The deal's fields a place in line shows (its offer is at the price of the moment). */
export type WaitlistDeal = Pick<DealRow<RowValues>, 'title' | 'time_zone' | 'price' | 'price_drop_floor' | 'price_drop_window_minutes'>;

/** A place in line as the API answers it at `now`: an offer past its window reads as expired. */
export function toWaitlistEntry(row: WaitlistEntryRow<RowValues>, deal: WaitlistDeal, sessionStartsAt: Instant | null, now: Date): WaitlistEntry {
  const status = shownWaitlistStatus(row, now);
  const offered = status === 'offered';
  return {
    token: row.token,
    deal_id: row.deal_id,
    deal_title: deal.title,
    session_id: row.session_id,
    session_starts_at: isoOrNull(sessionStartsAt),
    time_zone: deal.time_zone || DEFAULT_TIME_ZONE,
    status,
    email: row.email,
    for_account: row.user_id !== null,
    offer_expires_at: offered ? isoOrNull(row.offer_expires_at) : null,
    offer_amount: offered ? priceCentsAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, sessionStartsAt, now) : null,
    created_at: isoOf(row.created_at),
  };
}
