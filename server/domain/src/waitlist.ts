/**
 * The instant waitlist's rules. A person waits once per session (or open-dated deal); a spot
 * that frees up while someone waits becomes an offer to the first in line, held out of sale for
 * WAITLIST_CLAIM_MINUTES; unclaimed, it passes to the next, and with nobody left it goes back on
 * sale. Claiming turns the held spot into a pending booking (no new slot is taken).
 */
import { MESSAGES, WAITLIST_CLAIM_MINUTES, type WaitlistStatus } from '@spur/contract';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { isExpired, isRemoved, type DealState } from './deals';
import { isOpenForBooking, type SessionState } from './sessions';
import { normalizeEmail } from './checkout';
import { millis, type Instant } from './time';

const CLAIM_MS = WAITLIST_CLAIM_MINUTES * 60_000;

/** What a line is for: a session of a deal, or an open-dated deal itself (session null). */
export interface WaitlistTarget {
  deal: Pick<DealState, 'expires_at' | 'deleted_at' | 'available_slots'>;
  session: SessionState | null;
}

/** A line is open while its session (or open-dated deal) can still be booked by time. */
export function waitlistOpen({ deal, session }: WaitlistTarget, now: Date): boolean {
  if (isRemoved(deal) || isExpired(deal, now)) return false;
  return session === null || isOpenForBooking(session, now);
}

/** A line its business closed for good: the session cancelled or the deal removed (not merely past its time). */
export function lineClosedByBusiness({ deal, session }: WaitlistTarget): boolean {
  return isRemoved(deal) || session?.status === 'cancelled';
}

/** Joining needs an open line (409 closed) for something sold out (409: book it instead). */
export function assertWaitlistJoinable(target: WaitlistTarget, now: Date): void {
  if (!waitlistOpen(target, now)) throw conflict(MESSAGES.waitlistClosed);
  const left = target.session ? target.session.slots_left : target.deal.available_slots;
  if (left > 0) throw conflict(MESSAGES.waitlistNotSoldOut);
}

/** Who waits: the signed-in account, else the guest's address (400 without one). */
export function waitlistPerson(user: { id: string } | undefined, email: string | undefined): { user_id: string | null; email: string | null } {
  if (user) return { user_id: user.id, email: null };
  if (!email) throw badRequest(MESSAGES.enterEmail);
  return { user_id: null, email: normalizeEmail(email) };
}

/** Until when an offer made at `now` holds its spot. */
export const offerExpiry = (now: Date): Date => new Date(now.getTime() + CLAIM_MS);

export interface WaitlistEntryState {
  status: WaitlistStatus | string;
  user_id: string | null;
  offer_expires_at: Instant | null;
}

/** An offer whose window is over (the sweep has not passed it on yet, or has). */
export function offerRanOut(entry: WaitlistEntryState, now: Date): boolean {
  return entry.status === 'offered' && entry.offer_expires_at !== null && millis(entry.offer_expires_at) <= now.getTime();
}

/** The status a client sees: an offer past its window reads as expired before the sweep gets to it. */
export function shownWaitlistStatus(entry: WaitlistEntryState, now: Date): WaitlistStatus {
  return offerRanOut(entry, now) ? 'expired' : (entry.status as WaitlistStatus);
}

/** Why an entry cannot be claimed or left now (null: it can), by its shown status. */
function stateRefusal(status: WaitlistStatus, action: 'claim' | 'leave') {
  if (status === 'claimed') return conflict(MESSAGES.waitlistOfferUsed);
  if (status === 'left') return conflict(MESSAGES.waitlistLeft);
  if (status === 'expired') return conflict(MESSAGES.waitlistOfferExpired);
  if (status === 'closed') return conflict(MESSAGES.waitlistClosed);
  if (status === 'waiting' && action === 'claim') return conflict(MESSAGES.waitlistNoOffer);
  return null;
}

/**
 * Claiming: an account's offer only by that account signed in (403), then a live offer (409:
 * used, left, expired, closed, not offered yet). A guest's offer by whoever holds its token.
 */
export function assertClaimable(entry: WaitlistEntryState | null | undefined, callerId: string | undefined, now: Date): void {
  if (!entry) throw notFound(MESSAGES.waitlistNotFound);
  if (entry.user_id !== null && entry.user_id !== callerId) throw forbidden(MESSAGES.waitlistOfferForAccount);
  const refusal = stateRefusal(shownWaitlistStatus(entry, now), 'claim');
  if (refusal) throw refusal;
}

/** Leaving: while waiting or offered (409 otherwise: used, left, expired, closed). */
export function assertLeavable(entry: WaitlistEntryState | null | undefined, now: Date): void {
  if (!entry) throw notFound(MESSAGES.waitlistNotFound);
  const refusal = stateRefusal(shownWaitlistStatus(entry, now), 'leave');
  if (refusal) throw refusal;
}

/** The first in line among `entries`: waiting, earliest joined (ties by id). */
export function nextInLine<E extends { status: string; created_at: Instant; id: string }>(entries: readonly E[]): E | null {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  waiting.sort((a, b) => millis(a.created_at) - millis(b.created_at) || (a.id < b.id ? -1 : 1));
  return waiting[0] ?? null;
}

/** A place still in line: waiting, or holding an offered spot. */
export const LIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

export const isLiveEntry = (entry: { status: string }): boolean => (LIVE_WAITLIST_STATUSES as readonly string[]).includes(entry.status);

/** What a closed place reads: no offer left. */
export const CLOSED_ENTRY = { status: 'closed', offer_expires_at: null } as const;

/**
 * A line its business closed (the session cancelled, the deal removed): every live place in it
 * becomes closed, and each spot held for an offer goes back to its stock, never to the next in
 * line (there is no line any more). `close`: the entries to close; `unhold`: those holding a spot.
 */
export function lineClosure<E extends { status: string }>(entries: readonly E[]): { close: E[]; unhold: E[] } {
  const close = entries.filter(isLiveEntry);
  return { close, unhold: close.filter((entry) => entry.status === 'offered') };
}
