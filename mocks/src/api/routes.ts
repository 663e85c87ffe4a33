/**
 * What each endpoint does over the mock database. The rules are @spur/domain's (the server
 * applies the same functions); this file only reads and writes @mswjs/data rows. The shared
 * pipeline (handlers/api.ts) has already checked access, the `:id` format and the body/query
 * schemas before any of these run.
 */
import { CANCEL_ROUTE, CHECKOUT_QUANTITY, CURRENCY, MESSAGES, TEST_CHECKOUT_ROUTE, buildPath, id as uuidSchema, toCents, type EndpointName } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  assertCancellable,
  assertCheckoutOpen,
  assertCheckoutable,
  assertFutureExpiry,
  assertOwnDeal,
  checkoutBuyer,
  checkoutSessionStatus,
  dealChanges,
  erasurePlan,
  isActive,
  isListed,
  newDealFields,
  normalizeEmail,
  notFound,
  badRequest,
  payerEmail,
  profileChanges,
  rateLimited,
  rateWindowStart,
  successUrl,
  toEmailPreferences,
  toUser,
  type RouteInput,
  type RouteResult,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { deleteCognitoUser } from '../cognito/service';
import { randomToken, randomUuid } from '../crypto';
import type { BookingRow, CheckoutSessionRow, DealRow, MockDatabase, UserRow } from '../db/database';
import { searchMatcher } from './search';
import { holdExpiry, holdSlot, iso, newestFirst, releaseHold, toBooking, toDeal, updateBooking } from './store';

export type RouteContext<Name extends EndpointName> = RouteInput<Name, UserRow> & {
  backend: MockBackend;
  db: MockDatabase;
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

function ownBooking(context: { db: MockDatabase; user: UserRow | undefined }, id: string) {
  const booking = context.db.booking.findFirst({ where: { id: { equals: id } } });
  if (!booking || booking.user_id !== me(context).id) throw notFound(MESSAGES.bookingNotFound);
  return booking;
}

/**
 * A checkout session of the test checkout, with the booking it holds a slot for. Like the server,
 * which reads sessions from their bookings, a session whose booking is gone (an erased account's
 * unpaid booking) is not found.
 */
function findSession(context: { db: MockDatabase; params: Record<string, string> }): { session: CheckoutSessionRow; booking: BookingRow } {
  const session = context.db.checkoutSession.findFirst({ where: { id: { equals: context.params.sessionId ?? '' } } });
  const booking = session && context.db.booking.findFirst({ where: { id: { equals: session.booking_id } } });
  if (!session || !booking) throw notFound(MESSAGES.checkoutNotFound);
  return { session, booking };
}

/** Who pays: the buyer's account email, else the guest's (the server's `user.email ?? guest_email`). */
function customerEmail(db: MockDatabase, booking: BookingRow): string | null {
  const user = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
  return user?.email ?? booking.guest_email ?? null;
}

function hitRateLimit(backend: MockBackend, key: string, max: number, windowSeconds: number): boolean {
  const windowStart = rateWindowStart(backend.clock.now(), windowSeconds).getTime();
  const counterKey = `${key}@${windowStart}`;
  const hits = (backend.counters.get(counterKey)?.length ?? 0) + 1;
  backend.counters.set(counterKey, Array.from({ length: hits }, () => windowStart));
  return hits <= max;
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

  // ---- users --------------------------------------------------------------------------------
  initUser: (context) => toUser(me(context)),
  getProfile: (context) => toUser(me(context)),
  updateProfile(context) {
    const user = me(context);
    const changes = Object.entries(profileChanges(user, context.body)).filter(([, value]) => value !== undefined);
    const data = { ...Object.fromEntries(changes), updated_at: iso(context.now) } as Partial<UserRow>;
    return toUser(context.db.user.update({ where: { id: { equals: user.id } }, data }) as UserRow);
  },
  getEmailPreferences: (context) => toEmailPreferences(me(context)),
  updateEmailPreferences(context) {
    const user = me(context);
    const data: Partial<UserRow> = { updated_at: iso(context.now) };
    for (const key of ['marketing_emails', 'marketing_email', 'booking_updates', 'booking_email'] as const) {
      if (context.body[key] !== undefined) (data as Record<string, unknown>)[key] = context.body[key];
    }
    return toEmailPreferences(context.db.user.update({ where: { id: { equals: user.id } }, data }) as UserRow);
  },
  /** Erasure as @spur/domain's erasurePlan says, then the account and the login go. */
  deleteAccount(context) {
    const { backend, db } = context;
    const user = me(context);
    const now = iso(context.now);
    const plan = erasurePlan(user, db.booking.getAll());
    for (const id of plan.release) releaseHold(backend, id);
    db.review.deleteMany({ where: { user_id: { equals: user.id } } });
    for (const id of plan.remove) {
      db.review.deleteMany({ where: { booking_id: { equals: id } } });
      db.booking.delete({ where: { id: { equals: id } } });
    }
    for (const id of plan.anonymise) updateBooking(db, id, { ...ANONYMISED_BOOKING, updated_at: now });
    for (const deal of db.deal.getAll().filter((row) => row.owner_id === user.id)) {
      db.deal.update({
        where: { id: { equals: deal.id } },
        data: { owner_id: null, ...(deal.deleted_at === null && { deleted_at: now, updated_at: now }) },
      });
    }
    db.user.delete({ where: { id: { equals: user.id } } });
    if (!db.deletedIdentity.findFirst({ where: { cognito_sub: { equals: user.cognito_sub } } })) {
      db.deletedIdentity.create({ cognito_sub: user.cognito_sub, deleted_at: now });
    }
    deleteCognitoUser(backend, user.cognito_sub);
    return { message: MESSAGES.accountDeleted };
  },

  // ---- bookings -----------------------------------------------------------------------------
  myBookings(context) {
    const user = me(context);
    return context.db.booking
      .findMany({ where: { user_id: { equals: user.id } } })
      .sort(newestFirst)
      .map((row) => toBooking(context.db, row));
  },
  getBooking: (context) => toBooking(context.db, ownBooking(context, context.params.id ?? '')),
  createBooking(context) {
    const user = me(context);
    const dealId = context.body.deal_id;
    if (!uuidSchema.safeParse(dealId).success) throw notFound(MESSAGES.dealNotFound);
    const deal = holdSlot(context.backend, dealId);
    const now = iso(context.now);
    const booking = context.db.booking.create({
      id: randomUuid(),
      deal_id: deal.id,
      user_id: user.id,
      guest_email: null,
      guest_name: user.full_name,
      status: 'pending',
      booking_time: now,
      amount: deal.price,
      checkout_session_id: null,
      payment_intent_id: null,
      hold_expires_at: holdExpiry(context.backend),
      created_at: now,
      updated_at: now,
    });
    return toBooking(context.db, booking);
  },
  cancelBooking(context) {
    const booking = ownBooking(context, context.params.id ?? '');
    assertCancellable(booking);
    // A paid booking is refunded through the payment provider: simulated in demo mode.
    releaseHold(context.backend, booking.id);
    return toBooking(context.db, ownBooking(context, booking.id));
  },

  // ---- deals --------------------------------------------------------------------------------
  listDeals({ db, query, now }) {
    const { search, category, limit, offset } = query;
    let rows = db.deal.getAll().filter((deal) => isListed(deal, now));
    if (category) rows = rows.filter((deal) => deal.category === category);
    if (search) {
      const match = searchMatcher(search);
      rows = rows
        .map((deal) => ({ deal, ...match(deal) }))
        .filter((entry) => entry.matches)
        .sort((a, b) => b.rank - a.rank || newestFirst(a.deal, b.deal))
        .map((entry) => entry.deal);
    } else {
      rows.sort(newestFirst);
    }
    return rows.slice(offset, offset + limit).map((deal) => toDeal(db, deal));
  },
  getDeal({ db, params }) {
    const deal = findDeal(db, params.id ?? '');
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    return toDeal(db, deal);
  },
  myDeals(context) {
    const user = me(context);
    return context.db.deal
      .getAll()
      .filter((deal) => deal.owner_id === user.id && deal.deleted_at === null)
      .sort(newestFirst)
      .map((deal) => toDeal(context.db, deal));
  },
  businessStats(context) {
    const user = me(context);
    const { db, now } = context;
    const owned = db.deal.getAll().filter((deal) => deal.owner_id === user.id);
    const ownedIds = new Set(owned.map((deal) => deal.id));
    const revenueCents = db.booking
      .getAll()
      .filter((booking) => booking.status === 'confirmed' && ownedIds.has(booking.deal_id))
      .reduce((total, booking) => total + toCents(booking.amount), 0);
    const live = owned.filter((deal) => deal.deleted_at === null);
    return {
      total_deals: live.length,
      total_revenue: revenueCents / 100,
      active_deals: live.filter((deal) => isActive(deal, now)).length,
    };
  },
  createDeal(context) {
    const fields = newDealFields(me(context), context.body, context.now);
    const stamp = iso(context.now);
    const deal = context.db.deal.create({
      id: randomUuid(),
      ...fields,
      price: toPrice(fields.price),
      original_price: toPriceOrNull(fields.original_price),
      bookingType: null,
      vendorShortname: null,
      expires_at: fields.expires_at && iso(fields.expires_at),
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    });
    return toDeal(context.db, deal);
  },
  updateDeal(context) {
    const { body, now, db } = context;
    assertFutureExpiry(body.expires_at, now);
    const deal = assertOwnDeal(findDeal(db, context.params.id ?? ''), me(context).id);
    const { expires_at, ...changes } = dealChanges(deal, body);
    const data: Partial<DealRow> = {
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      price: toPrice(changes.price),
      original_price: toPriceOrNull(changes.original_price),
      ...(expires_at !== undefined && { expires_at: expires_at && iso(expires_at) }),
      updated_at: iso(now),
    };
    return toDeal(db, db.deal.update({ where: { id: { equals: deal.id } }, data }) as DealRow);
  },
  deleteDeal(context) {
    const deal = assertOwnDeal(findDeal(context.db, context.params.id ?? ''), me(context).id);
    const now = iso(context.now);
    context.db.deal.update({ where: { id: { equals: deal.id } }, data: { deleted_at: now, updated_at: now } });
    return { message: MESSAGES.dealDeleted };
  },

  // ---- payment ------------------------------------------------------------------------------
  /**
   * Holds a slot for CHECKOUT_HOLD_MINUTES with a pending booking and opens a test checkout
   * session. The amount must equal the stored price in cents (a client's amount is never charged).
   */
  createCheckoutSession(context) {
    const { body, db, backend, user } = context;
    if (!uuidSchema.safeParse(body.dealId).success) throw notFound(MESSAGES.dealNotFound);
    const deal = findDeal(db, body.dealId);
    assertCheckoutable(deal, body.amount, context.now);
    holdSlot(backend, deal!.id);
    const now = iso(context.now);
    const sessionId = `cs_test_${randomToken(58)}`;
    const buyer = checkoutBuyer(user, body.guestInfo);
    const expiresAt = holdExpiry(backend);
    const booking = db.booking.create({
      id: randomUuid(),
      deal_id: deal!.id,
      ...buyer,
      status: 'pending',
      booking_time: now,
      amount: deal!.price,
      checkout_session_id: sessionId,
      payment_intent_id: null,
      hold_expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    });
    db.checkoutSession.create({
      id: sessionId,
      booking_id: booking.id,
      deal_id: deal!.id,
      deal_title: deal!.title,
      user_id: buyer.user_id,
      amount: toCents(deal!.price) * CHECKOUT_QUANTITY,
      currency: CURRENCY,
      customer_email: user?.email ?? buyer.guest_email,
      status: 'open',
      expires_at: expiresAt,
      created_at: now,
    });
    return { url: `${backend.origin()}${buildPath(TEST_CHECKOUT_ROUTE, { sessionId })}` };
  },
  stripeWebhook() {
    // Demo mode has no Stripe: nothing can carry a valid signature.
    throw badRequest(MESSAGES.invalidSignature);
  },
  getTestCheckout(context) {
    const { session, booking } = findSession(context);
    return {
      id: session.id,
      status: checkoutSessionStatus(booking, context.now),
      deal_title: session.deal_title,
      amount: session.amount,
      currency: session.currency,
      customer_email: customerEmail(context.db, booking),
      expires_at: session.expires_at,
    };
  },
  /** Fulfils like Stripe's `checkout.session.completed`: the booking is confirmed, the hold kept. */
  payTestCheckout(context) {
    const { db } = context;
    const { session, booking } = findSession(context);
    // Closed first, then the email: a closed session is 409 whatever the body says.
    assertCheckoutOpen(checkoutSessionStatus(booking, context.now));
    const email = payerEmail(context.body.email, customerEmail(db, booking));
    const paid = updateBooking(db, booking.id, {
      status: 'confirmed',
      hold_expires_at: null,
      payment_intent_id: `pi_test_${randomToken(24)}`,
      // A guest's booking keeps the address paid with (it links the booking to a later account).
      ...(booking.user_id === null && { guest_email: normalizeEmail(email) }),
      updated_at: iso(context.now),
    });
    db.checkoutSession.update({
      where: { id: { equals: session.id } },
      data: { status: 'complete', customer_email: customerEmail(db, paid) },
    });
    return { url: successUrl(session.id) };
  },
  /** Like Stripe's `checkout.session.expired`: the hold is released. */
  cancelTestCheckout(context) {
    const { session, booking } = findSession(context);
    assertCheckoutOpen(checkoutSessionStatus(booking, context.now));
    releaseHold(context.backend, booking.id);
    context.db.checkoutSession.update({ where: { id: { equals: session.id } }, data: { status: 'expired' } });
    return { url: CANCEL_ROUTE };
  },
};
