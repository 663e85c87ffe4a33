/**
 * The business's payout account on the dashboard (issue 29): its state, and the way to Stripe's
 * hosted onboarding (or the test onboarding) and to the Express dashboard.
 *
 *   loading ──▶ ready ──CONNECT──▶ opening ──▶ redirected (the provider's page)
 *      │          └────DASHBOARD──▶ opening ──▶ redirected
 *      └──▶ failed ──RETRY──▶ loading            (opening refused ──▶ ready, with the message)
 *
 * Coming back from onboarding (`?payouts=return&account=…`) loads the account through the return
 * endpoint; `?payouts=refresh&…` asks for a new link and goes straight back to the provider. A
 * stale or another business's link shows the server's message over the plain state.
 */
import { assign, setup } from 'xstate';
import type { PayoutLink, PayoutStatus, PayoutsStep } from '@spur/contract';
import { errorMessage } from '../api/errors';
import { notProvided } from './shared';

/** The onboarding link the provider sent the business back with, if any. */
export interface OnboardingComeback {
  step: PayoutsStep;
  account: string;
}

export interface PayoutsContext {
  comeback: OnboardingComeback | null;
  status: PayoutStatus | null;
  /** Why the comeback link was refused (stale, another business's); null when none. */
  linkError: string | null;
  /** Why opening onboarding or the dashboard failed; null when none. */
  error: string | null;
}

export type PayoutsEvent = { type: 'CONNECT' } | { type: 'DASHBOARD' } | { type: 'RETRY' };

export const payoutsMachine = setup({
  types: {
    context: {} as PayoutsContext,
    events: {} as PayoutsEvent,
    input: {} as { comeback: OnboardingComeback | null },
    tags: {} as 'busy',
  },
  actors: {
    /** GET /api/business/payouts */
    loadStatus: notProvided<PayoutStatus>('loadStatus'),
    /** POST /api/business/payouts/onboarding/return */
    returnFromOnboarding: notProvided<PayoutStatus, { account: string }>('returnFromOnboarding'),
    /** POST /api/business/payouts/onboarding/refresh */
    refreshOnboarding: notProvided<PayoutLink, { account: string }>('refreshOnboarding'),
    /** POST /api/business/payouts/onboarding */
    startOnboarding: notProvided<PayoutLink>('startOnboarding'),
    /** POST /api/business/payouts/dashboard-link */
    dashboardLink: notProvided<PayoutLink>('dashboardLink'),
  },
  actions: {
    /** Sends the browser to the provider: `window.location.assign(url)`. */
    redirect: (_, _params: { url: string }) => {
      throw new Error('The "redirect" action is not provided.');
    },
  },
  guards: {
    returning: ({ context }) => context.comeback?.step === 'return',
    refreshing: ({ context }) => context.comeback?.step === 'refresh',
  },
}).createMachine({
  id: 'payouts',
  context: ({ input }) => ({ comeback: input.comeback, status: null, linkError: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'returning', target: 'returning' }, { guard: 'refreshing', target: 'refreshing' }, { target: 'loading' }],
    },
    returning: {
      tags: ['busy'],
      invoke: {
        src: 'returnFromOnboarding',
        input: ({ context }) => ({ account: context.comeback!.account }),
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'loading', actions: assign({ linkError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'refreshOnboarding',
        input: ({ context }) => ({ account: context.comeback!.account }),
        onDone: { target: 'redirected', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'loading', actions: assign({ linkError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        CONNECT: { target: 'openingOnboarding', actions: assign({ error: null, linkError: null }) },
        DASHBOARD: { target: 'openingDashboard', actions: assign({ error: null, linkError: null }) },
      },
    },
    openingOnboarding: {
      tags: ['busy'],
      invoke: {
        src: 'startOnboarding',
        onDone: { target: 'redirected', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    openingDashboard: {
      tags: ['busy'],
      invoke: {
        src: 'dashboardLink',
        onDone: { target: 'redirected', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    /** The browser is leaving for the provider's page. */
    redirected: { tags: ['busy'] },
  },
});
