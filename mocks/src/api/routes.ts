/**
 * What each endpoint does over the mock database. The rules are @spur/domain's (the server
 * applies the same functions); this file only reads and writes @mswjs/data rows. The shared
 * pipeline (handlers/api.ts) has already checked access, the `:id` format and the body/query
 * schemas before any of these run.
 */
import { CANCEL_ROUTE, DEFAULT_CANCELLATION_TERMS, DEFAULT_TIME_ZONE, MESSAGES, type EndpointName } from '@spur/contract';
import {
  assertCheckoutOpen,
  conflict,
  cancelBooking,
  checkoutBuyer,
  confirmPayment,
  expireCheckout,
  holdForCheckout,
  checkoutStatus,
  notFound,
  badRequest,
  payerEmail,
  rateLimited,
  successUrl,
  termsOf,
  type JsonValues,
  type RouteInput,
  type RouteResult,
  type Store,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken, randomUuid } from '../crypto';
import { businessDealRoutes } from './businessDeals';
import { createMockStore } from './storePort';
import { checkInRoutes } from './checkIns';
import { waitlistRoutes } from './waitlist';
import { userRoutes } from './users';
import { reviewRoutes } from './reviews';
import { sessionRoutes } from './sessions';
import type { BookingRow, CheckoutSessionRow, MockDatabase, UserRow } from '../db/database';
import { catalogueRoutes } from './catalogue';
import {
  hitRateLimit,
  iso,
  openTestCheckout,
  newestFirst,
  toBooking,
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

const findDeal = (db: MockDatabase, id: string) => db.deal.findFirst({ where: { id: { equals: id } } });

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
    const { booking } = await holdForCheckout(createMockStore(context.backend), { dealId: context.body.deal_id, sessionId: context.body.session_id, buyer, now: context.now });
    return toBooking(context.db, booking, context.now);
  },
  async cancelBooking(context) {
    const { db, now } = context;
    const booking = await cancelBooking(createMockStore(context.backend), { bookingId: context.params.id ?? '', userId: me(context).id, now });
    return toBooking(db, ownBooking(context, booking.id), now);
  },

  // ---- payment ------------------------------------------------------------------------------
  /**
   * Holds a slot for CHECKOUT_HOLD_MINUTES with a pending booking and opens a test checkout
   * session. The amount must equal the stored price in cents (a client's amount is never charged).
   */
  async createCheckout(context) {
    const { body, backend, user, now } = context;
    const buyer = checkoutBuyer(user, body.guestInfo);
    const held = await holdForCheckout(createMockStore(backend), { dealId: body.dealId, sessionId: body.sessionId, amountCents: body.amount, buyer, now });
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
    const outcome = await confirmPayment(createMockStore(context.backend), checkout.id, { email, paymentIntentId: `pi_test_${randomToken(24)}` }, context.now);
    // Paid after the session's cut-off (refunded), or closed meanwhile: this payment did not go through.
    if (outcome !== 'confirmed' && outcome !== 'reinstated') throw conflict(MESSAGES.checkoutClosed);
    return { url: successUrl(checkout.id) };
  },
  /** Like Stripe's `checkout.session.expired`: the hold is released. */
  async cancelTestCheckout(context) {
    const { checkout, booking } = findCheckout(context);
    assertCheckoutOpen(checkoutStatus(booking, context.now));
    if ((await expireCheckout(createMockStore(context.backend), checkout.id)) !== 'released') throw conflict(MESSAGES.checkoutClosed);
    return { url: CANCEL_ROUTE };
  },
  ...catalogueRoutes,
  ...businessDealRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...checkInRoutes,
  ...waitlistRoutes,
  ...reviewRoutes,
};
