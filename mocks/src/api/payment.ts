/**
 * Checkout and payment over the mock database: holding, paying and expiring are @spur/domain's use
 * cases (as on the server); demo mode has no Stripe, so the test checkout stands in for it.
 */
import { CANCEL_ROUTE, DEFAULT_CANCELLATION_TERMS, DEFAULT_PLATFORM_FEE_PERCENT, DEFAULT_TIME_ZONE, MESSAGES, type EndpointName } from '@spur/contract';
import {
  assertCheckoutOpen,
  badRequest,
  checkoutBuyer,
  checkoutStatus,
  confirmPayment,
  conflict,
  expireCheckout,
  holdForCheckout,
  notFound,
  payerEmail,
  successUrl,
  termsOf,
  type RouteInput,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken } from '../crypto';
import type { BookingRow, CheckoutSessionRow, MockDatabase, UserRow } from '../db/database';
import { openTestCheckout } from './store';
import { createMockStore } from './storePort';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

const findDeal = (db: MockDatabase, id: string) => db.deal.findFirst({ where: { id: { equals: id } } });

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

export const paymentRoutes = {
  /**
   * Holds a slot for CHECKOUT_HOLD_MINUTES with a pending booking and opens a test checkout
   * session. The amount must equal the stored price in cents (a client's amount is never charged).
   */
  async createCheckout(context: Context<'createCheckout'>) {
    const { body, backend, user, now } = context;
    const buyer = checkoutBuyer(user, body.guestInfo);
    const held = await holdForCheckout(createMockStore(backend), { dealId: body.dealId, sessionId: body.sessionId, amountCents: body.amount, buyer, now });
    return openTestCheckout(backend, { ...held, customerEmail: user?.email ?? buyer.guest_email }).created;
  },
  stripeWebhook(): never {
    // Demo mode has no Stripe: nothing can carry a valid signature.
    throw badRequest(MESSAGES.invalidSignature);
  },
  getTestCheckout(context: Context<'getTestCheckout'>) {
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
  async payTestCheckout(context: Context<'payTestCheckout'>) {
    const { checkout, booking } = findCheckout(context);
    // Closed first, then the email: a closed checkout is 409 whatever the body says.
    assertCheckoutOpen(checkoutStatus(booking, context.now));
    const email = payerEmail(context.body.email, customerEmail(context.db, booking));
    const outcome = await confirmPayment(createMockStore(context.backend), checkout.id, { email, paymentIntentId: `pi_test_${randomToken(24)}` }, context.now, DEFAULT_PLATFORM_FEE_PERCENT);
    // Paid after the session's cut-off (refunded), or closed meanwhile: this payment did not go through.
    if (outcome !== 'confirmed' && outcome !== 'reinstated') throw conflict(MESSAGES.checkoutClosed);
    return { url: successUrl(checkout.id) };
  },
  /** Like Stripe's `checkout.session.expired`: the hold is released. */
  async cancelTestCheckout(context: Context<'cancelTestCheckout'>) {
    const { checkout, booking } = findCheckout(context);
    assertCheckoutOpen(checkoutStatus(booking, context.now));
    if ((await expireCheckout(createMockStore(context.backend), checkout.id)) !== 'released') throw conflict(MESSAGES.checkoutClosed);
    return { url: CANCEL_ROUTE };
  },
};
