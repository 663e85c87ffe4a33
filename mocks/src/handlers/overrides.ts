/**
 * Handlers that force the error, empty and loading states screens must show (Storybook stories,
 * tests). Put them before the normal handlers (`parameters.msw.handlers`, `server.use(...)`).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES, endpoints, type EndpointName } from '@spur/contract';
import { pathPatterns } from './api';

function on(name: EndpointName, apiBase: string, resolver: (info: { request: Request }) => Response | Promise<Response> | undefined): HttpHandler[] {
  const { method, path } = endpoints[name];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return pathPatterns(path, apiBase).map((pattern) => http[verb](pattern, resolver));
}

const serverError = () => HttpResponse.json({ message: MESSAGES.internalError }, { status: 500 });
const forever = async () => {
  await delay('infinite');
  return serverError();
};

/** Every override, for any API base. Each value is a list of handlers (one per matched origin). */
export function createOverrideHandlers({ apiBase = '' }: { apiBase?: string } = {}) {
  return {
    // The deals page's states: /deals reads GET /api/deals/page.
    /** GET /api/deals/page answers 500: "Failed to fetch deals: 500 Internal Server Error" with Retry. */
    dealsServerError: on('dealPage', apiBase, serverError),
    /** GET /api/deals/page answers an array instead of a page: "Invalid data format received from server". */
    dealsInvalidData: on('dealPage', apiBase, () => HttpResponse.json([])),
    /** GET /api/deals/page never answers: the "Loading deals..." spinner. */
    dealsLoading: on('dealPage', apiBase, forever),
    /** GET /api/deals/page answers no deals: "No deals available right now." */
    dealsEmpty: on('dealPage', apiBase, () => HttpResponse.json({ deals: [], next_cursor: null, total: 0, total_capped: false })),
    /** GET /api/deals/page answers the first page, never the next ones: the busy "Show more". */
    dealsMoreLoading: on('dealPage', apiBase, ({ request }) => (new URL(request.url).searchParams.has('cursor') ? forever() : undefined)),
    /** GET /api/deals/page answers the first page, 500 for the next ones: "We could not load more deals". */
    dealsMoreServerError: on('dealPage', apiBase, ({ request }) => (new URL(request.url).searchParams.has('cursor') ? serverError() : undefined)),
    /** GET /api/deals/:id answers 500. */
    dealServerError: on('getDeal', apiBase, serverError),
    /** GET /api/bookings/my-bookings answers 500: the "Failed to fetch your bookings" toast. */
    myBookingsServerError: on('myBookings', apiBase, serverError),
    /** GET /api/bookings/my-bookings never answers. */
    myBookingsLoading: on('myBookings', apiBase, forever),
    /** GET /api/bookings/my-bookings answers an empty list. */
    myBookingsEmpty: on('myBookings', apiBase, () => HttpResponse.json([])),
    /** GET /api/deals/business/my-deals answers 403: the dashboard's access-denied screen. */
    myDealsForbidden: on('myDeals', apiBase, () =>
      HttpResponse.json({ message: MESSAGES.businessRequired }, { status: 403 }),
    ),
    /** GET /api/deals/business/my-deals answers 500: "Error loading business dashboard" with Try Again. */
    myDealsServerError: on('myDeals', apiBase, serverError),
    /** GET /api/deals/business/my-deals never answers. */
    myDealsLoading: on('myDeals', apiBase, forever),
    earningsServerError: on('businessEarnings', apiBase, serverError),
    earningsLoading: on('businessEarnings', apiBase, forever),
    /** GET /api/deals/business/my-deals answers an empty list. */
    myDealsEmpty: on('myDeals', apiBase, () => HttpResponse.json([])),
    /** GET /api/deals/business/stats answers 500. */
    businessStatsServerError: on('businessStats', apiBase, serverError),
    /** POST /api/contact fails the way the server does when the mail cannot be sent (502). */
    contactFailure: on('contact', apiBase, () => HttpResponse.json({ message: MESSAGES.contactFailed }, { status: 502 })),
    /** POST /api/contact answers 200 with `success: false`. */
    contactUnsuccessful: on('contact', apiBase, () =>
      HttpResponse.json({ success: false, message: MESSAGES.contactFailed }),
    ),
    /** POST /api/contact fails at the network level. */
    contactNetworkError: on('contact', apiBase, () => HttpResponse.error()),
    /** POST /api/contact never answers: the "Sending..." state. */
    contactSending: on('contact', apiBase, forever),
    /** POST /api/payment/create-checkout-session answers 500: "Payment Error". */
    checkoutFailure: on('createCheckout', apiBase, serverError),
    /** POST /api/payment/create-checkout-session never answers: the busy Book Now button. */
    checkoutPending: on('createCheckout', apiBase, forever),
    /** GET /api/users/init answers 401: the app logs out ("Authentication failed - please log in again"). */
    initUserUnauthorized: on('initUser', apiBase, () =>
      HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 }),
    ),
    /** GET /api/users/init answers 500: "Failed to initialize user". */
    initUserServerError: on('initUser', apiBase, serverError),
    /** GET /api/users/profile answers 500. */
    profileServerError: on('getProfile', apiBase, serverError),
    /** PUT /api/users/profile answers 500: "Update failed" / "Upgrade Failed". */
    updateProfileServerError: on('updateProfile', apiBase, serverError),
    /** PUT /api/users/email-preferences answers 500. */
    emailPreferencesServerError: on('updateEmailPreferences', apiBase, serverError),
    /** DELETE /api/bookings/:id answers 500: "Cancellation Failed". */
    cancelBookingServerError: on('cancelBooking', apiBase, serverError),
    /** DELETE /api/users/account answers 500: "Failed to delete account". */
    deleteAccountServerError: on('deleteAccount', apiBase, serverError),
    /** POST /api/deals answers 500: "Failed to create deal". */
    createDealServerError: on('createDeal', apiBase, serverError),
    /** PUT /api/deals/:id answers 500: "Failed to update deal". */
    updateDealServerError: on('updateDeal', apiBase, serverError),
    /** DELETE /api/deals/:id answers 500: "Failed to delete deal". */
    deleteDealServerError: on('deleteDeal', apiBase, serverError),
  } satisfies Record<string, HttpHandler[]>;
}

export type OverrideName = keyof ReturnType<typeof createOverrideHandlers>;

/** The overrides for same-origin API calls (the app's and Storybook's default). */
export const overrides = createOverrideHandlers();

const first = (handlers: HttpHandler[]) => handlers[0] as HttpHandler;

export const dealsServerErrorHandler = first(overrides.dealsServerError);
export const dealsInvalidDataHandler = first(overrides.dealsInvalidData);
export const dealsLoadingHandler = first(overrides.dealsLoading);
export const dealsEmptyHandler = first(overrides.dealsEmpty);
export const dealsMoreLoadingHandler = first(overrides.dealsMoreLoading);
export const dealsMoreServerErrorHandler = first(overrides.dealsMoreServerError);
export const myBookingsServerErrorHandler = first(overrides.myBookingsServerError);
export const myBookingsLoadingHandler = first(overrides.myBookingsLoading);
export const myBookingsEmptyHandler = first(overrides.myBookingsEmpty);
export const myDealsForbiddenHandler = first(overrides.myDealsForbidden);
export const myDealsServerErrorHandler = first(overrides.myDealsServerError);
export const myDealsLoadingHandler = first(overrides.myDealsLoading);
export const myDealsEmptyHandler = first(overrides.myDealsEmpty);
export const earningsServerErrorHandler = first(overrides.earningsServerError);
export const earningsLoadingHandler = first(overrides.earningsLoading);
export const contactFailureHandler = first(overrides.contactFailure);
export const contactNetworkErrorHandler = first(overrides.contactNetworkError);
export const contactSendingHandler = first(overrides.contactSending);
export const checkoutFailureHandler = first(overrides.checkoutFailure);
export const checkoutPendingHandler = first(overrides.checkoutPending);
