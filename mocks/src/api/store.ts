/**
 * The mock database's side of the shared rules (@spur/domain): row mappers, taking and releasing
 * slots, the hold sweep.
 */
import { CHECKOUT_QUANTITY, CURRENCY, MESSAGES, TEST_CHECKOUT_ROUTE, buildPath, type Booking, type CheckoutCreated, type Deal } from '@spur/contract';
import {
  rateWindowStart,
  ratingSummary,
  assertSessionBookable,
  conflict,
  inWindow,
  isOpenForBooking,
  nextSession,
  notFound,
  type StartWindow,
  giveBackSpots,
  holdExpired,
  holdExpiry as holdExpiryAt,
  holdRefusal,
  holdsSlot,
  toBooking as toBookingOf,
  toDeal as toDealOf,
  toReview,
  type DealSchedule,
} from '@spur/domain';
import type * as Domain from '@spur/domain';
import type { JsonValues } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken, randomUuid } from '../crypto';
import type { BookingRow, DealRow, MockDatabase, ReviewRow, SessionRow } from '../db/database';
import { waitlistTransaction } from './waitlistOffers';

export const iso = (date: Date) => date.toISOString();


// ---- lookups for @spur/domain's mappers ---------------------------------------------------

/** A deal's rating and review count (the domain's `ratingSummary`, the server's query). */
export function ratingOf(db: MockDatabase, dealId: string): { rating: number | null; reviewCount: number } {
  return ratingSummary(db.review.findMany({ where: { deal_id: { equals: dealId } } }).map((review) => review.rating));
}

/** The booking's review, if it has one. */
export function reviewOfBooking(db: MockDatabase, bookingId: string): ReviewRow | null {
  return db.review.findFirst({ where: { booking_id: { equals: bookingId } } });
}

export const sessionsOf = (db: MockDatabase, dealId: string): SessionRow[] =>
  db.session.findMany({ where: { deal_id: { equals: dealId } } }) as SessionRow[];

/**
 * What a deal's sessions add to it at `now`: the session to show within `window`
 * (`nextSession`), the others still bookable, and the spots left across all open ones.
 */
export function scheduleOf(db: MockDatabase, dealId: string, now: Date, window: StartWindow | null): DealSchedule<SessionRow> {
  const open = sessionsOf(db, dealId).filter((session) => isOpenForBooking(session, now));
  const { next, more } = nextSession(
    open.filter((session) => inWindow(Date.parse(session.starts_at), window)),
    now,
  );
  return { next, more, openSlots: open.reduce((sum, session) => sum + session.slots_left, 0) };
}

/** A deal as the API answers it (the domain's `toDeal`); `distanceM`: its rounded distance from the query's centre (null: no centre). */
export function toDeal(db: MockDatabase, row: Domain.DealRow<JsonValues>, now: Date, window: StartWindow | null = null, distanceM: number | null = null): Deal {
  return toDealOf(row, { ...ratingOf(db, row.id), schedule: row.has_sessions ? scheduleOf(db, row.id, now, window) : null, distanceM });
}

/** The booking as its owner sees it at `now` (the domain's `toBooking`). */
export function toBooking(db: MockDatabase, row: Domain.BookingRow<JsonValues>, now: Date): Booking {
  const deal = db.deal.findFirst({ where: { id: { equals: row.deal_id } } });
  const session = row.session_id ? db.session.findFirst({ where: { id: { equals: row.session_id } } }) : null;
  const review = reviewOfBooking(db, row.id);
  return toBookingOf(row, { deal, session, review: review && toReview(review) }, now);
}

/** Newest first, ties by id descending (the server's `ORDER BY created_at DESC, id DESC`). */
export function newestFirst<T extends { created_at: string; id: string }>(a: T, b: T): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

// ---- deals and slots ----------------------------------------------------------------------

function updateDeal(db: MockDatabase, id: string, data: Partial<DealRow>): DealRow {
  return db.deal.update({ where: { id: { equals: id } }, data }) as DealRow;
}

export function updateBooking(db: MockDatabase, id: string, data: Partial<BookingRow>): BookingRow {
  return db.booking.update({ where: { id: { equals: id } }, data }) as BookingRow;
}

/** Takes one slot of an on-sale deal, or throws the domain's refusal (404, 409 expired, 409 sold out). */
export function holdSlot(backend: MockBackend, dealId: string): DealRow {
  const deal = backend.db.deal.findFirst({ where: { id: { equals: dealId } } });
  const refusal = holdRefusal(deal, backend.clock.now());
  if (refusal) throw refusal;
  return updateDeal(backend.db, deal!.id, { available_slots: deal!.available_slots - 1 });
}

/**
 * Takes one spot of a session of `dealId` (the server's conditional UPDATE): 404 for a session
 * that is not the deal's, 409 with the reason when it cannot be booked now.
 */
export function holdSessionSlot(backend: MockBackend, dealId: string, sessionId: string): SessionRow {
  const { db } = backend;
  const session = db.session.findFirst({ where: { id: { equals: sessionId } } });
  if (!session || session.deal_id !== dealId) throw notFound(MESSAGES.sessionNotFound);
  assertSessionBookable(session, backend.clock.now());
  if (session.slots_left <= 0) throw conflict(MESSAGES.sessionSoldOut);
  return db.session.update({ where: { id: { equals: session.id } }, data: { slots_left: session.slots_left - 1 } }) as SessionRow;
}

export function holdExpiry(backend: MockBackend): string {
  return iso(holdExpiryAt(backend.clock.now()));
}

/** A pending booking holding a spot already taken, for CHECKOUT_HOLD_MINUTES (no checkout yet). */
export function insertPendingBooking(
  backend: MockBackend,
  row: Pick<BookingRow, 'deal_id' | 'session_id' | 'user_id' | 'guest_email' | 'guest_name' | 'amount_cents'> & { hold_expires_at: Date },
): BookingRow {
  const now = iso(backend.clock.now());
  return backend.db.booking.create({
    id: randomUuid(),
    ...row,
    status: 'pending',
    booking_time: now,
    checkout_session_id: null,
    payment_intent_id: null,
    hold_expires_at: iso(row.hold_expires_at),
    created_at: now,
    updated_at: now,
  });
}

/**
 * Opens a test checkout for a pending booking holding a spot (`holdForCheckout`, or a waitlist
 * offer's), for CHECKOUT_HOLD_MINUTES. Returns its URL and when the hold ends.
 */
export function openTestCheckout(
  backend: MockBackend,
  held: { booking: Domain.BookingRow<JsonValues>; deal: Domain.DealRow<JsonValues>; customerEmail: string | null },
): { created: CheckoutCreated; booking: BookingRow } {
  const { db } = backend;
  const now = iso(backend.clock.now());
  const checkoutId = `cs_test_${randomToken(58)}`;
  const expiresAt = holdExpiry(backend);
  const booking = updateBooking(db, held.booking.id, { checkout_session_id: checkoutId, hold_expires_at: expiresAt });
  db.checkoutSession.create({
    id: checkoutId,
    booking_id: booking.id,
    deal_id: held.deal.id,
    deal_title: held.deal.title,
    user_id: booking.user_id,
    amount: booking.amount_cents * CHECKOUT_QUANTITY,
    currency: CURRENCY,
    customer_email: held.customerEmail,
    status: 'open',
    expires_at: expiresAt,
    created_at: now,
  });
  return { created: { url: `${backend.origin()}${buildPath(TEST_CHECKOUT_ROUTE, { checkoutId })}`, hold_expires_at: expiresAt }, booking };
}

/**
 * Cancels a booking that still holds a slot (pending or confirmed) and gives the slot back (to
 * the waitlist's first person when someone waits; `toWaitlist: false`: straight back on sale);
 * its open checkout closes. Returns null when there was nothing to release.
 */
export async function releaseHold(backend: MockBackend, bookingId: string, { toWaitlist = true } = {}): Promise<BookingRow | null> {
  const { db } = backend;
  const booking = db.booking.findFirst({ where: { id: { equals: bookingId } } });
  if (!booking || !holdsSlot(booking.status)) return null;
  const now = iso(backend.clock.now());
  const released = updateBooking(db, booking.id, { status: 'cancelled', updated_at: now });
  const waitlist = waitlistTransaction(backend);
  if (toWaitlist) await giveBackSpots(waitlist, booking, backend.clock.now());
  else await waitlist.restock(booking, 1);
  if (booking.checkout_session_id) {
    db.checkoutSession.updateMany({
      where: { id: { equals: booking.checkout_session_id }, status: { equals: 'open' } },
      data: { status: 'expired' },
    });
  }
  return released;
}

/** Releases every pending hold whose time is up (the server's sweep). Returns how many. */
export async function sweepExpiredHolds(backend: MockBackend): Promise<number> {
  const now = backend.clock.now();
  const expired = backend.db.booking.getAll().filter((booking) => holdExpired(booking, now));
  for (const booking of expired) await releaseHold(backend, booking.id);
  return expired.length;
}

/** Counts one hit for `key` in its fixed window; true while the count stays within `max`. */
export function hitRateLimit(backend: MockBackend, key: string, max: number, windowSeconds: number): boolean {
  const windowStart = rateWindowStart(backend.clock.now(), windowSeconds).getTime();
  const counterKey = `${key}@${windowStart}`;
  const hits = (backend.counters.get(counterKey)?.length ?? 0) + 1;
  backend.counters.set(counterKey, Array.from({ length: hits }, () => windowStart));
  return hits <= max;
}
