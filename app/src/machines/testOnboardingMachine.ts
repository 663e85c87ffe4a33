/**
 * The built-in test onboarding (no Stripe key, demo mode): the business finishes it with one
 * button, recorded like Stripe's `account.updated`, then goes back to the dashboard.
 *
 *   idle ──FINISH──▶ finishing ──▶ redirected (the dashboard's return link)
 *                        └── refused ──▶ idle (error: the server's message)
 */
import { assign, setup } from 'xstate';
import type { PayoutLink } from '@spur/contract';
import { errorMessage } from '../api/errors';
import { notProvided } from './shared';

export interface TestOnboardingContext {
  accountId: string;
  error: string | null;
}

export const testOnboardingMachine = setup({
  types: {
    context: {} as TestOnboardingContext,
    events: {} as { type: 'FINISH' },
    input: {} as { accountId: string },
    tags: {} as 'busy',
  },
  actors: {
    /** POST /api/business/payouts/test-onboarding/:accountId/complete */
    complete: notProvided<PayoutLink, { accountId: string }>('complete'),
  },
  actions: {
    /** Goes to the return link: `window.location.assign(url)`. */
    redirect: (_, _params: { url: string }) => {
      throw new Error('The "redirect" action is not provided.');
    },
  },
}).createMachine({
  id: 'testOnboarding',
  context: ({ input }) => ({ accountId: input.accountId, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { FINISH: { target: 'finishing', actions: assign({ error: null }) } } },
    finishing: {
      tags: ['busy'],
      invoke: {
        src: 'complete',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: { target: 'redirected', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    redirected: { tags: ['busy'] },
  },
});
