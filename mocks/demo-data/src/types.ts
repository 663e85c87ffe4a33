/**
 * Row shapes of the seed dataset. They mirror the database tables (snake_case columns, ISO 8601
 * timestamps, prices in dollars) so that the mock database and the server's knex seeds can insert
 * them as they are. Type-only imports keep this module free of runtime dependencies.
 */
import type { BookingStatus, Category, SessionStatus, UserType } from '@spur/contract';

export interface SeedUser {
  id: string;
  /** The Cognito `sub` of the account (the mock Cognito issues tokens with it). */
  cognito_sub: string;
  email: string;
  full_name: string;
  phone_number: string | null;
  user_type: UserType;
  marketing_emails: boolean;
  booking_updates: boolean;
  /** Empty when no address is set. */
  marketing_email: string;
  booking_email: string;
  created_at: string;
  updated_at: string;
}

export interface SeedDeal {
  id: string;
  /** The business account that owns (and alone may edit) the deal. */
  owner_id: string;
  title: string;
  description: string;
  price: number;
  original_price: number | null;
  category: Category;
  location: string;
  /** The venue's coordinates (WGS 84 degrees): the real spot `location` names. */
  latitude: number;
  longitude: number;
  business_name: string;
  available_slots: number;
  image: string | null;
  bookingType: string | null;
  vendorShortname: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Soft delete; always null in the seed. */
  deleted_at: string | null;
  /** IANA zone of the venue. */
  time_zone: string;
  /** Last-minute price drop, both set or both null. */
  price_drop_floor: number | null;
  price_drop_window_minutes: number | null;
  /** Cancellation terms: free until this many hours before the start, then this percentage back. */
  cancel_free_hours: number;
  cancel_late_refund_percent: number;
}

export interface SeedSession {
  id: string;
  deal_id: string;
  starts_at: string;
  duration_minutes: number;
  capacity: number;
  slots_left: number;
  cutoff_minutes: number;
  /** 'scheduled' | 'cancelled' */
  status: SessionStatus;
  created_at: string;
  updated_at: string;
}

export interface SeedBooking {
  id: string;
  deal_id: string;
  /** The signed-in buyer, or null for a guest checkout. */
  user_id: string | null;
  /** Guest checkouts only: who paid. */
  guest_email: string | null;
  guest_name: string | null;
  status: BookingStatus;
  /** When the booking was made. */
  booking_time: string;
  /** Amount paid (or to pay while pending), in dollars. */
  amount: number;
  /** Stripe-style checkout session id (`cs_test_...`); its last 8 characters are the confirmation id. */
  checkout_session_id: string | null;
  /** The session booked; null for an open-dated deal. */
  session_id: string | null;
  /** Pending bookings only: when the held slot is released. */
  hold_expires_at: string | null;
  /** Confirmed bookings: the voucher's redemption code. */
  voucher_code: string | null;
  /** When the guest was checked in at the venue. */
  checked_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeedReview {
  id: string;
  /** The confirmed booking this review belongs to (one review per booking). */
  booking_id: string;
  deal_id: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** Display name of the reviewer, e.g. "Priya N.". */
  reviewer_name: string;
  created_at: string;
}

export interface SeedData {
  users: SeedUser[];
  deals: SeedDeal[];
  /** Sessions of the deals that have them, spread from an hour to a week after `now`. */
  sessions: SeedSession[];
  bookings: SeedBooking[];
  reviews: SeedReview[];
}

/** A demo login: the same in demo mode (mock Cognito) and the local full stack (cognito-local). */
export interface DemoAccount {
  email: string;
  password: string;
  userId: string;
  cognitoSub: string;
  fullName: string;
  userType: UserType;
  /** Business names this account runs (business accounts only). */
  businessNames: string[];
}
