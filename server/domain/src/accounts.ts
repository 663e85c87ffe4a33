/** Accounts: resolved from identity claims, edited by their owner, erased on request. */
import { BUSINESS_GROUP, MESSAGES, type ProfileUpdate } from '@spur/contract';
import { conflict, forbidden, unauthorized } from './errors';
import { normalizeEmail } from './checkout';

/** SPEC §6: a business partner by the user-type attribute or by group membership. */
export function identitySaysBusiness(userType: string | undefined, groups: readonly string[] | undefined): boolean {
  return userType === 'business' || (groups ?? []).includes(BUSINESS_GROUP);
}

/** The identity a verified token names. */
export interface Identity {
  sub: string;
  email: string;
  name?: string | undefined;
  emailVerified: boolean;
  business: boolean;
}

/** A token whose identity was erased is refused (only a missing account can have been erased). */
export function assertNotErased(erased: boolean): void {
  if (erased) throw unauthorized(MESSAGES.invalidToken);
}

/**
 * Same login email, new identity: the login was re-created. The account is adopted only when the
 * provider vouches for the address, or anyone could claim someone else's account (409).
 */
export function assertMayAdopt(identity: Pick<Identity, 'emailVerified'>): void {
  if (!identity.emailVerified) throw conflict(MESSAGES.emailInUse);
}

/** A stored email may only follow the token when no other account holds it (409). */
export const emailTaken = () => conflict(MESSAGES.emailInUse);

/** The fields of an account created on first sight of an identity (the rest take their defaults). */
export function newAccountFields(identity: Identity) {
  const email = normalizeEmail(identity.email);
  return { cognito_sub: identity.sub, email, full_name: identity.name?.trim() || null, booking_email: email };
}

/**
 * What an existing account takes from its token each time: the stored email follows the token,
 * and business identities upgrade the account. Null when nothing changes.
 */
export function accountSync(account: { email: string; user_type: string }, identity: Identity): { email: string; user_type?: 'business' } | null {
  const email = normalizeEmail(identity.email);
  const upgrade = identity.business && account.user_type !== 'business';
  if (account.email === email && !upgrade) return null;
  return { email, ...(upgrade && { user_type: 'business' as const }) };
}

/** Guest bookings made with an account's email belong to it. */
export function isGuestBookingOf(booking: { user_id: string | null; guest_email: string | null }, email: string): boolean {
  return booking.user_id === null && booking.guest_email?.toLowerCase() === normalizeEmail(email);
}

/** The blank-means-none rule for optional profile text. */
export const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** A profile edit: name and phone (blank clears), the language, and user_type may only move to business (403). */
export function profileChanges(account: { user_type: string }, changes: ProfileUpdate) {
  if (changes.user_type === 'regular' && account.user_type === 'business') throw forbidden(MESSAGES.accountTypeChange);
  return {
    full_name: blankToNull(changes.full_name),
    phone_number: blankToNull(changes.phone_number),
    user_type: changes.user_type === 'business' ? ('business' as const) : undefined,
    locale: changes.locale,
  };
}

/** What erasure writes over the bookings it keeps: every link to the person. */
export const ANONYMISED_BOOKING = { user_id: null, guest_email: null, guest_name: null } as const;

export interface ErasableBooking {
  id: string;
  deal_id: string;
  user_id: string | null;
  guest_email: string | null;
  status: string;
  payment_intent_id: string | null;
}

/**
 * Erasing an account, over its bookings (its own and guest ones made with its email): pending
 * holds are released first (slots back on sale, in deal order: the order the sweep locks in),
 * unpaid bookings are deleted, paid ones stay for the books but are anonymised. The user's reviews
 * and account go, their deals leave the market, and the identity is remembered as erased.
 */
export function erasurePlan(account: { id: string; email: string }, bookings: readonly ErasableBooking[]) {
  const mine = bookings.filter((booking) => booking.user_id === account.id || isGuestBookingOf(booking, account.email));
  const unpaid = (booking: ErasableBooking) => booking.payment_intent_id === null && booking.status !== 'confirmed';
  return {
    release: mine.filter((booking) => booking.status === 'pending').sort((a, b) => a.deal_id.localeCompare(b.deal_id)).map((booking) => booking.id),
    remove: mine.filter(unpaid).map((booking) => booking.id),
    anonymise: mine.filter((booking) => !unpaid(booking)).map((booking) => booking.id),
  };
}

/**
 * The addresses an account's mail goes to (see mailRecipient: its booking address, its login
 * address), lower-cased: erasing the account drops every mail still queued to one of them.
 */
export function accountMailAddresses(account: { email: string; booking_email: string }): string[] {
  return [...new Set([account.email, account.booking_email].filter(Boolean).map((address) => normalizeEmail(address)))];
}
