/**
 * The waitlist offer page (/waitlist-offers/:token, the links of the offer e-mail; issue 11).
 *
 *   loading ──▶ offered | waiting | unavailable (expired, used, left, closed: its message) | failed
 *   offered ──CLAIM──▶ claiming ──▶ redirecting (the browser goes to the checkout)
 *      │                  └──▶ unavailable (4xx: the API's message) | offered (network: toast)
 *      └──TIME_UP──▶ unavailable (the claim window ran out on screen)
 *   offered | waiting ──LEAVE──▶ leaving ──▶ left
 *                                   └──▶ unavailable (4xx: the API's message) | back (network: toast)
 *   failed ──RETRY──▶ loading
 */
import { assign, setup } from 'xstate';
import { MESSAGES, type CheckoutCreated, type WaitlistEntry, type WaitlistStatus } from '@spur/contract';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { errorMessage, isApiError } from '../api/errors';
import { noopUiActions, notProvided } from './shared';

export interface WaitlistOfferContext {
  token: string;
  entry: WaitlistEntry | null;
  /** Why the offer cannot be taken (unavailable), or why it could not be read (failed). */
  error: string | null;
}

export type WaitlistOfferEvent = { type: 'CLAIM' } | { type: 'TIME_UP' } | { type: 'RETRY' } | { type: 'LEAVE' };

/** Why an entry in `status` has no spot to take: the API's own wording for a claim of it. */
export function unavailableMessage(status: WaitlistStatus): string {
  if (status === 'claimed') return MESSAGES.waitlistOfferUsed;
  if (status === 'left') return MESSAGES.waitlistLeft;
  if (status === 'waiting') return MESSAGES.waitlistNoOffer;
  if (status === 'closed') return MESSAGES.waitlistClosed;
  return MESSAGES.waitlistOfferExpired;
}

export const waitlistOfferMachine = setup({
  types: {
    context: {} as WaitlistOfferContext,
    events: {} as WaitlistOfferEvent,
    input: {} as { token: string },
    tags: {} as 'busy' | 'leaving',
  },
  actors: {
    /** GET /api/waitlist/:token. */
    load: notProvided<WaitlistEntry, { token: string }>('load'),
    /** POST /api/waitlist/:token/claim (the bearer when signed in). */
    claim: notProvided<CheckoutCreated, { token: string }>('claim'),
    /** DELETE /api/waitlist/:token. */
    leave: notProvided<WaitlistEntry, { token: string }>('leave'),
  },
  actions: {
    ...noopUiActions,
    /** Sends the browser to the checkout: `window.location.assign(url)`. */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    offered: ({ context }) => context.entry?.status === 'offered',
    waiting: ({ context }) => context.entry?.status === 'waiting',
    refused: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'http',
  },
}).createMachine({
  id: 'waitlistOffer',
  context: ({ input }) => ({ token: input.token, entry: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'loaded', actions: assign({ entry: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: {
      always: [
        { guard: 'offered', target: 'offered' },
        { guard: 'waiting', target: 'waiting' },
        { target: 'unavailable', actions: assign({ error: ({ context }) => unavailableMessage(context.entry!.status) }) },
      ],
    },
    offered: {
      on: {
        CLAIM: 'claiming',
        LEAVE: 'leaving',
        TIME_UP: { target: 'unavailable', actions: assign({ error: MESSAGES.waitlistOfferExpired }) },
      },
    },
    waiting: {
      on: { LEAVE: 'leaving' },
    },
    leaving: {
      tags: ['leaving'],
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'left', actions: assign({ entry: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          // Back to the offer (or the place in line) as it was.
          { target: 'loaded', actions: { type: 'notify', params: ({ event }) => pageCopy(COPY).toasts.waitlistLeaveFailed(errorMessage(event.error)) } },
        ],
      },
    },
    left: {},
    claiming: {
      tags: ['busy'],
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: [
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { target: 'offered', actions: { type: 'notify', params: ({ event }) => pageCopy(COPY).toasts.paymentRefused(errorMessage(event.error)) } },
        ],
      },
    },
    redirecting: { tags: ['busy'] },
    unavailable: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
