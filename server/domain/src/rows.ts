/**
 * One row shape per table, with the PostgreSQL schema's column names (the server's migrations
 * are the truth): the server reads and writes them with knex, the in-browser backend keeps them
 * in its @mswjs/data database (and its localStorage snapshot), and the demo dataset is made of
 * them. Only the encoding of two kinds of value differs between the stores, so each row is
 * written once over its encoding:
 *
 * - `PgValues`: as pg returns them: timestamps as `Date`, `numeric` columns (prices) as strings.
 * - `JsonValues`: as JSON keeps them (the mock database, its snapshot, the seed): timestamps as
 *   ISO 8601 strings, prices as numbers.
 *
 * Columns the rows leave out are the database's own (generated search columns).
 */
import type { AlertMoment, AlertWindow, BookingStatus, Category, DealLanguage, LedgerKind, SessionStatus, UserType, WaitlistStatus } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import type { MailKind, QueuedMail } from './mail';

/** How a store encodes timestamps and `numeric` columns. */
export interface RowValues {
  timestamp: Date | string;
  numeric: string | number;
}

/** As pg returns them. */
export interface PgValues extends RowValues {
  timestamp: Date;
  numeric: string;
}

/** As JSON keeps them. */
export interface JsonValues extends RowValues {
  timestamp: string;
  numeric: number;
}

/** `users` */
export interface UserRow<V extends RowValues> {
  id: string;
  cognito_sub: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  user_type: UserType;
  marketing_emails: boolean;
  booking_updates: boolean;
  /** Alerts by mail (to the login address) when no push subscription takes them. */
  alert_emails: boolean;
  /** Empty when no address is set. */
  marketing_email: string;
  booking_email: string;
  /** The language of the person's mail and alerts (their profile's choice; 'en' until they make one). */
  locale: Locale;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
}

/** `deals` */
export interface DealRow<V extends RowValues> {
  id: string;
  /** Null once the owner's account is deleted (the deal is then off sale). */
  owner_id: string | null;
  title: string;
  description: string;
  /** Dollars. */
  price: V['numeric'];
  original_price: V['numeric'] | null;
  category: Category;
  location: string;
  business_name: string;
  /** `businesses` row of (owner_id, business_name); null once the owner's account is gone. */
  business_id: string | null;
  available_slots: number;
  image: string | null;
  booking_type: string | null;
  vendor_shortname: string | null;
  expires_at: V['timestamp'] | null;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
  deleted_at: V['timestamp'] | null;
  /** IANA zone of the venue. */
  time_zone: string;
  /** Last-minute price drop: both set or both null. */
  price_drop_floor: V['numeric'] | null;
  price_drop_window_minutes: number | null;
  /** Set once the deal has had a session (sessions are never deleted): it is no longer open-dated. */
  has_sessions: boolean;
  /** The venue's coordinates (WGS 84 degrees). */
  latitude: number;
  longitude: number;
  /** Cancellation terms: free until this many hours before the start, then this percentage back. */
  cancel_free_hours: number;
  cancel_late_refund_percent: number;
  /** The languages the experience is given in (ISO 639-1, `text[]`), as the business lists them. */
  languages: DealLanguage[];
}

/** `sessions`: one occurrence of a deal, with its own spots and booking cut-off. */
export interface SessionRow<V extends RowValues> {
  id: string;
  deal_id: string;
  starts_at: V['timestamp'];
  duration_minutes: number;
  capacity: number;
  slots_left: number;
  cutoff_minutes: number;
  status: SessionStatus;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
}

/** `bookings` */
export interface BookingRow<V extends RowValues> {
  id: string;
  deal_id: string;
  /** The signed-in buyer, or null for a guest checkout (or an erased account). */
  user_id: string | null;
  /** Guest checkouts only: who paid. */
  guest_email: string | null;
  guest_name: string | null;
  status: BookingStatus;
  /** When the booking was made. */
  booking_time: V['timestamp'];
  /** Amount paid (or to pay while pending). */
  amount_cents: number;
  /** Pending bookings only: when the held spot is released. */
  hold_expires_at: V['timestamp'] | null;
  /** The checkout's id (Stripe's `cs_…`); its last 8 characters are the confirmation id. */
  checkout_session_id: string | null;
  /** Set once paid; unpaid cancelled bookings are erased with their account, paid ones kept. */
  payment_intent_id: string | null;
  /** When money was given back. */
  refunded_at: V['timestamp'] | null;
  /** What the cancellation refunded (0: nothing under the terms); null: no refund. */
  refund_cents: number | null;
  /** The session booked; null for an open-dated deal. */
  session_id: string | null;
  /** Confirmed bookings: the voucher's redemption code (kept when cancelled). */
  voucher_code: string | null;
  /** When the guest was checked in at the venue. */
  checked_in_at: V['timestamp'] | null;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
}

/**
 * `ledger_entries`: one money event of a booking, in cents, written in the transaction that
 * causes it. charge: what the traveller paid; fee: Spur's commission on it (negative: the part
 * a refund gives back); refund: money given back to the traveller.
 */
export interface LedgerEntryRow<V extends RowValues> {
  id: string;
  /** The idempotency key: one row per key, so a replayed payment or refund writes nothing twice. */
  key: string;
  booking_id: string;
  kind: LedgerKind;
  amount_cents: number;
  created_at: V['timestamp'];
  /** The provider's transfer id, on a transfer row; null otherwise. */
  provider_id: string | null;
}

/**
 * `payout_accounts`: a business's one payout account with the provider (Stripe Connect Express,
 * or a test account), as the provider's last `account.updated` event described it.
 */
export interface PayoutAccountRow<V extends RowValues> {
  business_id: string;
  stripe_account_id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  /** What the provider still needs (`requirements.currently_due`). */
  requirements_due: string[];
  /** The last account update applied: an event at or before it (a replay, a late delivery) changes nothing. */
  last_event_at: V['timestamp'] | null;
  last_event_id: string | null;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
}

/** `waitlist_entries`: a place in line for a sold-out session (or open-dated deal: session_id null). */
export interface WaitlistEntryRow<V extends RowValues> {
  id: string;
  /** The entry's capability (the offer link): an unguessable UUID. */
  token: string;
  deal_id: string;
  session_id: string | null;
  user_id: string | null;
  email: string | null;
  status: WaitlistStatus;
  /** While offered: until when the freed spot is held for this person. */
  offer_expires_at: V['timestamp'] | null;
  booking_id: string | null;
  created_at: V['timestamp'];
  updated_at: V['timestamp'];
}

/** `reviews` */
export interface ReviewRow<V extends RowValues> {
  id: string;
  /** The confirmed booking this review belongs to (one review per booking). */
  booking_id: string;
  deal_id: string;
  /** The reviewing account (null for guests and erased accounts). */
  user_id: string | null;
  /** 1 to 5. */
  rating: number;
  body: string;
  /** Display name of the reviewer, e.g. "Priya N.". */
  reviewer_name: string;
  created_at: V['timestamp'];
  /** The business's one answer. */
  answer: string | null;
  answered_at: V['timestamp'] | null;
}

/** `mail_outbox`: transactional mail, queued in the transaction of the change it tells of. */
export interface MailOutboxRow<V extends RowValues> {
  id: string;
  /** The idempotency key: one mail per key. */
  key: string;
  kind: MailKind;
  recipient: string;
  /** The language the data was written in and the mail renders in. */
  locale: Locale;
  data: QueuedMail['data'];
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** Null: due at once. */
  next_attempt_at: V['timestamp'] | null;
  last_error: string | null;
  sent_at: V['timestamp'] | null;
  created_at: V['timestamp'];
}

/** `push_subscriptions`: a browser that allowed its user's notifications (what `PushSubscription.toJSON()` gave). */
export interface PushSubscriptionRow<V extends RowValues> {
  id: string;
  user_id: string;
  /** The push service's URL for this browser; one row per endpoint. */
  endpoint: string;
  /** The browser's P-256 public key and authentication secret (base64url): what pushes are encrypted to. */
  p256dh: string;
  auth: string;
  created_at: V['timestamp'];
}

/** `push_outbox`: one push to one subscription, queued in the transaction of the alert it tells of. */
export interface PushOutboxRow<V extends RowValues> {
  id: string;
  /** The idempotency key: one push per key (the alert's key and the subscription's id). */
  key: string;
  subscription_id: string;
  /** What the service worker receives (JSON). */
  payload: unknown;
  status: 'pending' | 'sent' | 'failed' | 'gone';
  attempts: number;
  /** Null: due at once. */
  next_attempt_at: V['timestamp'] | null;
  last_error: string | null;
  sent_at: V['timestamp'] | null;
  created_at: V['timestamp'];
}

/** `contact_messages`: the contact form's messages, kept whether or not mailing them worked. */
export interface ContactMessageRow<V extends RowValues> {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  client_ip: string | null;
  /** When support was mailed (null: mailing failed, or not tried). */
  sent_at: V['timestamp'] | null;
  created_at: V['timestamp'];
}

/** `deleted_identities`: erased accounts' logins, whose unexpired tokens must not re-create them. */
export interface DeletedIdentityRow<V extends RowValues> {
  cognito_sub: string;
  deleted_at: V['timestamp'];
}

/** `saved_deals`: a heart on a deal (its news becomes an alert). */
export interface SavedDealRow<V extends RowValues> {
  user_id: string;
  deal_id: string;
  created_at: V['timestamp'];
}

/**
 * `businesses`: what a partner account sells under one name (its deals' `business_name`): one
 * account may run several. Made when a deal first names it; gone with the account.
 */
export interface BusinessRow<V extends RowValues> {
  id: string;
  owner_id: string;
  name: string;
  created_at: V['timestamp'];
}

/** `saved_businesses`: a saved business (its new deals and new times become alerts). */
export interface SavedBusinessRow<V extends RowValues> {
  user_id: string;
  business_id: string;
  created_at: V['timestamp'];
}

/** `alerts`: a saved search around a place (the server indexes its centre with GiST). */
export interface AlertRow<V extends RowValues> {
  id: string;
  user_id: string;
  place_name: string;
  latitude: number;
  longitude: number;
  radius_km: number;
  window: AlertWindow;
  categories: Category[];
  /** Dollars; null: any price. */
  max_price: V['numeric'] | null;
  created_at: V['timestamp'];
}

/** `alert_settings`: quiet hours ("HH:MM" in `time_zone`) and the daily cap; no row: the defaults. */
export interface AlertSettingsRow {
  user_id: string;
  quiet_start: string;
  quiet_end: string;
  time_zone: string;
  daily_cap: number;
}

/**
 * `alert_moments`: something that happened to a deal that alerts may be about, recorded in the
 * transaction of the change (so it exists exactly when the change committed) and matched once
 * by the sweep that claims it.
 */
export interface AlertMomentRow<V extends RowValues> {
  id: string;
  moment: AlertMoment;
  deal_id: string;
  /** Null: an open-dated deal's stock (a spot freed, a price drop). */
  session_id: string | null;
  /** Dollars before a price drop (null otherwise). */
  previous_price: V['numeric'] | null;
  created_at: V['timestamp'];
  /** Null until a sweep matched it. */
  processed_at: V['timestamp'] | null;
}

/** `inbox_alerts`: one alert as the person's inbox lists it (what a push or mail told). */
export interface InboxAlertRow<V extends RowValues> {
  id: string;
  user_id: string;
  /** The saved alert that matched; null: a saved deal's or a saved business's news. */
  alert_id: string | null;
  /** `alertOnceKey`: unique. */
  once_key: string;
  moment: AlertMoment;
  deal_id: string;
  deal_title: string;
  business_name: string;
  session_id: string | null;
  starts_at: V['timestamp'] | null;
  time_zone: string;
  price: V['numeric'];
  previous_price: V['numeric'] | null;
  distance_m: number | null;
  created_at: V['timestamp'];
  read_at: V['timestamp'] | null;
}
