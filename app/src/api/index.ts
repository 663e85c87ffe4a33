/**
 * One typed function per endpoint of the contract (`@spur/contract` `endpoints`). Each
 * adds the bearer when the endpoint needs one (optional for checkout: only when signed in),
 * parses the answer with the endpoint's response schema, and throws `ApiError` (status,
 * statusText, the server's message) otherwise.
 */
import type { DealQuery } from '@spur/contract';
import { callEndpoint, clientCopy, type BodyOf } from './client';
import { ApiError } from './errors';

export { ApiError, isApiError, errorMessage } from './errors';
export type { ApiErrorKind } from './errors';
export { callEndpoint, configureApiClient, onUnauthorized } from './client';
export type { BodyOf, ResponseOf, TokenProvider, LocaleProvider, CallOptions } from './client';

type Signal = { signal?: AbortSignal };

// Contact
export const sendContactMessage = (body: BodyOf<'contact'>, opts: Signal = {}) => callEndpoint('contact', { body, ...opts });

// Users
export const initUser = (opts: Signal = {}) => callEndpoint('initUser', opts);
export const getProfile = (opts: Signal = {}) => callEndpoint('getProfile', opts);
export const updateProfile = (body: BodyOf<'updateProfile'>) => callEndpoint('updateProfile', { body });
export const getEmailPreferences = (opts: Signal = {}) => callEndpoint('getEmailPreferences', opts);
export const updateEmailPreferences = (body: BodyOf<'updateEmailPreferences'>) =>
  callEndpoint('updateEmailPreferences', { body });
/** Deletes the account on the server (and its Cognito user); paid bookings stay, anonymised. */
export const deleteAccount = () => callEndpoint('deleteAccount');

// Bookings
/** The caller's bookings; a 404 means none (SPEC §7) and gives an empty list. */
export async function getMyBookings(opts: Signal = {}) {
  try {
    return await callEndpoint('myBookings', opts);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
export const getBooking = (id: string, opts: Signal = {}) => callEndpoint('getBooking', { params: { id }, ...opts });
export const createBooking = (body: BodyOf<'createBooking'>) => callEndpoint('createBooking', { body });
export const cancelBooking = (id: string) => callEndpoint('cancelBooking', { params: { id } });

// Deals
export type DealsQuery = Partial<Pick<DealQuery, 'search' | 'category' | 'when' | 'language' | 'limit' | 'offset' | 'lat' | 'lng' | 'radius_km' | 'sort'>>;

/** A failed catalogue call in the deals page's wording (SPEC §8); anything else as it is. */
function dealsError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { status, statusText, kind, body } = error;
  const copy = clientCopy().deals;
  if (kind === 'invalid-response') return new ApiError(copy.invalidFormat, { status, statusText, kind, body });
  if (kind === 'http') return new ApiError(copy.fetchFailed(status, statusText), { status, statusText, kind, body });
  return error;
}

/**
 * All deals, optionally filtered. Errors carry the deals page's wording (SPEC §8):
 * "Failed to fetch deals: {status} {statusText}", or "Invalid data format received from server".
 */
export async function listDeals(query: DealsQuery = {}, opts: Signal = {}) {
  try {
    return await callEndpoint('listDeals', { query, ...opts });
  } catch (error) {
    throw dealsError(error);
  }
}

export type DealPageQuery = DealsQuery & { cursor?: string };

/** One page of the catalogue (after `cursor`), with the next page's cursor and the count of matches; errors as `listDeals`'s. */
export async function getDealPage(query: DealPageQuery = {}, opts: Signal = {}) {
  try {
    return await callEndpoint('dealPage', { query, ...opts });
  } catch (error) {
    throw dealsError(error);
  }
}
export const getDeal = (id: string, opts: Signal = {}) => callEndpoint('getDeal', { params: { id }, ...opts });
/** The business's own deals; 403 means the caller is not a business (ApiError status 403). */
export const getMyDeals = (opts: Signal = {}) => callEndpoint('myDeals', opts);
export const getBusinessStats = (opts: Signal = {}) => callEndpoint('businessStats', opts);
export const getBusinessEarnings = (opts: Signal = {}) => callEndpoint('businessEarnings', opts);

// Payout accounts
export const getPayoutStatus = (opts: Signal = {}) => callEndpoint('payoutStatus', opts);
export const startPayoutOnboarding = () => callEndpoint('startPayoutOnboarding', {});
export const returnFromPayoutOnboarding = (account: string) => callEndpoint('returnFromPayoutOnboarding', { body: { account } });
export const refreshPayoutOnboarding = (account: string) => callEndpoint('refreshPayoutOnboarding', { body: { account } });
export const getPayoutDashboardLink = () => callEndpoint('payoutDashboardLink', {});
export const completeTestOnboarding = (accountId: string) => callEndpoint('completeTestOnboarding', { params: { accountId } });
export const createDeal = (body: BodyOf<'createDeal'>) => callEndpoint('createDeal', { body });
export const updateDeal = (id: string, body: BodyOf<'updateDeal'>) => callEndpoint('updateDeal', { params: { id }, body });
export const deleteDeal = (id: string) => callEndpoint('deleteDeal', { params: { id } });

// Sessions
/** A deal's upcoming scheduled sessions (not started), soonest first; sold-out and past-cut-off ones included. */
export const listDealSessions = (id: string, opts: Signal = {}) => callEndpoint('listDealSessions', { params: { id }, ...opts });
/** The owner's sessions of a deal that have not ended (every status), soonest first, with `booked`. */
export const getOwnDealSessions = (dealId: string, opts: Signal = {}) => callEndpoint('ownDealSessions', { params: { dealId }, ...opts });
export const createSessions = (dealId: string, body: BodyOf<'createSessions'>) => callEndpoint('createSessions', { params: { dealId }, body });
export const updateSession = (sessionId: string, body: BodyOf<'updateSession'>) =>
  callEndpoint('updateSession', { params: { sessionId }, body });
/** Cancels a session: every booking of it is cancelled and refunded in full. */
export const cancelSession = (sessionId: string) => callEndpoint('cancelSession', { params: { sessionId } });
/** Redeems a voucher at the door (the business of the deal). */
export const checkIn = (body: BodyOf<'checkIn'>) => callEndpoint('checkIn', { body });
export const getSessionManifest = (sessionId: string, opts: Signal = {}) => callEndpoint('sessionManifest', { params: { sessionId }, ...opts });

// Reviews
/** The booker's one review of a booking. */
export const createReview = (bookingId: string, body: BodyOf<'createReview'>) => callEndpoint('createReview', { params: { id: bookingId }, body });
/** A deal's reviews, newest first. */
export const getDealReviews = (dealId: string, opts: Signal = {}) => callEndpoint('dealReviews', { params: { id: dealId }, ...opts });
/** The reviews of the business's deals, newest first. */
export const getBusinessReviews = (opts: Signal = {}) => callEndpoint('businessReviews', opts);
/** The business's one answer to a review. */
export const answerReview = (reviewId: string, body: BodyOf<'answerReview'>) => callEndpoint('answerReview', { params: { id: reviewId }, body });

// Payment
/** Opens a checkout; the bearer is sent only when signed in. Resolves to `{ url }`. */
export const createCheckout = (body: BodyOf<'createCheckout'>) =>
  callEndpoint('createCheckout', { body });
export const getTestCheckout = (checkoutId: string, opts: Signal = {}) =>
  callEndpoint('getTestCheckout', { params: { checkoutId }, ...opts });
export const payTestCheckout = (checkoutId: string, body: BodyOf<'payTestCheckout'> = {}) =>
  callEndpoint('payTestCheckout', { params: { checkoutId }, body });
export const cancelTestCheckout = (checkoutId: string) => callEndpoint('cancelTestCheckout', { params: { checkoutId } });

/** All calls as one object, for injection (`api.listDeals(...)`). */
export const api = {
  sendContactMessage,
  initUser,
  getProfile,
  updateProfile,
  getEmailPreferences,
  updateEmailPreferences,
  deleteAccount,
  getMyBookings,
  getBooking,
  createBooking,
  cancelBooking,
  listDeals,
  getDealPage,
  getDeal,
  getMyDeals,
  getBusinessStats,
  getBusinessEarnings,
  getPayoutStatus,
  startPayoutOnboarding,
  returnFromPayoutOnboarding,
  refreshPayoutOnboarding,
  getPayoutDashboardLink,
  completeTestOnboarding,
  createDeal,
  updateDeal,
  deleteDeal,
  listDealSessions,
  getOwnDealSessions,
  createSessions,
  updateSession,
  cancelSession,
  getSessionManifest,
  checkIn,
  createReview,
  getDealReviews,
  getBusinessReviews,
  answerReview,
  createCheckout,
  getTestCheckout,
  payTestCheckout,
  cancelTestCheckout,
};
export type Api = typeof api;

// Waitlist (issue 11)
export const joinWaitlist = (dealId: string, body: BodyOf<'joinWaitlist'>) => callEndpoint('joinWaitlist', { params: { id: dealId }, body });
export const getMyWaitlist = (opts: Signal = {}) => callEndpoint('myWaitlist', opts);
export const getWaitlistEntry = (token: string, opts: Signal = {}) => callEndpoint('getWaitlistEntry', { params: { token }, ...opts });
export const leaveWaitlist = (token: string) => callEndpoint('leaveWaitlist', { params: { token } });
/** Books an offered spot: the checkout's `{ url, hold_expires_at }` (the bearer when signed in). */
export const claimWaitlistOffer = (token: string) => callEndpoint('claimWaitlistOffer', { params: { token } });

// Saved deals and businesses, alerts, the inbox and push (issue 31)
export const getSavedDeals = (opts: Signal = {}) => callEndpoint('savedDeals', opts);
export const getSavedDealIds = (opts: Signal = {}) => callEndpoint('savedDealIds', opts);
export const saveDeal = (dealId: string) => callEndpoint('saveDeal', { params: { id: dealId } });
export const unsaveDeal = (dealId: string) => callEndpoint('unsaveDeal', { params: { id: dealId } });
export const getSavedBusinesses = (opts: Signal = {}) => callEndpoint('savedBusinesses', opts);
export const getSavedBusinessIds = (opts: Signal = {}) => callEndpoint('savedBusinessIds', opts);
export const saveBusiness = (businessId: string) => callEndpoint('saveBusiness', { params: { id: businessId } });
export const unsaveBusiness = (businessId: string) => callEndpoint('unsaveBusiness', { params: { id: businessId } });
export const getMyAlerts = (opts: Signal = {}) => callEndpoint('myAlerts', opts);
export const createAlert = (body: BodyOf<'createAlert'>) => callEndpoint('createAlert', { body });
export const deleteAlert = (id: string) => callEndpoint('deleteAlert', { params: { id } });
export const getAlertSettings = (opts: Signal = {}) => callEndpoint('getAlertSettings', opts);
export const updateAlertSettings = (body: BodyOf<'updateAlertSettings'>) => callEndpoint('updateAlertSettings', { body });
export const getInbox = (opts: Signal = {}) => callEndpoint('inbox', opts);
/** Marks every alert of the inbox read; answers the inbox as it now is. */
export const readInbox = () => callEndpoint('readInbox');
export const getPushConfig = (opts: Signal = {}) => callEndpoint('pushConfig', opts);
export const subscribePush = (body: BodyOf<'subscribePush'>) => callEndpoint('subscribePush', { body });
export const unsubscribePush = (id: string) => callEndpoint('unsubscribePush', { params: { id } });
