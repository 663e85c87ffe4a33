/**
 * The account screens' rules as plain functions (tested in logic.test.ts): the greeting name,
 * the profile tab in `?tab=`, the email-preference update a switch sends, the booking details
 * view, the login form's validation and which error message reaches a toast.
 */
import { MESSAGES, confirmationId, type Booking, type EmailPreferencesUpdate, type Review } from '@spur/contract';
import { isProfileTab, type ProfileTab } from '@spur/ui-kit';
import { ApiError } from '../../api/errors';
import { TokenError } from '../../auth/token';

// ─── Profile header ─────────────────────────────────────────────────────────────────────────

/** SPEC §3: the first name is the first word of full_name; null when there is none (the greeting says "Hi, there"). */
export function firstName(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

// ─── Tabs and the query string ──────────────────────────────────────────────────────────────

export const TAB_PARAM = 'tab';
export const DEFAULT_PROFILE_TAB: ProfileTab = 'profile';

/** The tab `?tab=` names; a missing or unknown value falls back to Profile Info. */
export function profileTabFromParams(params: URLSearchParams): ProfileTab {
  const value = params.get(TAB_PARAM);
  return isProfileTab(value) ? value : DEFAULT_PROFILE_TAB;
}

/**
 * The query string for `tab`, keeping any other parameter. The default tab has no parameter, so
 * `/profile` and Profile Info are the same address.
 */
export function paramsWithTab(params: URLSearchParams, tab: ProfileTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_PROFILE_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}

// ─── Email preferences ──────────────────────────────────────────────────────────────────────

/** The two email preferences the Settings tab switches. */
export type EmailPreferenceKind = 'marketing' | 'booking';

export const PREFERENCE_FIELDS = {
  marketing: { flag: 'marketing_emails', address: 'marketing_email' },
  booking: { flag: 'booking_updates', address: 'booking_email' },
} as const;

/**
 * What switching a preference does (SPEC §4): switching on asks for an address first (a dialog);
 * switching off sends the flag false and an empty address at once.
 */
export type PreferenceSwitch =
  | { action: 'ask-email'; kind: EmailPreferenceKind }
  | { action: 'save'; update: EmailPreferencesUpdate };

export function preferenceSwitch(kind: EmailPreferenceKind, checked: boolean): PreferenceSwitch {
  if (checked) return { action: 'ask-email', kind };
  return { action: 'save', update: preferenceUpdate(kind, false, '') };
}

/** The PUT /api/users/email-preferences body for one preference. */
export function preferenceUpdate(kind: EmailPreferenceKind, enabled: boolean, email: string): EmailPreferencesUpdate {
  const { flag, address } = PREFERENCE_FIELDS[kind];
  return { [flag]: enabled, [address]: enabled ? email.trim() : '' } as EmailPreferencesUpdate;
}

/** The dialog's validation: an address is required (SPEC §5). Null when valid; `messages`: the contract's, in the page's language. */
export function validatePreferenceEmail(email: string, messages = MESSAGES): string | null {
  return email.trim() ? null : messages.enterEmail;
}

/** True when the failure means there is no usable sign-in: no token, a bad one, or a 401. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof TokenError || (error instanceof ApiError && error.status === 401);
}

// ─── Bookings ───────────────────────────────────────────────────────────────────────────────

/** What the booking details page shows for a booking. */
export interface BookingDetailsView {
  id: string;
  title: string;
  description: string;
  status: Booking['status'];
  cancelled: boolean;
  bookingTime: string;
  price: number;
  /** What cancelling gave back, in dollars (0: nothing under the terms); null: no refund (not cancelled, or unpaid). */
  refunded: number | null;
  location: string;
  business: string;
  /** Last 8 characters of the checkout id; null while there is none. */
  confirmationId: string | null;
  /** The booked session's start (an instant) and the venue's zone; null for an open-dated booking. */
  sessionStartsAt: string | null;
  timeZone: string;
  /** The voucher's code: confirmed bookings only. */
  voucherCode: string | null;
  /** Cancel Booking applies: not cancelled, and the voucher not used yet. */
  cancellable: boolean;
  /** "Leave a review" applies now (the domain's rule, answered by the API). */
  canReview: boolean;
  /** The booker's review of it, if written. */
  review: Review | null;
}

export function bookingDetailsView(booking: Booking): BookingDetailsView {
  return {
    id: booking.id,
    title: booking.title,
    description: booking.description,
    status: booking.status,
    cancelled: booking.status === 'cancelled',
    bookingTime: booking.booking_time,
    price: booking.price,
    refunded: booking.refunded_amount,
    location: booking.location,
    business: booking.business_name,
    confirmationId: booking.confirmation_id ? confirmationId(booking.confirmation_id) : null,
    sessionStartsAt: booking.session_starts_at,
    timeZone: booking.time_zone,
    voucherCode: booking.status === 'confirmed' ? booking.voucher_code : null,
    cancellable: booking.status !== 'cancelled' && booking.checked_in_at === null,
    canReview: booking.can_review,
    review: booking.review,
  };
}

export const bookingDetailsPath = (id: string) => `/booking-details/${encodeURIComponent(id)}`;
export const MY_BOOKINGS_PATH = '/profile?tab=bookings';

// ─── Forms and errors ───────────────────────────────────────────────────────────────────────

/** SPEC §5 Login: both fields required. Null when valid. */
export function validateLogin(email: string, password: string, messages = MESSAGES): string | null {
  return email.trim() && password ? null : messages.enterEmailAndPassword;
}

/** Change password: every field, and the two new ones must match. Null when valid. */
export function validatePasswordChange(fields: { current: string; next: string; confirm: string }, messages = MESSAGES): string | null {
  if (!fields.current || !fields.next || !fields.confirm) return messages.fillAllFields;
  if (fields.next !== fields.confirm) return messages.passwordsDoNotMatch;
  return null;
}

/**
 * The server's message when it explains a refusal (a 4xx such as a bad phone number or an
 * already cancelled booking); undefined for server errors and network failures, whose toasts use
 * the screen's own wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return undefined;
}
