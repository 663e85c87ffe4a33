/**
 * The mock database's models: the server's tables, whose rows are @spur/domain's one row shape
 * per table in its JSON encoding (`UserRow<JsonValues>`, …: database.ts checks that these models
 * produce exactly those), plus the outbox, the emulated Cognito user pool and the test
 * checkout's checkouts. Defaults are the columns' defaults.
 */
import { CANCELLATION_DEFAULTS, DEFAULT_DEAL_LANGUAGES, type AlertMoment, type AlertWindow, type BookingStatus, type Category, type DealLanguage, type LedgerKind, type SessionStatus, type UserType, type WaitlistStatus } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { nullable, primaryKey } from './lean-factory';

const str = () => '';
const num = () => 0;
const bool = () => false;
/** A text column holding one of `T`, defaulting to `value`. */
const oneOf = <T extends string>(value: T) => (): T => value;

export const dictionary = {
  user: {
    id: primaryKey(String),
    cognito_sub: str,
    email: str,
    full_name: nullable<string>(() => null),
    phone_number: nullable<string>(() => null),
    user_type: oneOf<UserType>('regular'),
    marketing_emails: bool,
    booking_updates: bool,
    marketing_email: str,
    booking_email: str,
    /** Alerts by mail when no push subscription takes them (on by default). */
    alert_emails: (): boolean => true,
    /** The language of the person's mail and alerts. */
    locale: oneOf<Locale>('en'),
    created_at: str,
    updated_at: str,
  },
  deal: {
    id: primaryKey(String),
    /** Null once the owner's account is deleted (the deal is then off sale). */
    owner_id: nullable<string>(() => null),
    title: str,
    description: str,
    price: num,
    original_price: nullable<number>(() => null),
    category: oneOf<Category>('tour'),
    location: str,
    /** The venue's coordinates (WGS 84 degrees). */
    latitude: num,
    longitude: num,
    business_name: str,
    /** The owner's business of `business_name`; null once the owner's account is deleted. */
    business_id: nullable<string>(() => null),
    available_slots: num,
    image: nullable<string>(() => null),
    booking_type: nullable<string>(() => null),
    vendor_shortname: nullable<string>(() => null),
    expires_at: nullable<string>(() => null),
    created_at: str,
    updated_at: str,
    deleted_at: nullable<string>(() => null),
    /** IANA zone of the venue. */
    time_zone: str,
    /** Last-minute price drop: both set or both null. */
    price_drop_floor: nullable<number>(() => null),
    price_drop_window_minutes: nullable<number>(() => null),
    /** Set once the deal has had a session (sessions are never deleted): it is no longer open-dated. */
    has_sessions: bool,
    /** Cancellation terms (rows saved before them take the defaults). */
    cancel_free_hours: (): number => CANCELLATION_DEFAULTS.freeHours,
    cancel_late_refund_percent: (): number => CANCELLATION_DEFAULTS.lateRefundPercent,
    /** The languages the experience is given in (rows saved before them: English). */
    languages: (): DealLanguage[] => [...DEFAULT_DEAL_LANGUAGES],
  },
  /** One occurrence of a deal, with its own spots and booking cut-off. */
  session: {
    id: primaryKey(String),
    deal_id: str,
    starts_at: str,
    duration_minutes: num,
    capacity: num,
    slots_left: num,
    cutoff_minutes: num,
    status: oneOf<SessionStatus>('scheduled'),
    created_at: str,
    updated_at: str,
  },
  booking: {
    id: primaryKey(String),
    deal_id: str,
    user_id: nullable<string>(() => null),
    guest_email: nullable<string>(() => null),
    guest_name: nullable<string>(() => null),
    status: oneOf<BookingStatus>('pending'),
    booking_time: str,
    amount_cents: num,
    checkout_session_id: nullable<string>(() => null),
    /** The session booked; null for an open-dated deal. */
    session_id: nullable<string>(() => null),
    /** Set once paid; unpaid cancelled bookings are erased with their account, paid ones kept. */
    payment_intent_id: nullable<string>(() => null),
    hold_expires_at: nullable<string>(() => null),
    /** When money was given back. */
    refunded_at: nullable<string>(() => null),
    /** What the cancellation refunded (0: nothing under the terms); null: no refund. */
    refund_cents: nullable<number>(() => null),
    /** Confirmed bookings: the voucher's redemption code (kept when cancelled). */
    voucher_code: nullable<string>(() => null),
    checked_in_at: nullable<string>(() => null),
    created_at: str,
    updated_at: str,
  },
  /** The money ledger (the server's ledger_entries, migration 018): one row per money event of a booking, in cents. */
  ledgerEntry: {
    id: primaryKey(String),
    /** The idempotency key: one row per key. */
    key: str,
    booking_id: str,
    kind: oneOf<LedgerKind>('charge'),
    amount_cents: num,
    created_at: str,
    /** A transfer's test-mode id (migration 020). */
    provider_id: nullable<string>(() => null),
  },
  /** A business's payout account (the server's payout_accounts, migration 019): demo accounts are test accounts. */
  payoutAccount: {
    business_id: primaryKey(String),
    stripe_account_id: str,
    charges_enabled: bool,
    payouts_enabled: bool,
    details_submitted: bool,
    requirements_due: (): string[] => [],
    last_event_at: nullable<string>(() => null),
    last_event_id: nullable<string>(() => null),
    created_at: str,
    updated_at: str,
  },
  /** A place in line for a sold-out session (or open-dated deal: session_id null); see migration 015. */
  waitlistEntry: {
    id: primaryKey(String),
    /** The entry's capability (the offer link): an unguessable UUID. */
    token: str,
    deal_id: str,
    session_id: nullable<string>(() => null),
    user_id: nullable<string>(() => null),
    email: nullable<string>(() => null),
    status: oneOf<WaitlistStatus>('waiting'),
    /** While offered: until when the freed spot is held for this person. */
    offer_expires_at: nullable<string>(() => null),
    booking_id: nullable<string>(() => null),
    created_at: str,
    updated_at: str,
  },
  review: {
    id: primaryKey(String),
    booking_id: str,
    deal_id: str,
    /** The reviewing account (null for guests and erased accounts). */
    user_id: nullable<string>(() => null),
    rating: num,
    body: str,
    reviewer_name: str,
    created_at: str,
    /** The business's one answer. */
    answer: nullable<string>(() => null),
    answered_at: nullable<string>(() => null),
  },
  contactMessage: {
    id: primaryKey(String),
    name: str,
    email: str,
    subject: str,
    message: str,
    client_ip: nullable<string>(() => null),
    /** Demo mode mails nothing to support. */
    sent_at: nullable<string>(() => null),
    created_at: str,
  },
  /** A heart on a deal (the server's saved_deals): `key` is user and deal, the table's primary key. */
  savedDeal: {
    key: primaryKey(String),
    user_id: str,
    deal_id: str,
    created_at: str,
  },
  /** What a partner account sells under one name (the server's businesses): made when a deal first names it. */
  business: {
    id: primaryKey(String),
    owner_id: str,
    name: str,
    created_at: str,
  },
  /** A saved business (the server's saved_businesses): `key` is user and business, the table's primary key. */
  savedBusiness: {
    key: primaryKey(String),
    user_id: str,
    business_id: str,
    created_at: str,
  },
  /** A saved alert: a circle, a window, categories and a highest price (the server's alerts). */
  alert: {
    id: primaryKey(String),
    user_id: str,
    place_name: str,
    latitude: num,
    longitude: num,
    radius_km: num,
    window: oneOf<AlertWindow>('within_3h'),
    categories: (): Category[] => [],
    max_price: nullable<number>(() => null),
    created_at: str,
  },
  /** A person's quiet hours and daily cap (the server's alert_settings); no row: the defaults. */
  alertSettings: {
    user_id: primaryKey(String),
    quiet_start: str,
    quiet_end: str,
    time_zone: str,
    daily_cap: num,
  },
  /** Something that happened to a deal, recorded with the write that made it (the server's triggers); the sweep matches it once. */
  alertMoment: {
    id: primaryKey(String),
    moment: oneOf<AlertMoment>('new_session'),
    deal_id: str,
    session_id: nullable<string>(() => null),
    previous_price: nullable<number>(() => null),
    created_at: str,
    processed_at: nullable<string>(() => null),
  },
  /** One alert of a person's inbox (the server's inbox_alerts); `once_key` is unique. */
  inboxAlert: {
    id: primaryKey(String),
    user_id: str,
    alert_id: nullable<string>(() => null),
    once_key: str,
    moment: oneOf<AlertMoment>('new_session'),
    deal_id: str,
    deal_title: str,
    business_name: str,
    session_id: nullable<string>(() => null),
    starts_at: nullable<string>(() => null),
    time_zone: str,
    price: num,
    previous_price: nullable<number>(() => null),
    distance_m: nullable<number>(() => null),
    created_at: str,
    read_at: nullable<string>(() => null),
  },
  /** The transactional mail outbox (the server's mail_outbox): what the demo would have sent. */
  mail: {
    /** The idempotency key: one mail per key. */
    key: primaryKey(String),
    /** @spur/domain's MailKind. */
    kind: str,
    to: str,
    /** The language of the mail's data and of its rendering. */
    locale: oneOf<Locale>('en'),
    /** The mail's data (@spur/domain's MailDataByKind) as JSON. */
    data: str,
    created_at: str,
  },
  /** Subjects of deleted accounts: their still-unexpired tokens must not re-create them. */
  deletedIdentity: {
    cognito_sub: primaryKey(String),
    deleted_at: str,
  },
  /** The built-in test checkout's checkouts: a stand-in for Stripe's Checkout Session, whose name the table keeps (the demo's stored data is keyed by it). */
  checkoutSession: {
    id: primaryKey(String),
    booking_id: str,
    deal_id: str,
    deal_title: str,
    user_id: nullable<string>(() => null),
    /** Cents. */
    amount: num,
    currency: str,
    customer_email: nullable<string>(() => null),
    /** 'open' | 'complete' | 'expired' */
    status: str,
    expires_at: str,
    created_at: str,
  },
  /** The emulated Cognito user pool. */
  cognitoUser: {
    username: primaryKey(String),
    sub: str,
    email: str,
    email_verified: bool,
    password: str,
    /** 'UNCONFIRMED' | 'CONFIRMED' */
    status: str,
    /** Other user attributes (name, phone_number, custom:user_type...) as a JSON object. */
    attributes: str,
    /** Cognito groups as a JSON array. */
    groups: str,
    created_at: str,
    updated_at: str,
  },
  /** One signed-in Cognito session: its refresh token and the `origin_jti` of its tokens. */
  cognitoSession: {
    id: primaryKey(String),
    username: str,
    refresh_token: str,
    created_at: str,
  },
};

export type Dictionary = typeof dictionary;
export type ModelName = keyof Dictionary;
