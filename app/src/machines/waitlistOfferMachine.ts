/**
 * The waitlist offer page (/waitlist-offers/:token, the link of the offer e-mail; issue 11).
 *
 *   loading ──▶ offered | unavailable (expired, used, left, not offered yet: its message) | failed
 *   offered ──CLAIM──▶ claiming ──▶ redirecting (the browser goes to the checkout)
 *      │                  └──▶ unavailable (4xx: the API's message) | offered (network: toast)
 *      └──TIME_UP──▶ unavailable (the claim window ran out on screen)
 *   failed ──RETRY──▶ loading
 */
import { assign, setup } from 'xstate';
import { MESSAGES, type CheckoutCreated, type WaitlistEntry, type WaitlistStatus } from '@spur/contract';
import { COPY } from '../copy';
import { errorMessage, isApiError } from '../api/errors';
import { noopUiActions, notProvided } from './shared';

export interface WaitlistOfferContext {
  token: string;
  entry: WaitlistEntry | null;
  /** Why the offer cannot be taken (unavailable), or why it could not be read (failed). */
  error: string | null;
}

export type WaitlistOfferEvent = { type: 'CLAIM' } | { type: 'TIME_UP' } | { type: 'RETRY' };

/** Why an entry in `status` has no spot to take: the API's own wording for a claim of it. */
export function unavailableMessage(status: WaitlistStatus): string {
  if (status === 'claimed') return MESSAGES.waitlistOfferUsed;
  if (status === 'left') return MESSAGES.waitlistLeft;
  if (status === 'waiting') return MESSAGES.waitlistNoOffer;
  return MESSAGES.waitlistOfferExpired;
}

export const waitlistOfferMachine = setup({
  types: {
    context: {} as WaitlistOfferContext,
    events: {} as WaitlistOfferEvent,
    input: {} as { token: string },
    tags: {} as 'busy',
  },
  actors: {
    /** GET /api/waitlist/:token. */
    load: notProvided<WaitlistEntry, { token: string }>('load'),
    /** POST /api/waitlist/:token/claim (the bearer when signed in). */
    claim: notProvided<CheckoutCreated, { token: string }>('claim'),
  },
  actions: {
    ...noopUiActions,
    /** Sends the browser to the checkout: `window.location.assign(url)`. */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    offered: ({ context }) => context.entry?.status === 'offered',
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
        { target: 'unavailable', actions: assign({ error: ({ context }) => unavailableMessage(context.entry!.status) }) },
      ],
    },
    offered: {
      on: {
        CLAIM: 'claiming',
        TIME_UP: { target: 'unavailable', actions: assign({ error: MESSAGES.waitlistOfferExpired }) },
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: [
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'unavailable', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { target: 'offered', actions: { type: 'notify', params: ({ event }) => COPY.toasts.paymentRefused(errorMessage(event.error)) } },
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
