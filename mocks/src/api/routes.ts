/**
 * What each endpoint of the contract does, mirroring the server's routes and services. The
 * HTTP wrapper (handlers/) has already checked access, the `:id` format and the body/query
 * schemas, in CONTRIBUTING's order, before any of these run.
 */
import {
  CANCEL_ROUTE,
  CHECKOUT_QUANTITY,
  CURRENCY,
  DEFAULT_LOCATION,
  MESSAGES,
  SUCCESS_ROUTE,
  SUCCESS_URL_QUERY,
  TEST_CHECKOUT_ROUTE,
  buildPath,
  id as uuidSchema,
  toCents,
  type Endpoint,
  type EndpointName,
  type endpoints,
} from '@spur/contract';
import type { z } from 'zod';
import type { MockBackend } from '../backend';
import { deleteCognitoUser } from '../cognito/service';
import type { IdentityClaims } from '../cognito/tokens';
import { randomToken, randomUuid } from '../crypto';
import type { BookingRow, CheckoutSessionRow, DealRow, MockDatabase, UserRow } from '../db/database';
import { ApiError, badRequest, conflict, forbidden, notFound } from './http';
import { searchMatcher } from './search';
import {
  holdExpiry,
  holdSlot,
  isExpired,
  iso,
  liveDeal,
  newestFirst,
  releaseHold,
  toBooking,
  toDeal,
  toEmailPreferences,
  toUser,
  updateBooking,
} from './store';

type Endpoints = typeof endpoints;
type Parsed<E, K extends 'body' | 'query'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint = Endpoint> {
  backend: MockBackend;
  db: MockDatabase;
  now: Date;
  request: Request;
  params: Record<string, string>;
  body: Parsed<E, 'body'>;
  query: Parsed<E, 'query'>;
  /** The caller's account ('user' and 'business' endpoints; 'optional' ones when a bearer came). */
  user: UserRow | null;
  claims: IdentityClaims | null;
}

export interface Route<E extends Endpoint> {
  /** The 404 message when the path's `:id` is not a UUID. */
  idNotFound?: string;
  handle(context: RouteContext<E>): z.input<E['response']> | Promise<z.input<E['response']>>;
}

export type Routes = { [Name in EndpointName]: Route<Endpoints[Name]> };

function me(context: RouteContext<Endpoint>): UserRow {
  if (!context.user) throw new ApiError(401, MESSAGES.authRequired);
  return context.user;
}

/** A deal still on sale that the caller owns: 404, then 403. */
function ownDeal(context: RouteContext<Endpoint>, id: string): DealRow {
  const deal = liveDeal(context.db, id);
  if (!deal) throw notFound(MESSAGES.dealNotFound);
  if (deal.owner_id !== me(context).id) throw forbidden(MESSAGES.notYourDeal);
  return deal;
}

function assertFutureExpiry(expiresAt: string | null | undefined, now: Date): void {
  if (expiresAt && Date.parse(expiresAt) <= now.getTime()) throw badRequest(MESSAGES.validExpiry);
}

/** The default business name: the owner's full name, else the local part of their email. */
function defaultBusinessName(user: UserRow): string {
  return user.full_name?.trim() || user.email.split('@')[0] || user.email;
}

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** Prices are stored in cents, as the server's numeric(10, 2) columns round them. */
const toPrice = (value: number) => toCents(value) / 100;
const toPriceOrNull = (value: number | null) => (value === null ? null : toPrice(value));

function ownBooking(context: RouteContext<Endpoint>, id: string) {
  const booking = context.db.booking.findFirst({ where: { id: { equals: id } } });
  if (!booking || booking.user_id !== me(context).id) throw notFound(MESSAGES.bookingNotFound);
  return booking;
}

/**
 * A checkout session of the test checkout, with the booking it holds a slot for. Like the server,
 * which reads sessions from their bookings, a session whose booking is gone (an erased account's
 * unpaid booking) is not found.
 */
function findSession(context: RouteContext<Endpoint>): { session: CheckoutSessionRow; booking: BookingRow } {
  const session = context.db.checkoutSession.findFirst({ where: { id: { equals: context.params.sessionId ?? '' } } });
  const booking = session && context.db.booking.findFirst({ where: { id: { equals: session.booking_id } } });
  if (!session || !booking) throw notFound(MESSAGES.checkoutNotFound);
  return { session, booking };
}

/**
 * A session's state, read from its booking as the server reads it: complete once paid (a payment
 * id), open while the booking is pending and its hold lasts, otherwise expired.
 */
function sessionStatus(booking: BookingRow, now: Date): 'open' | 'complete' | 'expired' {
  if (booking.payment_intent_id) return 'complete';
  const holding = booking.status === 'pending' && booking.hold_expires_at !== null && Date.parse(booking.hold_expires_at) > now.getTime();
  return holding ? 'open' : 'expired';
}

/** Who pays: the buyer's account email, else the guest's (the server's `user.email ?? guest_email`). */
function customerEmail(db: MockDatabase, booking: BookingRow): string | null {
  const user = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
  return user?.email ?? booking.guest_email ?? null;
}

function hitRateLimit(backend: MockBackend, key: string, max: number, windowSeconds: number): boolean {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(backend.clock.now().getTime() / windowMs) * windowMs;
  const counterKey = `${key}@${windowStart}`;
  const hits = (backend.counters.get(counterKey)?.length ?? 0) + 1;
  backend.counters.set(counterKey, Array.from({ length: hits }, () => windowStart));
  return hits <= max;
}

export const routes: Routes = {
  // ---- contact ------------------------------------------------------------------------------
  contact: {
    handle({ backend, db, body, now }) {
      const limit = backend.contactRateLimit;
      if (limit && !hitRateLimit(backend, 'contact', limit.max, limit.windowSeconds)) {
        throw new ApiError(429, MESSAGES.tooManyRequests);
      }
      db.contactMessage.create({ id: randomUuid(), ...body, created_at: iso(now) });
      return { success: true, message: MESSAGES.contactThanks };
    },
  },

  // ---- users --------------------------------------------------------------------------------
  initUser: { handle: (context) => toUser(me(context)) },
  getProfile: { handle: (context) => toUser(me(context)) },
  updateProfile: {
    handle(context) {
      const user = me(context);
      const { body } = context;
      if (body.user_type === 'regular' && user.user_type === 'business') throw forbidden(MESSAGES.accountTypeChange);
      const data: Partial<UserRow> = { updated_at: iso(context.now) };
      const fullName = blankToNull(body.full_name);
      const phone = blankToNull(body.phone_number);
      if (fullName !== undefined) data.full_name = fullName;
      if (phone !== undefined) data.phone_number = phone;
      if (body.user_type === 'business') data.user_type = 'business';
      return toUser(context.db.user.update({ where: { id: { equals: user.id } }, data }) as UserRow);
    },
  },
  getEmailPreferences: { handle: (context) => toEmailPreferences(me(context)) },
  updateEmailPreferences: {
    handle(context) {
      const user = me(context);
      const data: Partial<UserRow> = { updated_at: iso(context.now) };
      for (const key of ['marketing_emails', 'marketing_email', 'booking_updates', 'booking_email'] as const) {
        if (context.body[key] !== undefined) (data as Record<string, unknown>)[key] = context.body[key];
      }
      return toEmailPreferences(context.db.user.update({ where: { id: { equals: user.id } }, data }) as UserRow);
    },
  },
  deleteAccount: {
    /**
     * The server's erasure: pending holds are cancelled (slots back on sale), unpaid bookings and
     * the user's reviews go, paid bookings stay but lose every link to the person, their deals
     * leave the market, then the account and the login are deleted.
     */
    handle(context) {
      const { backend, db } = context;
      const user = me(context);
      const now = iso(context.now);
      const mine = db.booking
        .getAll()
        .filter((booking) => booking.user_id === user.id || (booking.user_id === null && booking.guest_email?.toLowerCase() === user.email));
      for (const booking of mine) if (booking.status === 'pending') releaseHold(backend, booking.id);
      db.review.deleteMany({ where: { user_id: { equals: user.id } } });
      for (const { id } of mine) {
        const booking = db.booking.findFirst({ where: { id: { equals: id } } });
        if (!booking) continue;
        if (booking.payment_intent_id === null && booking.status !== 'confirmed') {
          db.review.deleteMany({ where: { booking_id: { equals: id } } });
          db.booking.delete({ where: { id: { equals: id } } });
        } else {
          updateBooking(db, id, { user_id: null, guest_email: null, guest_name: null, updated_at: now });
        }
      }
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
  },

  // ---- bookings -----------------------------------------------------------------------------
  myBookings: {
    handle(context) {
      const user = me(context);
      return context.db.booking
        .findMany({ where: { user_id: { equals: user.id } } })
        .sort(newestFirst)
        .map((row) => toBooking(context.db, row));
    },
  },
  getBooking: {
    idNotFound: MESSAGES.bookingNotFound,
    handle: (context) => toBooking(context.db, ownBooking(context, context.params.id ?? '')),
  },
  createBooking: {
    handle(context) {
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
  },
  cancelBooking: {
    idNotFound: MESSAGES.bookingNotFound,
    handle(context) {
      const booking = ownBooking(context, context.params.id ?? '');
      if (booking.status === 'cancelled') throw conflict(MESSAGES.alreadyCancelled);
      // A paid booking is refunded through the payment provider: simulated in demo mode.
      releaseHold(context.backend, booking.id);
      return toBooking(context.db, ownBooking(context, booking.id));
    },
  },

  // ---- deals --------------------------------------------------------------------------------
  listDeals: {
    handle({ db, query, now }) {
      const { search, category, limit, offset } = query;
      let rows = db.deal.getAll().filter((deal) => deal.deleted_at === null && !isExpired(deal, now));
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
  },
  getDeal: {
    idNotFound: MESSAGES.dealNotFound,
    handle({ db, params }) {
      const deal = liveDeal(db, params.id ?? '');
      if (!deal) throw notFound(MESSAGES.dealNotFound);
      return toDeal(db, deal);
    },
  },
  myDeals: {
    handle(context) {
      const user = me(context);
      return context.db.deal
        .getAll()
        .filter((deal) => deal.owner_id === user.id && deal.deleted_at === null)
        .sort(newestFirst)
        .map((deal) => toDeal(context.db, deal));
    },
  },
  businessStats: {
    handle(context) {
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
        active_deals: live.filter((deal) => deal.available_slots > 0 && !isExpired(deal, now)).length,
      };
    },
  },
  createDeal: {
    handle(context) {
      const user = me(context);
      const { body, now } = context;
      assertFutureExpiry(body.expires_at, now);
      const stamp = iso(now);
      const deal = context.db.deal.create({
        id: randomUuid(),
        owner_id: user.id,
        title: body.title,
        description: body.description,
        price: toPrice(body.price),
        original_price: toPriceOrNull(body.original_price ?? null),
        category: body.category ?? 'tour',
        location: body.location || DEFAULT_LOCATION,
        business_name: body.business_name || defaultBusinessName(user),
        available_slots: body.available_slots ?? 10,
        image: body.image ?? null,
        bookingType: null,
        vendorShortname: null,
        expires_at: body.expires_at ? iso(new Date(body.expires_at)) : null,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      });
      return toDeal(context.db, deal);
    },
  },
  updateDeal: {
    idNotFound: MESSAGES.dealNotFound,
    handle(context) {
      const { body, now, db } = context;
      assertFutureExpiry(body.expires_at, now);
      const deal = ownDeal(context, context.params.id ?? '');
      const originalPrice = body.original_price !== undefined ? body.original_price : deal.original_price;
      if (originalPrice !== null && originalPrice <= body.price) throw badRequest(MESSAGES.validOriginalPrice);
      const data: Partial<DealRow> = {
        title: body.title,
        description: body.description,
        price: toPrice(body.price),
        original_price: toPriceOrNull(originalPrice),
        updated_at: iso(now),
      };
      if (body.category !== undefined) data.category = body.category;
      if (body.location !== undefined) data.location = body.location;
      if (body.business_name) data.business_name = body.business_name;
      if (body.available_slots !== undefined) data.available_slots = body.available_slots;
      if (body.image !== undefined) data.image = body.image;
      if (body.expires_at !== undefined) data.expires_at = body.expires_at === null ? null : iso(new Date(body.expires_at));
      return toDeal(db, db.deal.update({ where: { id: { equals: deal.id } }, data }) as DealRow);
    },
  },
  deleteDeal: {
    idNotFound: MESSAGES.dealNotFound,
    handle(context) {
      const deal = ownDeal(context, context.params.id ?? '');
      const now = iso(context.now);
      context.db.deal.update({ where: { id: { equals: deal.id } }, data: { deleted_at: now, updated_at: now } });
      return { message: MESSAGES.dealDeleted };
    },
  },

  // ---- payment ------------------------------------------------------------------------------
  createCheckoutSession: {
    /**
     * Holds a slot for CHECKOUT_HOLD_MINUTES with a pending booking and opens a test checkout
     * session. The amount must equal the stored price in cents (a client's amount is never charged).
     */
    handle(context) {
      const { body, db, backend, user } = context;
      if (!uuidSchema.safeParse(body.dealId).success) throw notFound(MESSAGES.dealNotFound);
      const deal = liveDeal(db, body.dealId);
      if (!deal) throw notFound(MESSAGES.dealNotFound);
      // The server's order: removed 404, expired 409, price 409, then sold out 409 (holdSlot).
      if (isExpired(deal, context.now)) throw conflict(MESSAGES.dealUnavailable);
      if (body.amount !== toCents(deal.price)) throw conflict(MESSAGES.priceChanged);
      holdSlot(backend, deal.id);
      const now = iso(context.now);
      const sessionId = `cs_test_${randomToken(58)}`;
      const guestEmail = user ? null : body.guestInfo?.email?.trim().toLowerCase() || null;
      const expiresAt = holdExpiry(backend);
      const booking = db.booking.create({
        id: randomUuid(),
        deal_id: deal.id,
        user_id: user?.id ?? null,
        guest_email: guestEmail,
        guest_name: user ? user.full_name : body.guestInfo?.name || null,
        status: 'pending',
        booking_time: now,
        amount: deal.price,
        checkout_session_id: sessionId,
        payment_intent_id: null,
        hold_expires_at: expiresAt,
        created_at: now,
        updated_at: now,
      });
      db.checkoutSession.create({
        id: sessionId,
        booking_id: booking.id,
        deal_id: deal.id,
        deal_title: deal.title,
        user_id: user?.id ?? null,
        amount: toCents(deal.price) * CHECKOUT_QUANTITY,
        currency: CURRENCY,
        customer_email: user?.email ?? guestEmail,
        status: 'open',
        expires_at: expiresAt,
        created_at: now,
      });
      return { url: `${backend.origin()}${buildPath(TEST_CHECKOUT_ROUTE, { sessionId })}` };
    },
  },
  stripeWebhook: {
    handle() {
      // Demo mode has no Stripe: nothing can carry a valid signature.
      throw badRequest(MESSAGES.invalidSignature);
    },
  },
  getTestCheckout: {
    handle(context) {
      const { session, booking } = findSession(context);
      return {
        id: session.id,
        status: sessionStatus(booking, context.now),
        deal_title: session.deal_title,
        amount: session.amount,
        currency: session.currency,
        customer_email: customerEmail(context.db, booking),
        expires_at: session.expires_at,
      };
    },
  },
  payTestCheckout: {
    /** Fulfils like Stripe's `checkout.session.completed`: the booking is confirmed, the hold kept. */
    handle(context) {
      const { db } = context;
      const { session, booking } = findSession(context);
      // Closed first, then the email: a closed session is 409 whatever the body says.
      if (sessionStatus(booking, context.now) !== 'open') throw conflict(MESSAGES.checkoutClosed);
      const email = context.body.email ?? customerEmail(db, booking);
      if (!email) throw badRequest(MESSAGES.enterEmail);
      const paid = updateBooking(db, booking.id, {
        status: 'confirmed',
        hold_expires_at: null,
        payment_intent_id: `pi_test_${randomToken(24)}`,
        // A guest's booking keeps the address paid with (it links the booking to a later account).
        ...(booking.user_id === null && { guest_email: email.trim().toLowerCase() }),
        updated_at: iso(context.now),
      });
      db.checkoutSession.update({
        where: { id: { equals: session.id } },
        data: { status: 'complete', customer_email: customerEmail(db, paid) },
      });
      return { url: `${SUCCESS_ROUTE}${SUCCESS_URL_QUERY.replace('{CHECKOUT_SESSION_ID}', session.id)}` };
    },
  },
  cancelTestCheckout: {
    /** Like Stripe's `checkout.session.expired`: the hold is released. */
    handle(context) {
      const { session, booking } = findSession(context);
      if (sessionStatus(booking, context.now) !== 'open') throw conflict(MESSAGES.checkoutClosed);
      releaseHold(context.backend, booking.id);
      context.db.checkoutSession.update({ where: { id: { equals: session.id } }, data: { status: 'expired' } });
      return { url: CANCEL_ROUTE };
    },
  },
};
