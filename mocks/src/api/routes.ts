/**
 * What each endpoint does over the mock database. The rules are @spur/domain's (the server
 * applies the same functions); this file only reads and writes @mswjs/data rows. The shared
 * pipeline (handlers/api.ts) has already checked access, the `:id` format and the body/query
 * schemas before any of these run.
 */
import { CANCEL_ROUTE, DEFAULT_CANCELLATION_TERMS, DEFAULT_TIME_ZONE, MESSAGES, toCents, type EndpointName, type PriceDrop } from '@spur/contract';
import {
  priceDropOf,
  toSession,
  cancellationColumns,
  assertCheckoutOpen,
  assertFutureExpiry,
  assertOwnDeal,
  assertSessionCancellable,
  cataloguePlace,
  countOf,
  decodeCursor,
  pageAfter,
  conflict,
  isOpenForBooking,
  localDate,
  plannedEdit,
  plannedStarts,
  startOfLocalDay,
  cancelBooking,
  checkoutBuyer,
  confirmPayment,
  expireCheckout,
  holdForCheckout,
  checkoutStatus,
  dealChanges,
  isActive,
  isListed,
  SLOT_HOLDING_STATUSES,
  newDealFields,
  notFound,
  badRequest,
  payerEmail,
  rateLimited,
  slotsEdit,
  successUrl,
  termsOf,
  closeLines,
  giveBackSpots,
  offerSpotsOnSale,
  type JsonValues,
  type RouteInput,
  type RouteResult,
  type Store,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken, randomUuid } from '../crypto';
import { checkoutStore } from './checkoutStore';
import { checkInRoutes } from './checkIns';
import { waitlistRoutes } from './waitlist';
import { userRoutes } from './users';
import { waitlistTransaction } from './waitlistOffers';
import { queueBookingMail } from './mail';
import { reviewRoutes } from './reviews';
import type { BookingRow, CheckoutSessionRow, DealRow, MockDatabase, SessionRow, UserRow } from '../db/database';
import { catalogue } from './catalogue';
import {
  hitRateLimit,
  iso,
  openTestCheckout,
  newestFirst,
  releaseHold,
  sessionsOf,
  toBooking,
  toDeal,
  toManagedSession,
  updateBooking,
} from './store';

export type RouteContext<Name extends EndpointName> = RouteInput<Name, UserRow> & {
  backend: MockBackend;
  db: MockDatabase;
  store: Store<JsonValues>;
  now: Date;
};

export type Routes = {
  [Name in EndpointName]: (context: RouteContext<Name>) => RouteResult<Name> | Promise<RouteResult<Name>>;
};

/** The caller of a 'user' or 'business' endpoint (the pipeline has authenticated it). */
const me = (context: { user: UserRow | undefined }): UserRow => context.user!;

/** Prices are stored in cents, as the server's numeric(10, 2) columns round them. */
const toPrice = (value: number) => toCents(value) / 100;
const toPriceOrNull = (value: number | null) => (value === null ? null : toPrice(value));

const findDeal = (db: MockDatabase, id: string) => db.deal.findFirst({ where: { id: { equals: id } } });

/** The stored price-drop columns of a price drop (null: none). */
const priceDropColumns = (drop: PriceDrop | null) => ({
  price_drop_floor: drop === null ? null : toPrice(drop.floor_price),
  price_drop_window_minutes: drop === null ? null : drop.window_minutes,
});

/** A deal the caller owns, still on sale: 404, then 403. */
const ownDeal = (context: { db: MockDatabase; user: UserRow | undefined }, dealId: string) => assertOwnDeal(findDeal(context.db, dealId), me(context).id);

/** A session of one of the caller's deals: 404 unknown, then its deal's 404/403. */
function ownSession(context: { db: MockDatabase; user: UserRow | undefined }, sessionId: string): { session: SessionRow; deal: DealRow } {
  const session = context.db.session.findFirst({ where: { id: { equals: sessionId } } });
  if (!session) throw notFound(MESSAGES.sessionNotFound);
  return { session, deal: ownDeal(context, session.deal_id) };
}

/** Starts of the deal's other scheduled sessions (duplicates are refused against them). */
const otherStarts = (db: MockDatabase, dealId: string, except?: string) =>
  sessionsOf(db, dealId)
    .filter((session) => session.status === 'scheduled' && session.id !== except)
    .map((session) => session.starts_at);

/** Soonest first, ties by id. */
const soonestFirst = (a: SessionRow, b: SessionRow) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || (a.id < b.id ? -1 : 1);

function ownBooking(context: { db: MockDatabase; user: UserRow | undefined }, id: string) {
  const booking = context.db.booking.findFirst({ where: { id: { equals: id } } });
  if (!booking || booking.user_id !== me(context).id) throw notFound(MESSAGES.bookingNotFound);
  return booking;
}

/**
 * A checkout of the test checkout, with the booking it holds a slot for. Like the server,
 * which reads checkouts from their bookings, a checkout whose booking is gone (an erased account's
 * unpaid booking) is not found.
 */
function findCheckout(context: { db: MockDatabase; params: Record<string, string> }): { checkout: CheckoutSessionRow; booking: BookingRow } {
  const checkout = context.db.checkoutSession.findFirst({ where: { id: { equals: context.params.checkoutId ?? '' } } });
  const booking = checkout && context.db.booking.findFirst({ where: { id: { equals: checkout.booking_id } } });
  if (!checkout || !booking) throw notFound(MESSAGES.checkoutNotFound);
  return { checkout, booking };
}

/** Who pays: the buyer's account email, else the guest's (the server's `user.email ?? guest_email`). */
function customerEmail(db: MockDatabase, booking: BookingRow): string | null {
  const user = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
  return user?.email ?? booking.guest_email ?? null;
}


export const routes: Routes = {
  // ---- contact ------------------------------------------------------------------------------
  contact({ backend, db, body, now }) {
    const limit = backend.contactRateLimit;
    if (limit && !hitRateLimit(backend, 'contact', limit.max, limit.windowSeconds)) {
      throw rateLimited();
    }
    db.contactMessage.create({ id: randomUuid(), ...body, created_at: iso(now) });
    return { success: true, message: MESSAGES.contactThanks };
  },

  // ---- bookings -----------------------------------------------------------------------------
  myBookings(context) {
    const user = me(context);
    return context.db.booking
      .findMany({ where: { user_id: { equals: user.id } } })
      .sort(newestFirst)
      .map((row) => toBooking(context.db, row, context.now));
  },
  getBooking: (context) => toBooking(context.db, ownBooking(context, context.params.id ?? ''), context.now),
  async createBooking(context) {
    const user = me(context);
    const buyer = { user_id: user.id, guest_email: null, guest_name: user.full_name };
    const { booking } = await holdForCheckout(checkoutStore(context.backend), { dealId: context.body.deal_id, sessionId: context.body.session_id, buyer, now: context.now });
    return toBooking(context.db, booking, context.now);
  },
  async cancelBooking(context) {
    const { db, now } = context;
    const booking = await cancelBooking(checkoutStore(context.backend), { bookingId: context.params.id ?? '', userId: me(context).id, now });
    return toBooking(db, ownBooking(context, booking.id), now);
  },

  // ---- deals --------------------------------------------------------------------------------
  listDeals({ db, query, now }) {
    const { entries, toDeal: answer } = catalogue(db, query, now);
    return entries.slice(query.offset, query.offset + query.limit).map(answer);
  },
  dealPage({ db, query, now }) {
    const { sort } = cataloguePlace(query);
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor, sort);
    const { entries, toDeal: answer } = catalogue(db, query, now, after);
    const page = pageAfter(entries, (entry) => entry.key, after, query.limit);
    return { deals: page.entries.map(answer), next_cursor: page.next, ...countOf(entries.length) };
  },
  getDeal({ db, params, now }) {
    const deal = findDeal(db, params.id ?? '');
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    return toDeal(db, deal, now);
  },
  myDeals(context) {
    const user = me(context);
    return context.db.deal
      .getAll()
      .filter((deal) => deal.owner_id === user.id && deal.deleted_at === null)
      .sort(newestFirst)
      .map((deal) => toDeal(context.db, deal, context.now));
  },
  businessStats(context) {
    const user = me(context);
    const { db, now } = context;
    const owned = db.deal.getAll().filter((deal) => deal.owner_id === user.id);
    const ownedIds = new Set(owned.map((deal) => deal.id));
    const revenueCents = db.booking
      .getAll()
      .filter((booking) => booking.status === 'confirmed' && ownedIds.has(booking.deal_id))
      .reduce((total, booking) => total + booking.amount_cents, 0);
    const live = owned.filter((deal) => deal.deleted_at === null);
    const liveIds = new Set(live.map((deal) => deal.id));
    // A deal with sessions is active while one of them is open for booking with spots left.
    const active = live.filter((deal) =>
      deal.has_sessions
        ? isListed(deal, now) && sessionsOf(db, deal.id).some((session) => session.slots_left > 0 && isOpenForBooking(session, now))
        : isActive(deal, now),
    );
    const midnight = startOfLocalDay(localDate(now, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE).getTime();
    return {
      total_deals: live.length,
      total_revenue: revenueCents / 100,
      active_deals: active.length,
      upcoming_sessions: db.session
        .getAll()
        .filter((session) => liveIds.has(session.deal_id) && session.status === 'scheduled' && Date.parse(session.starts_at) > now.getTime()).length,
      seats_sold_today: db.booking
        .getAll()
        .filter((booking) => booking.status === 'confirmed' && ownedIds.has(booking.deal_id) && Date.parse(booking.booking_time) >= midnight).length,
    };
  },
  createDeal(context) {
    const { price_drop, cancellation, ...fields } = newDealFields(me(context), context.body, context.now);
    const stamp = iso(context.now);
    const deal = context.db.deal.create({
      id: randomUuid(),
      ...fields,
      ...priceDropColumns(price_drop),
      ...cancellationColumns(cancellation),
      price: toPrice(fields.price),
      original_price: toPriceOrNull(fields.original_price),
      booking_type: null,
      vendor_shortname: null,
      expires_at: fields.expires_at && iso(fields.expires_at),
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    });
    return toDeal(context.db, deal, context.now);
  },
  async updateDeal(context) {
    const { body, now, db } = context;
    assertFutureExpiry(body.expires_at, now);
    const deal = assertOwnDeal(findDeal(db, context.params.id ?? ''), me(context).id);
    const { expires_at, price_drop, cancellation, ...changes } = dealChanges({ ...deal, price_drop: priceDropOf(deal), cancellation: termsOf(deal) }, body);
    const data: Partial<DealRow> = {
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      ...(price_drop !== undefined && priceDropColumns(price_drop)),
      ...(cancellation !== undefined && cancellationColumns(cancellation)),
      price: toPrice(changes.price),
      original_price: toPriceOrNull(changes.original_price),
      ...(expires_at !== undefined && { expires_at: expires_at && iso(expires_at) }),
      updated_at: iso(now),
    };
    const { onSale, added } = slotsEdit(deal.available_slots, changes.available_slots);
    if (onSale !== undefined) data.available_slots = onSale;
    db.deal.update({ where: { id: { equals: deal.id } }, data });
    if (added > 0) await giveBackSpots(waitlistTransaction(context.backend), { deal_id: deal.id, session_id: null }, now, added);
    return toDeal(db, findDeal(db, deal.id)!, now);
  },
  async deleteDeal(context) {
    const deal = assertOwnDeal(findDeal(context.db, context.params.id ?? ''), me(context).id);
    const now = iso(context.now);
    context.db.deal.update({ where: { id: { equals: deal.id } }, data: { deleted_at: now, updated_at: now } });
    await closeLines(waitlistTransaction(context.backend), { deal_id: deal.id });
    return { message: MESSAGES.dealDeleted };
  },

  // ---- sessions -----------------------------------------------------------------------------
  listDealSessions({ db, params, now }) {
    const deal = findDeal(db, params.id ?? '');
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    return sessionsOf(db, deal.id)
      .filter((session) => session.status === 'scheduled' && Date.parse(session.starts_at) > now.getTime())
      .sort(soonestFirst)
      .map(toSession);
  },
  ownDealSessions(context) {
    const deal = ownDeal(context, context.params.dealId ?? '');
    const now = context.now.getTime();
    return sessionsOf(context.db, deal.id)
      .filter((session) => Date.parse(session.starts_at) + session.duration_minutes * 60_000 > now)
      .sort(soonestFirst)
      .map(toManagedSession);
  },
  createSessions(context) {
    const { db, body, now } = context;
    const deal = ownDeal(context, context.params.dealId ?? '');
    const zone = deal.time_zone || DEFAULT_TIME_ZONE;
    const starts = plannedStarts(body, zone, now, otherStarts(db, deal.id));
    const stamp = iso(now);
    if (!deal.has_sessions) db.deal.update({ where: { id: { equals: deal.id } }, data: { has_sessions: true, updated_at: stamp } });
    return starts
      .map((start) =>
        db.session.create({
          id: randomUuid(),
          deal_id: deal.id,
          starts_at: iso(start),
          duration_minutes: body.duration_minutes,
          capacity: body.capacity,
          slots_left: body.capacity,
          cutoff_minutes: body.cutoff_minutes,
          status: 'scheduled',
          created_at: stamp,
          updated_at: stamp,
        }),
      )
      .sort(soonestFirst)
      .map(toManagedSession);
  },
  async updateSession(context) {
    const { db, body, now } = context;
    const { session, deal } = ownSession(context, context.params.sessionId ?? '');
    if (session.status === 'cancelled') throw conflict(MESSAGES.sessionCancelled);
    const { slotsLeft, startsAt, cutoffMinutes: cutoff } = plannedEdit(session, body, deal.time_zone || DEFAULT_TIME_ZONE, now, otherStarts(db, deal.id, session.id));
    const updated = db.session.update({
      where: { id: { equals: session.id } },
      data: {
        starts_at: iso(startsAt),
        duration_minutes: body.duration_minutes ?? session.duration_minutes,
        capacity: body.capacity ?? session.capacity,
        slots_left: slotsLeft,
        cutoff_minutes: cutoff,
        updated_at: iso(now),
      },
    }) as SessionRow;
    // Spots added while people wait go to them first.
    if (await offerSpotsOnSale(waitlistTransaction(context.backend), { deal_id: deal.id, session_id: session.id }, now)) {
      return toManagedSession(db.session.findFirst({ where: { id: { equals: session.id } } })!);
    }
    return toManagedSession(updated);
  },
  /** Every booking holding a spot is cancelled; paid ones are refunded in full (simulated in demo mode), whatever the terms. */
  async cancelSession(context) {
    const { db, backend, now } = context;
    const { session } = ownSession(context, context.params.sessionId ?? '');
    assertSessionCancellable(session);
    const holding = db.booking
      .findMany({ where: { session_id: { equals: session.id } } })
      .filter((booking) => (SLOT_HOLDING_STATUSES as readonly string[]).includes(booking.status));
    for (const booking of holding) {
      // The session's spots go back to it, never to its waitlist.
      await releaseHold(backend, booking.id, { toWaitlist: false });
      // The business cancelled: whatever the terms, a paid booking gets everything back.
      if (booking.status === 'confirmed') {
        updateBooking(db, booking.id, { refund_cents: booking.amount_cents, ...(booking.payment_intent_id && { refunded_at: iso(now) }) });
        queueBookingMail(db, 'session_cancelled', booking.id, now);
      }
    }
    await closeLines(waitlistTransaction(backend), { deal_id: session.deal_id, session_id: session.id });
    const cancelled = db.session.update({ where: { id: { equals: session.id } }, data: { status: 'cancelled', updated_at: iso(now) } }) as SessionRow;
    return { session: toManagedSession(cancelled), cancelled_bookings: holding.length };
  },
  sessionManifest(context) {
    const { db } = context;
    const { session } = ownSession(context, context.params.sessionId ?? '');
    return db.booking
      .findMany({ where: { session_id: { equals: session.id } } })
      .sort((a, b) => a.booking_time.localeCompare(b.booking_time) || (a.id < b.id ? -1 : 1))
      .map((booking) => {
        const account = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
        return {
          booking_id: booking.id,
          name: account?.full_name ?? booking.guest_name,
          email: account?.email ?? booking.guest_email,
          status: booking.status as BookingRow['status'] & ('pending' | 'confirmed' | 'cancelled'),
          booking_time: booking.booking_time,
          price: booking.amount_cents / 100,
          checked_in_at: booking.checked_in_at,
        };
      });
  },

  // ---- payment ------------------------------------------------------------------------------
  /**
   * Holds a slot for CHECKOUT_HOLD_MINUTES with a pending booking and opens a test checkout
   * session. The amount must equal the stored price in cents (a client's amount is never charged).
   */
  async createCheckout(context) {
    const { body, backend, user, now } = context;
    const buyer = checkoutBuyer(user, body.guestInfo);
    const held = await holdForCheckout(checkoutStore(backend), { dealId: body.dealId, sessionId: body.sessionId, amountCents: body.amount, buyer, now });
    return openTestCheckout(backend, { ...held, customerEmail: user?.email ?? buyer.guest_email }).created;
  },
  stripeWebhook() {
    // Demo mode has no Stripe: nothing can carry a valid signature.
    throw badRequest(MESSAGES.invalidSignature);
  },
  getTestCheckout(context) {
    const { checkout, booking } = findCheckout(context);
    const booked = booking.session_id ? context.db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
    const deal = findDeal(context.db, booking.deal_id);
    return {
      id: checkout.id,
      status: checkoutStatus(booking, context.now),
      deal_title: checkout.deal_title,
      amount: checkout.amount,
      currency: checkout.currency,
      customer_email: customerEmail(context.db, booking),
      expires_at: checkout.expires_at,
      session_starts_at: booked?.starts_at ?? null,
      time_zone: deal?.time_zone || DEFAULT_TIME_ZONE,
      cancellation: deal ? termsOf(deal) : DEFAULT_CANCELLATION_TERMS,
      deal_expires_at: deal?.expires_at ?? null,
    };
  },
  /** Pays like Stripe would, then fulfils like its `checkout.session.completed` (the server's path). */
  async payTestCheckout(context) {
    const { checkout, booking } = findCheckout(context);
    // Closed first, then the email: a closed checkout is 409 whatever the body says.
    assertCheckoutOpen(checkoutStatus(booking, context.now));
    const email = payerEmail(context.body.email, customerEmail(context.db, booking));
    const outcome = await confirmPayment(checkoutStore(context.backend), checkout.id, { email, paymentIntentId: `pi_test_${randomToken(24)}` }, context.now);
    // Paid after the session's cut-off (refunded), or closed meanwhile: this payment did not go through.
    if (outcome !== 'confirmed' && outcome !== 'reinstated') throw conflict(MESSAGES.checkoutClosed);
    return { url: successUrl(checkout.id) };
  },
  /** Like Stripe's `checkout.session.expired`: the hold is released. */
  async cancelTestCheckout(context) {
    const { checkout, booking } = findCheckout(context);
    assertCheckoutOpen(checkoutStatus(booking, context.now));
    if ((await expireCheckout(checkoutStore(context.backend), checkout.id)) !== 'released') throw conflict(MESSAGES.checkoutClosed);
    return { url: CANCEL_ROUTE };
  },
  ...userRoutes,
  ...checkInRoutes,
  ...waitlistRoutes,
  ...reviewRoutes,
};
