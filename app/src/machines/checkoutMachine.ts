/**
 * Book Now → checkout (SPEC §4 Payment, §7 create-checkout-session).
 *
 * A deal with sessions is booked for one session (`deal.sessionId`) at the price of that moment
 * (`deal.amountCents`); a 409 (sold out, cut off, cancelled, price changed) toasts its message.
 *
 *   idle ──BOOK──▶ creating ──▶ redirecting (the browser goes to the checkout URL)
 *     │  └─BOOK (auth unsettled)─▶ awaitingAuth ──AUTH_SETTLED──▶ creating
 *     ▲              │   └──▶ handingOff ──(HANDOFF_DELAY)──▶ redirecting
 *     │              │        (a payment page outside the app, i.e. Stripe: first says how long
 *     │              │         the spot is held, as the app's own test checkout shows it)
 *     │              │ error: "Payment Error" toast, context.error
 *     └──────────────┘            redirecting ──RESET──▶ idle (page restored from the back/forward cache)
 *
 * While busy (`hasTag('busy')`), `context.dealId` is the deal being booked, so a grid of cards
 * can show a spinner on that card only and disable the others.
 *
 * Guest or signed in decides the request (guestInfo, the bearer), so a Book Now tapped while the
 * sign-in is still being checked waits for the check (issue 32): a signed-in person never sends
 * the guest's request.
 */
import { and, assign, setup } from 'xstate';
import { CHECKOUT_QUANTITY, MESSAGES, toCents, type CheckoutCreated, type CheckoutRequest } from '@spur/contract';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { errorMessage, isApiError } from '../api/errors';
import { noopUiActions, notProvided } from './shared';

/** The slice of a deal the checkout needs. */
export interface BookableDeal {
  id: string;
  title: string;
  price: number;
  bookingType?: string | null;
  vendorShortname?: string | null;
  /** The chosen session of a deal with sessions (issue 9); absent for open-dated deals. */
  sessionId?: string | null;
  /**
   * The amount in cents at the moment of booking (`priceCentsAt` with the session's start: the
   * price drop applied); default the list price in cents.
   */
  amountCents?: number;
}

export interface CheckoutContext {
  /** The deal being booked while busy; null when idle. */
  dealId: string | null;
  /** The deal waiting for the sign-in check (awaitingAuth); null otherwise. */
  waitingDeal: BookableDeal | null;
  /** The request being sent (creating). */
  request: CheckoutRequest | null;
  error: string | null;
  /** The payment page to go to once the hold has been announced (handingOff). */
  url: string | null;
}

/** How long the hold's notice shows before the browser leaves for the payment page. */
export const HANDOFF_MS = 1_500;

/** Seconds of the hold left at `now` (partial seconds up, as the test checkout counts; never negative). */
export const holdSecondsLeft = (holdExpiresAt: string, now: number): number => Math.max(0, Math.ceil((Date.parse(holdExpiresAt) - now) / 1000));

export type CheckoutEvent =
  /**
   * `signedIn` from `useAuth().status`: 'authenticated' true, 'guest' false, decides guestInfo (and
   * the bearer); 'loading' null: the booking waits for AUTH_SETTLED.
   */
  | { type: 'BOOK'; deal: BookableDeal; signedIn: boolean | null }
  /** The sign-in check is over (sent on every settled status; only awaitingAuth listens). */
  | { type: 'AUTH_SETTLED'; signedIn: boolean }
  | { type: 'RESET' };

/** Guests get placeholder details; the checkout page asks for their real email (SPEC §7). */
export const GUEST_INFO = { email: '', name: 'Guest' } as const;

/** The request body of SPEC §3/§7: amount in cents, quantity 1, guestInfo only for guests. */
export function buildCheckoutRequest(deal: BookableDeal, signedIn: boolean): CheckoutRequest {
  return {
    dealId: deal.id,
    name: deal.title,
    amount: deal.amountCents ?? toCents(deal.price),
    quantity: CHECKOUT_QUANTITY,
    ...(deal.sessionId ? { sessionId: deal.sessionId } : {}),
    ...(signedIn ? {} : { guestInfo: { ...GUEST_INFO } }),
  };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST create-checkout-session (bearer only when signed in); resolves to `{ url, hold_expires_at }`. */
    createCheckout: notProvided<CheckoutCreated, { request: CheckoutRequest }>('createCheckout'),
  },
  actions: {
    ...noopUiActions,
    /**
     * Sends the browser to the hosted payment page: `window.location.assign(url)` (the live one
     * also remembers the deal, for the test checkout's "Try again").
     */
    redirect: (_, _params: { url: string; dealId?: string | null }) => {},
    /** External (FareHarbor) bookings are only logged (SPEC §3). */
    logExternalBooking: (_, params: { deal: BookableDeal }) => {
      if (params.deal.bookingType === 'fareharbor' && params.deal.vendorShortname) {
        console.info(`External booking via FareHarbor (${params.deal.vendorShortname}) for deal ${params.deal.id}`);
      }
    },
  },
  guards: {
    hasDealId: ({ event }) => event.type === 'BOOK' && Boolean(event.deal.id?.trim()),
    authUnsettled: ({ event }) => event.type === 'BOOK' && event.signedIn === null,
    /** The payment page is outside the app (Stripe); the live machine compares origins. */
    leavesApp: (_, _params: { url: string }) => false,
  },
  delays: { HANDOFF_DELAY: HANDOFF_MS },
}).createMachine({
  id: 'checkout',
  context: { dealId: null, waitingDeal: null, request: null, error: null, url: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        BOOK: [
          {
            guard: and(['hasDealId', 'authUnsettled']),
            target: 'awaitingAuth',
            actions: [
              assign({ dealId: ({ event }) => event.deal.id, waitingDeal: ({ event }) => event.deal, error: null }),
              { type: 'logExternalBooking', params: ({ event }) => ({ deal: event.deal }) },
            ],
          },
          {
            guard: 'hasDealId',
            target: 'creating',
            actions: [
              assign({
                dealId: ({ event }) => event.deal.id,
                request: ({ event }) => buildCheckoutRequest(event.deal, event.signedIn === true),
                error: null,
              }),
              { type: 'logExternalBooking', params: ({ event }) => ({ deal: event.deal }) },
            ],
          },
          { actions: assign({ error: MESSAGES.dealIdRequired }) },
        ],
      },
    },
    awaitingAuth: {
      tags: ['busy'],
      on: {
        AUTH_SETTLED: {
          target: 'creating',
          actions: assign({
            request: ({ context, event }) => buildCheckoutRequest(context.waitingDeal!, event.signedIn),
            waitingDeal: null,
          }),
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createCheckout',
        input: ({ context }) => ({ request: context.request! }),
        onDone: [
          {
            guard: { type: 'leavesApp', params: ({ event }) => ({ url: event.output.url }) },
            target: 'handingOff',
            actions: [
              assign({ url: ({ event }) => event.output.url }),
              { type: 'notify', params: ({ event }) => pageCopy(COPY).toasts.spotHeld(holdSecondsLeft(event.output.hold_expires_at, Date.now())) },
            ],
          },
          {
            target: 'redirecting',
            actions: { type: 'redirect', params: ({ context, event }) => ({ url: event.output.url, dealId: context.dealId }) },
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({ dealId: null, error: ({ event }) => errorMessage(event.error) }),
            // A refusal (409: sold out, cut off, cancelled, started, price changed) says why.
            {
              type: 'notify',
              params: ({ event }) => (isApiError(event.error) && event.error.status === 409 ? pageCopy(COPY).toasts.paymentRefused(event.error.message) : pageCopy(COPY).toasts.paymentError),
            },
          ],
        },
      },
    },
    handingOff: {
      tags: ['busy'],
      after: {
        HANDOFF_DELAY: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ context }) => ({ url: context.url!, dealId: context.dealId }) },
        },
      },
    },
    redirecting: {
      tags: ['busy'],
      on: { RESET: { target: 'idle', actions: assign({ dealId: null }) } },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
