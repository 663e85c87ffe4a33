/** The instant waitlist over the mock database (rules: @spur/domain's `waitlist`, as the server). */
import { MESSAGES, DEFAULT_TIME_ZONE, id as uuidSchema, type CheckoutCreated, type WaitlistEntry } from '@spur/contract';
import {
  assertClaimable,
  assertLeavable,
  assertSessionChoice,
  assertWaitlistJoinable,
  conflict,
  notFound,
  offerRanOut,
  priceCentsAt,
  shownWaitlistStatus,
  waitlistOpen,
  waitlistPerson,
  priceDropOf,
  type RouteInput,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import type { MockDatabase, UserRow, WaitlistEntryRow } from '../db/database';
import { holdExpiry, iso, insertPendingBooking, openTestCheckout } from './store';
import { releaseSpot } from './waitlistOffers';

type Context<Name extends 'joinWaitlist' | 'myWaitlist' | 'getWaitlistEntry' | 'leaveWaitlist' | 'claimWaitlistOffer'> = RouteInput<Name, UserRow> & {
  backend: MockBackend;
  db: MockDatabase;
  now: Date;
};

const LIVE = ['waiting', 'offered'];

function toEntry(db: MockDatabase, row: WaitlistEntryRow, now: Date): WaitlistEntry {
  const deal = db.deal.findFirst({ where: { id: { equals: row.deal_id } } })!;
  const session = row.session_id ? db.session.findFirst({ where: { id: { equals: row.session_id } } }) : null;
  const status = shownWaitlistStatus(row, now);
  const offered = status === 'offered';
  return {
    token: row.token,
    deal_id: row.deal_id,
    deal_title: deal.title,
    session_id: row.session_id,
    session_starts_at: session?.starts_at ?? null,
    time_zone: deal.time_zone || DEFAULT_TIME_ZONE,
    status,
    email: row.email,
    for_account: row.user_id !== null,
    offer_expires_at: offered ? row.offer_expires_at : null,
    offer_amount: offered ? priceCentsAt({ price: deal.price, price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now) : null,
    created_at: row.created_at,
  };
}

const findEntry = (db: MockDatabase, token: string) => db.waitlistEntry.findFirst({ where: { token: { equals: token } } });

function updateEntry(db: MockDatabase, id: string, data: Partial<WaitlistEntryRow>): WaitlistEntryRow {
  return db.waitlistEntry.update({ where: { id: { equals: id } }, data }) as WaitlistEntryRow;
}

/** The sweep (run before every request): offers whose window is over pass on. Returns how many. */
export function passExpiredOffers(backend: MockBackend): number {
  const now = backend.clock.now();
  const expired = backend.db.waitlistEntry.getAll().filter((entry) => offerRanOut(entry, now));
  expired.sort((a, b) => a.offer_expires_at!.localeCompare(b.offer_expires_at!));
  for (const entry of expired) {
    updateEntry(backend.db, entry.id, { status: 'expired', offer_expires_at: null, updated_at: iso(now) });
    releaseSpot(backend, entry);
  }
  return expired.length;
}

export const waitlistRoutes = {
  /** 404 deal, 400 session choice, 404 session, 409 closed or not sold out, 400 no e-mail, 409 already waiting. */
  joinWaitlist({ db, params, body, user, now }: Context<'joinWaitlist'>): WaitlistEntry {
    const deal = db.deal.findFirst({ where: { id: { equals: params.id ?? '' } } });
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    assertSessionChoice(deal.has_sessions, body.session_id);
    if (body.session_id !== undefined && !uuidSchema.safeParse(body.session_id).success) throw notFound(MESSAGES.sessionNotFound);
    const session = body.session_id ? db.session.findFirst({ where: { id: { equals: body.session_id } } }) : null;
    if (body.session_id && (!session || session.deal_id !== deal.id)) throw notFound(MESSAGES.sessionNotFound);
    assertWaitlistJoinable({ deal, session }, now);
    const person = waitlistPerson(user, body.email);
    const sessionId = session?.id ?? null;
    // The server's unique index: one live place per person per line.
    const already = db.waitlistEntry
      .findMany({ where: { deal_id: { equals: deal.id } } })
      .some((entry) => entry.session_id === sessionId && LIVE.includes(entry.status) && entry.user_id === person.user_id && entry.email === person.email);
    if (already) throw conflict(MESSAGES.waitlistAlreadyJoined);
    const row = db.waitlistEntry.create({
      id: randomUuid(),
      token: randomUuid(),
      deal_id: deal.id,
      session_id: sessionId,
      ...person,
      status: 'waiting',
      offer_expires_at: null,
      booking_id: null,
      created_at: iso(now),
      updated_at: iso(now),
    });
    return toEntry(db, row, now);
  },

  myWaitlist({ db, user, now }: Context<'myWaitlist'>): WaitlistEntry[] {
    return db.waitlistEntry
      .findMany({ where: { user_id: { equals: user!.id } } })
      .filter((entry) => LIVE.includes(shownWaitlistStatus(entry, now)))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((entry) => toEntry(db, entry, now));
  },

  getWaitlistEntry({ db, params, now }: Context<'getWaitlistEntry'>): WaitlistEntry {
    const entry = findEntry(db, params.token ?? '');
    if (!entry) throw notFound(MESSAGES.waitlistNotFound);
    return toEntry(db, entry, now);
  },

  /** Leaves the line; a spot offered to the person goes to the next one (or back on sale). */
  leaveWaitlist({ backend, db, params, now }: Context<'leaveWaitlist'>): WaitlistEntry {
    const entry = findEntry(db, params.token ?? '');
    assertLeavable(entry, now);
    const left = updateEntry(db, entry!.id, { status: 'left', offer_expires_at: null, updated_at: iso(now) });
    if (entry!.status === 'offered') releaseSpot(backend, entry!);
    return toEntry(db, left, now);
  },

  /** A pending booking takes over the offer's spot (none is taken again) and a checkout opens for it. */
  claimWaitlistOffer({ backend, db, params, user, now }: Context<'claimWaitlistOffer'>): CheckoutCreated {
    const entry = findEntry(db, params.token ?? '');
    assertClaimable(entry, user?.id, now);
    const deal = db.deal.findFirst({ where: { id: { equals: entry!.deal_id } } })!;
    const session = entry!.session_id ? db.session.findFirst({ where: { id: { equals: entry!.session_id } } }) : null;
    if (!waitlistOpen({ deal, session }, now)) throw conflict(MESSAGES.waitlistClosed);
    const pending = insertPendingBooking(backend, {
      deal_id: deal.id,
      session_id: session?.id ?? null,
      user_id: entry!.user_id,
      guest_email: entry!.email,
      guest_name: entry!.user_id ? (user?.full_name ?? null) : null,
      amount_cents: priceCentsAt({ price: deal.price, price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now),
      hold_expires_at: new Date(holdExpiry(backend)),
    });
    // A guest's offer is booked for the address that waited, whoever holds the link.
    const { created, booking } = openTestCheckout(backend, { booking: pending, deal, customerEmail: entry!.email ?? user?.email ?? null });
    updateEntry(db, entry!.id, { status: 'claimed', offer_expires_at: null, booking_id: booking.id, updated_at: iso(now) });
    return created;
  },
};
