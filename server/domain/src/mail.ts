/**
 * Transactional e-mail, written once for the server's outbox and the in-browser backend's: the
 * kinds, who gets each one and in which language, what a booking's mail says (texts in the venue's
 * time, in the recipient's language), when the reminder is due, and how the outbox retries a failed
 * delivery.
 */
import { buildPath, CURRENCY, WAITLIST_OFFER_ROUTE } from '@spur/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, defineCopy, isLocale, localize, type Locale } from '@spur/i18n';
import { cancellationDeadline, termsOf, type CancellationColumns } from './cancellation';
import { termsLine } from './cancellationText';
import { formatDate, formatZonedDateTime, formatZonedTime } from './timeFormat';
import { millis, type Instant } from './time';
import type { AlertNotice } from './alerts';

export const MAIL_KINDS = ['booking_confirmed', 'booking_cancelled', 'session_cancelled', 'reminder', 'waitlist_offer', 'alert'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The kinds a booking's change queues (an offer and an alert are built by their own flows). */
export type BookingMailKind = Exclude<MailKind, 'waitlist_offer' | 'alert'>;

/** Receipts go out whatever the preferences say; the other kinds are booking updates. */
const RECEIPTS: ReadonlySet<MailKind> = new Set(['booking_confirmed', 'booking_cancelled', 'session_cancelled']);

const MAIL_COPY = defineCopy((t) => ({
  anyDay: t('Any day'),
  anyDayUntil: (date: string) => t('Any day until {date}', { date }),
}));

/** The account columns the rule reads (the same in both stores). */
export interface MailAccount {
  email: string;
  /** Where booking mail goes; '' means the login address. */
  booking_email: string;
  booking_updates: boolean;
  /** The language of the account's mail (its profile's); English when it has none. */
  locale?: string | null | undefined;
}

/** The language a mail to `account` is written in: the account's, English for a guest (nobody chose one). */
export function mailLocale(account: { locale?: string | null | undefined } | null | undefined): Locale {
  return isLocale(account?.locale) ? account.locale : DEFAULT_LOCALE;
}

/**
 * Who gets a mail of `kind` about a booking, or null when nobody should: an account's receipts
 * go to its booking address (else its login address); reminders and waitlist offers only when
 * it wants booking updates. A guest gets everything at the address they paid with.
 */
export function mailRecipient(kind: MailKind, account: MailAccount | null, guestEmail: string | null): string | null {
  if (!account) return guestEmail || null;
  if (!RECEIPTS.has(kind) && !account.booking_updates) return null;
  return account.booking_email || account.email;
}

/** The booking mails' content, computed when queued (in the recipient's language) so that both backends say the same. */
export interface BookingMailData {
  bookingId: string;
  dealTitle: string;
  businessName: string;
  /** "Sat, Nov 28, 9:00 AM PST" (venue time), or "Any day until Nov 30" for an open-dated deal. */
  when: string;
  location: string;
  mapUrl: string;
  amountCents: number;
  currency: string;
  voucherCode: string | null;
  /** The cancellation terms as they stood when the mail was queued. */
  terms: string;
  /** What the cancellation gave back (cancellation mails), in cents. */
  refundCents: number | null;
  /** The booking's page in the app, a path (the sender puts its origin in front). */
  bookingPath: string;
}

/** The id of the offer page's "Leave the waitlist" button, the fragment of the mail's leave link. */
export const WAITLIST_LEAVE_ANCHOR = 'leave';

/** The waitlist's offer: the spot is held until `claimBy`. */
export interface WaitlistOfferData {
  dealTitle: string;
  /** "Sat, Nov 28, 9:00 AM PST" (venue time), or "Any day until Nov 30" for an open-dated deal. */
  sessionTime: string;
  /** "9:10 AM PST" (venue time). */
  claimBy: string;
  /** The offer's page in the app (WAITLIST_OFFER_ROUTE), a path (the sender puts its origin in front). */
  claimPath: string;
  /**
   * The same page at its "Leave the waitlist" button: a guest has no account to leave from. A
   * page, not the leave itself, so that a mail scanner following links leaves nobody's line.
   */
  leavePath: string;
}

export interface MailDataByKind {
  booking_confirmed: BookingMailData;
  booking_cancelled: BookingMailData;
  session_cancelled: BookingMailData;
  reminder: BookingMailData;
  waitlist_offer: WaitlistOfferData;
  alert: AlertNotice;
}

/** One queued mail, as both outboxes hold it; `locale` is the language its data and its rendering are in. */
export type QueuedMail = { [Kind in MailKind]: { kind: Kind; to: string; key: string; locale: Locale; data: MailDataByKind[Kind] } }[MailKind];

/** The idempotency key of a booking's mail: queuing it twice keeps one. */
export const bookingMailKey = (kind: MailKind, bookingId: string): string => `${kind}:${bookingId}`;

export const bookingPath = (bookingId: string): string => `/booking-details/${bookingId}`;

export const mapUrlOf = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** A session's start as a mail states it: venue time, the zone always named (the reader may be anywhere). */
export function mailTime(at: Instant, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatZonedDateTime(at, zone, locale);
}

/** What a booking mail is built from: the booking, its deal and its session's start (null: open-dated). */
export interface BookingMailSource {
  booking: { id: string; amount_cents: number; voucher_code: string | null; refund_cents: number | null };
  deal: CancellationColumns & {
    title: string;
    business_name: string;
    location: string;
    latitude: number;
    longitude: number;
    time_zone: string;
    expires_at: Instant | null;
  };
  startsAt: Instant | null;
}

/** When a booking (or an offered spot) is for: the session's start, else the open-dated deal's window. */
function whenText(deal: { time_zone: string; expires_at: Instant | null }, startsAt: Instant | null, now: Date, locale: Locale): string {
  if (startsAt !== null) return mailTime(startsAt, deal.time_zone, locale);
  const copy = localize(MAIL_COPY, locale);
  return deal.expires_at === null ? copy.anyDay : copy.anyDayUntil(formatDate(new Date(millis(deal.expires_at)), now, deal.time_zone, locale));
}

export function bookingMailData({ booking, deal, startsAt }: BookingMailSource, now: Date, locale: Locale = DEFAULT_LOCALE): BookingMailData {
  const terms = termsOf(deal);
  const expiresAt = deal.expires_at === null ? null : new Date(millis(deal.expires_at));
  const start = startsAt === null ? null : new Date(millis(startsAt));
  return {
    bookingId: booking.id,
    dealTitle: deal.title,
    businessName: deal.business_name,
    when: whenText(deal, startsAt, now, locale),
    location: deal.location,
    mapUrl: mapUrlOf(deal.latitude, deal.longitude),
    amountCents: booking.amount_cents,
    currency: CURRENCY,
    voucherCode: booking.voucher_code,
    // Booking mails go out before the voucher is used: the terms as they stand unused.
    terms: termsLine(terms, cancellationDeadline({ terms, starts_at: start, expires_at: expiresAt, checked_in_at: null }), now, { zone: deal.time_zone, locale }, start === null),
    refundCents: booking.refund_cents,
    bookingPath: bookingPath(booking.id),
  };
}

/** A booking's mail of `kind` to whom `mailRecipient` says, in their language; null when nobody should get it. */
export function bookingMail(kind: BookingMailKind, source: BookingMailSource, account: MailAccount | null, guestEmail: string | null, now: Date): QueuedMail | null {
  const to = mailRecipient(kind, account, guestEmail);
  if (!to) return null;
  const locale = mailLocale(account);
  return { kind, to, key: bookingMailKey(kind, source.booking.id), locale, data: bookingMailData(source, now, locale) };
}

/** What an offer's mail is built from: the offered entry, its deal, its session's start (null: open-dated) and the waiter's account (null: a guest). */
export interface WaitlistOfferSource {
  entry: { id: string; token: string; email: string | null; offer_expires_at: Instant };
  deal: { title: string; time_zone: string; expires_at: Instant | null };
  startsAt: Instant | null;
  account: MailAccount | null;
}

/** The offer's mail (one per offer), or null when the waiter does not want booking updates. */
export function waitlistOfferMail({ entry, deal, startsAt, account }: WaitlistOfferSource, now: Date): QueuedMail | null {
  const to = mailRecipient('waitlist_offer', account, entry.email);
  if (!to) return null;
  const locale = mailLocale(account);
  const offerPath = buildPath(WAITLIST_OFFER_ROUTE, { token: entry.token });
  return {
    kind: 'waitlist_offer',
    to,
    key: `waitlist_offer:${entry.id}`,
    locale,
    data: {
      dealTitle: deal.title,
      sessionTime: whenText(deal, startsAt, now, locale),
      claimBy: formatZonedTime(entry.offer_expires_at, deal.time_zone, locale),
      claimPath: offerPath,
      leavePath: `${offerPath}#${WAITLIST_LEAVE_ANCHOR}`,
    },
  };
}

/**
 * An alert's mail (when no push subscription took it): to the login address, if the person wants
 * alert mail; `notice` is in the account's language (`mailLocale`).
 */
export function alertMail(notice: AlertNotice, account: { email: string; alert_emails: boolean; locale?: string | null | undefined }, key: string): QueuedMail | null {
  if (!account.alert_emails || !account.email) return null;
  return { kind: 'alert', to: account.email, key: `alert:${key}`, locale: mailLocale(account), data: notice };
}

/** The reminder goes out within the last hour before the start. */
export const REMINDER_LEAD_MS = 60 * 60_000;

export function reminderDue(startsAt: Instant, now: Date): boolean {
  const until = millis(startsAt) - now.getTime();
  return until > 0 && until <= REMINDER_LEAD_MS;
}

/** A claimed mail not marked sent by then (its sender crashed) is due again. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** Attempts before a mail is given up as failed (about a day of backoff). */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** Exponential backoff after the `attempts`-th failed attempt: 1 min, 2, 4, … up to 6 hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** "$45.00" ("US$45.00" in Chinese). */
export function formatMailAmount(cents: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
