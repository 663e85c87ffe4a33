/**
 * The API surface (SPEC §7 plus Spur's additions), as data: the app's client, the MSW handlers
 * and the Koa routes are all built from this table, so a path or schema exists exactly once.
 */
import { z } from './zod';
import { BookingCreateSchema, BookingListSchema, BookingSchema } from './bookings';
import { CheckInRequestSchema, CheckInSchema } from './vouchers';
import { BusinessReviewListSchema, ReviewAnswerSchema, ReviewCreateSchema, ReviewListSchema, ReviewSchema } from './reviews';
import { ContactMessageSchema, ContactResponseSchema } from './contact';
import {
  BusinessStatsSchema,
  DealCreateSchema,
  DealListSchema,
  DealPageQuerySchema,
  DealPageSchema,
  DealQuerySchema,
  DealSchema,
  DealUpdateSchema,
} from './deals';
import {
  ManagedSessionListSchema,
  ManagedSessionSchema,
  ManifestSchema,
  SessionCancelResponseSchema,
  SessionCreateSchema,
  SessionListSchema,
  SessionUpdateSchema,
} from './sessions';
import {
  CheckoutRequestSchema,
  CheckoutCreatedSchema,
  CheckoutResponseSchema,
  TestCheckoutPaySchema,
  TestCheckoutSchema,
} from './payment';
import { EarningsSchema } from './earnings';
import { PayoutAccountRefSchema, PayoutLinkSchema, PayoutStatusSchema } from './payouts';
import {
  AlertCreateSchema,
  AlertListSchema,
  AlertSchema,
  AlertSettingsSchema,
  AlertSettingsUpdateSchema,
  InboxSchema,
  PushConfigSchema,
  PushSubscriptionCreateSchema,
  PushSubscriptionSchema,
  SavedBusinessIdsSchema,
  SavedBusinessListSchema,
  SavedDealIdsSchema,
  SavedDealListSchema,
  SavedStateSchema,
} from './alerts';
import { WaitlistEntryListSchema, WaitlistEntrySchema, WaitlistJoinSchema } from './waitlist';
import { EmailPreferencesSchema, EmailPreferencesUpdateSchema, ProfileUpdateSchema, UserSchema } from './users';

/** Who may call: anyone, anyone (a bearer identifies a signed-in buyer), a signed-in user, a business. */
export type Access = 'public' | 'optional' | 'user' | 'business';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with `:param` placeholders, the syntax of both @koa/router and MSW. */
  path: string;
  access: Access;
  status: number;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const endpoints = {
  contact: { method: 'POST', path: '/api/contact', access: 'public', status: 200, body: ContactMessageSchema, response: ContactResponseSchema },

  initUser: { method: 'GET', path: '/api/users/init', access: 'user', status: 200, response: UserSchema },
  getProfile: { method: 'GET', path: '/api/users/profile', access: 'user', status: 200, response: UserSchema },
  updateProfile: { method: 'PUT', path: '/api/users/profile', access: 'user', status: 200, body: ProfileUpdateSchema, response: UserSchema },
  getEmailPreferences: { method: 'GET', path: '/api/users/email-preferences', access: 'user', status: 200, response: EmailPreferencesSchema },
  updateEmailPreferences: { method: 'PUT', path: '/api/users/email-preferences', access: 'user', status: 200, body: EmailPreferencesUpdateSchema, response: EmailPreferencesSchema },
  deleteAccount: { method: 'DELETE', path: '/api/users/account', access: 'user', status: 200, response: MessageResponseSchema },

  myBookings: { method: 'GET', path: '/api/bookings/my-bookings', access: 'user', status: 200, response: BookingListSchema },
  getBooking: { method: 'GET', path: '/api/bookings/:id', access: 'user', status: 200, response: BookingSchema },
  createBooking: { method: 'POST', path: '/api/bookings', access: 'user', status: 201, body: BookingCreateSchema, response: BookingSchema },
  cancelBooking: { method: 'DELETE', path: '/api/bookings/:id', access: 'user', status: 200, response: BookingSchema },
  /** The booker's one review of a confirmed booking, once its session has ended or it was checked in. */
  createReview: { method: 'POST', path: '/api/bookings/:id/review', access: 'user', status: 201, body: ReviewCreateSchema, response: ReviewSchema },

  /** A deal's reviews, newest first. */
  dealReviews: { method: 'GET', path: '/api/deals/:id/reviews', access: 'public', status: 200, response: ReviewListSchema },
  /** The reviews of the caller's deals, newest first. */
  businessReviews: { method: 'GET', path: '/api/reviews/business', access: 'business', status: 200, response: BusinessReviewListSchema },
  /** The business's one answer to a review of its deal. */
  answerReview: { method: 'POST', path: '/api/reviews/:id/answer', access: 'business', status: 200, body: ReviewAnswerSchema, response: ReviewSchema },

  listDeals: { method: 'GET', path: '/api/deals', access: 'public', status: 200, query: DealQuerySchema, response: DealListSchema },
  /** The catalogue a page at a time, by cursor, with the next page's cursor and the count of matches. */
  dealPage: { method: 'GET', path: '/api/deals/page', access: 'public', status: 200, query: DealPageQuerySchema, response: DealPageSchema },
  getDeal: { method: 'GET', path: '/api/deals/:id', access: 'public', status: 200, response: DealSchema },
  /** Upcoming scheduled sessions (not started), soonest first; past-cut-off and sold-out ones included. */
  listDealSessions: { method: 'GET', path: '/api/deals/:id/sessions', access: 'public', status: 200, response: SessionListSchema },
  myDeals: { method: 'GET', path: '/api/deals/business/my-deals', access: 'business', status: 200, response: DealListSchema },
  businessStats: { method: 'GET', path: '/api/deals/business/stats', access: 'business', status: 200, response: BusinessStatsSchema },
  /** The caller's earnings: every paid booking of its deals, from the money ledger, with totals. */
  businessEarnings: { method: 'GET', path: '/api/business/earnings', access: 'business', status: 200, response: EarningsSchema },
  /** The caller's payout account: not connected, onboarding incomplete (with what is due), or payouts on. */
  payoutStatus: { method: 'GET', path: '/api/business/payouts', access: 'business', status: 200, response: PayoutStatusSchema },
  /** Creates the caller's payout account if it has none, and answers a link to the provider's onboarding. */
  startPayoutOnboarding: { method: 'POST', path: '/api/business/payouts/onboarding', access: 'business', status: 200, response: PayoutLinkSchema },
  /** The provider sent the business back: the account's state, when the link names the caller's account. */
  returnFromPayoutOnboarding: { method: 'POST', path: '/api/business/payouts/onboarding/return', access: 'business', status: 200, body: PayoutAccountRefSchema, response: PayoutStatusSchema },
  /** The onboarding link expired or was used: a new one, when the link names the caller's account. */
  refreshPayoutOnboarding: { method: 'POST', path: '/api/business/payouts/onboarding/refresh', access: 'business', status: 200, body: PayoutAccountRefSchema, response: PayoutLinkSchema },
  /** A one-time link into the provider's Express dashboard, once onboarding is finished. */
  payoutDashboardLink: { method: 'POST', path: '/api/business/payouts/dashboard-link', access: 'business', status: 200, response: PayoutLinkSchema },
  /** Finishes the built-in test onboarding of the caller's account (no Stripe key; 404 otherwise). */
  completeTestOnboarding: { method: 'POST', path: '/api/business/payouts/test-onboarding/:accountId/complete', access: 'business', status: 200, response: PayoutLinkSchema },
  createDeal: { method: 'POST', path: '/api/deals', access: 'business', status: 201, body: DealCreateSchema, response: DealSchema },
  updateDeal: { method: 'PUT', path: '/api/deals/:id', access: 'business', status: 200, body: DealUpdateSchema, response: DealSchema },
  deleteDeal: { method: 'DELETE', path: '/api/deals/:id', access: 'business', status: 200, response: MessageResponseSchema },

  /** The owner's sessions of a deal that have not ended, cancelled ones included, soonest first. */
  ownDealSessions: { method: 'GET', path: '/api/deals/business/:dealId/sessions', access: 'business', status: 200, response: ManagedSessionListSchema },
  createSessions: { method: 'POST', path: '/api/deals/business/:dealId/sessions', access: 'business', status: 201, body: SessionCreateSchema, response: ManagedSessionListSchema },
  updateSession: { method: 'PUT', path: '/api/deals/business/sessions/:sessionId', access: 'business', status: 200, body: SessionUpdateSchema, response: ManagedSessionSchema },
  /** Cancels the session: every booking of it is cancelled and refunded in full. */
  cancelSession: { method: 'DELETE', path: '/api/deals/business/sessions/:sessionId', access: 'business', status: 200, response: SessionCancelResponseSchema },
  /** Redeems a voucher at the door (the deal's owner only; rate-limited per business). */
  checkIn: { method: 'POST', path: '/api/check-ins', access: 'business', status: 200, body: CheckInRequestSchema, response: CheckInSchema },
  sessionManifest: { method: 'GET', path: '/api/deals/business/sessions/:sessionId/bookings', access: 'business', status: 200, response: ManifestSchema },

  /** Joins the waitlist of a sold-out session (or open-dated deal): an account, or a guest's e-mail. */
  joinWaitlist: { method: 'POST', path: '/api/deals/:id/waitlist', access: 'optional', status: 201, body: WaitlistJoinSchema, response: WaitlistEntrySchema },
  /** The caller's places in line that are still live (waiting or offered), newest first. */
  myWaitlist: { method: 'GET', path: '/api/waitlist', access: 'user', status: 200, response: WaitlistEntryListSchema },
  getWaitlistEntry: { method: 'GET', path: '/api/waitlist/:token', access: 'public', status: 200, response: WaitlistEntrySchema },
  /** Leaves the line; an offer held for the person passes to the next one. */
  leaveWaitlist: { method: 'DELETE', path: '/api/waitlist/:token', access: 'public', status: 200, response: WaitlistEntrySchema },
  /** Books the offered spot: a pending booking takes over the offer's hold and a checkout opens for it. */
  claimWaitlistOffer: { method: 'POST', path: '/api/waitlist/:token/claim', access: 'optional', status: 200, response: CheckoutCreatedSchema },

  /** The caller's saved deals, most recently saved first. */
  savedDeals: { method: 'GET', path: '/api/saved/deals', access: 'user', status: 200, response: SavedDealListSchema },
  /** Only the ids (the hearts of a page of cards). */
  savedDealIds: { method: 'GET', path: '/api/saved/deal-ids', access: 'user', status: 200, response: SavedDealIdsSchema },
  saveDeal: { method: 'PUT', path: '/api/saved/deals/:id', access: 'user', status: 200, response: SavedStateSchema },
  unsaveDeal: { method: 'DELETE', path: '/api/saved/deals/:id', access: 'user', status: 200, response: SavedStateSchema },
  /** The caller's saved businesses, most recently saved first, with their live deals. */
  savedBusinesses: { method: 'GET', path: '/api/saved/businesses', access: 'user', status: 200, response: SavedBusinessListSchema },
  /** Only the ids (the deal page's "Save business"). */
  savedBusinessIds: { method: 'GET', path: '/api/saved/business-ids', access: 'user', status: 200, response: SavedBusinessIdsSchema },
  /** Saves a business (a deal's `business_id`); again: kept once. */
  saveBusiness: { method: 'PUT', path: '/api/saved/businesses/:id', access: 'user', status: 200, response: SavedStateSchema },
  unsaveBusiness: { method: 'DELETE', path: '/api/saved/businesses/:id', access: 'user', status: 200, response: SavedStateSchema },

  myAlerts: { method: 'GET', path: '/api/alerts', access: 'user', status: 200, response: AlertListSchema },
  createAlert: { method: 'POST', path: '/api/alerts', access: 'user', status: 201, body: AlertCreateSchema, response: AlertSchema },
  deleteAlert: { method: 'DELETE', path: '/api/alerts/:id', access: 'user', status: 200, response: AlertSchema },
  getAlertSettings: { method: 'GET', path: '/api/alert-settings', access: 'user', status: 200, response: AlertSettingsSchema },
  updateAlertSettings: { method: 'PUT', path: '/api/alert-settings', access: 'user', status: 200, body: AlertSettingsUpdateSchema, response: AlertSettingsSchema },
  /** The caller's last alerts (saved alerts, saved deals and saved businesses), newest first, with the unread count. */
  inbox: { method: 'GET', path: '/api/inbox', access: 'user', status: 200, response: InboxSchema },
  /** Marks every alert of the inbox read. */
  readInbox: { method: 'POST', path: '/api/inbox/read', access: 'user', status: 200, response: InboxSchema },
  /** The VAPID public key browsers subscribe with. */
  pushConfig: { method: 'GET', path: '/api/push-config', access: 'public', status: 200, response: PushConfigSchema },
  /** Registers this browser's push subscription for the caller (the same endpoint again: updated). */
  subscribePush: { method: 'POST', path: '/api/push-subscriptions', access: 'user', status: 201, body: PushSubscriptionCreateSchema, response: PushSubscriptionSchema },
  unsubscribePush: { method: 'DELETE', path: '/api/push-subscriptions/:id', access: 'user', status: 200, response: PushSubscriptionSchema },

  createCheckout: { method: 'POST', path: '/api/payment/create-checkout-session', access: 'optional', status: 200, body: CheckoutRequestSchema, response: CheckoutCreatedSchema },
  /** Stripe's webhook: raw body, verified by signature rather than a bearer. */
  stripeWebhook: { method: 'POST', path: '/api/payment/webhook', access: 'public', status: 200, response: z.object({ received: z.boolean() }) },
  getTestCheckout: { method: 'GET', path: '/api/payment/test-checkout/:checkoutId', access: 'public', status: 200, response: TestCheckoutSchema },
  payTestCheckout: { method: 'POST', path: '/api/payment/test-checkout/:checkoutId/pay', access: 'public', status: 200, body: TestCheckoutPaySchema, response: CheckoutResponseSchema },
  cancelTestCheckout: { method: 'POST', path: '/api/payment/test-checkout/:checkoutId/cancel', access: 'public', status: 200, response: CheckoutResponseSchema },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:param` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The app route that renders the built-in test checkout. */
export const TEST_CHECKOUT_ROUTE = '/test-checkout/:checkoutId';

/** Where checkouts land (SPEC §2); Stripe fills in {CHECKOUT_SESSION_ID}. */
export const SUCCESS_ROUTE = '/success';
export const CANCEL_ROUTE = '/cancel';
export const SUCCESS_URL_QUERY = '?session_id={CHECKOUT_SESSION_ID}';
