/** Row shapes as pg returns them (numeric as string, bigint counts as string, timestamps as Date). */
import type { BookingStatus, Category, SessionStatus, UserType, WaitlistStatus } from '@spur/contract';

export interface UserRow {
  id: string;
  cognito_sub: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  user_type: UserType;
  marketing_emails: boolean;
  booking_updates: boolean;
  marketing_email: string;
  booking_email: string;
  created_at: Date;
  updated_at: Date;
}

export interface DealRow {
  id: string;
  owner_id: string | null;
  title: string;
  description: string;
  price: string;
  original_price: string | null;
  category: Category;
  location: string;
  business_name: string;
  available_slots: number;
  image: string | null;
  booking_type: string | null;
  vendor_shortname: string | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  time_zone: string;
  price_drop_floor: string | null;
  price_drop_window_minutes: number | null;
  has_sessions: boolean;
  latitude: number;
  longitude: number;
  cancel_free_hours: number;
  cancel_late_refund_percent: number;
}

/** A deal as the catalogue reads it: with its distance from the query's centre (whole metres), when there is one. */
export interface CatalogueDealRow extends DealRow {
  distance_m?: number | null;
  /** The row's key in the catalogue's order (@spur/domain's CatalogueKey), by sort. */
  key_start?: string | null;
  key_created?: string;
  key_rank?: number;
  /** Searching: 0 for a ranked candidate, 1 for an older match; the edge between them. */
  key_tier?: 0 | 1;
  key_edge?: { created: number; id: string } | null;
  key_meters?: number;
  score?: number;
}

export interface SessionRow {
  id: string;
  deal_id: string;
  starts_at: Date;
  duration_minutes: number;
  capacity: number;
  slots_left: number;
  cutoff_minutes: number;
  status: SessionStatus;
  created_at: Date;
  updated_at: Date;
}

/** A deal row joined with its review aggregate. */
export interface DealWithRatingRow extends CatalogueDealRow {
  rating: string | null;
  review_count: string | number;
}

export interface BookingRow {
  id: string;
  deal_id: string;
  user_id: string | null;
  guest_email: string | null;
  guest_name: string | null;
  status: BookingStatus;
  booking_time: Date;
  amount_cents: number;
  hold_expires_at: Date | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  refunded_at: Date | null;
  /** What the cancellation refunded (0: nothing under the terms); null: no refund. */
  refund_cents: number | null;
  session_id: string | null;
  voucher_code: string | null;
  checked_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WaitlistEntryRow {
  id: string;
  token: string;
  deal_id: string;
  session_id: string | null;
  user_id: string | null;
  email: string | null;
  status: WaitlistStatus;
  offer_expires_at: Date | null;
  booking_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ReviewRow {
  id: string;
  booking_id: string;
  deal_id: string;
  user_id: string | null;
  rating: number;
  body: string;
  reviewer_name: string;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
}
