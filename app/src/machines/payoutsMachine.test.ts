import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES, type PayoutStatus } from '@spur/contract';
import { ApiError } from '../api/errors';
import { payoutsMachine, type OnboardingComeback } from './payoutsMachine';

const NOT_CONNECTED: PayoutStatus = { state: 'not_connected', requirements_due: [] };
const INCOMPLETE: PayoutStatus = { state: 'onboarding_incomplete', requirements_due: ['external_account'] };

function run(comeback: OnboardingComeback | null, overrides: { returnFails?: boolean; refreshFails?: boolean; startFails?: boolean } = {}) {
  const calls: string[] = [];
  const redirects: string[] = [];
  const refused = (message: string, status: number) => new ApiError(message, { status });
  const machine = payoutsMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => (calls.push('status'), NOT_CONNECTED)),
      returnFromOnboarding: fromPromise(async ({ input }: { input: { account: string } }) => {
        calls.push(`return ${input.account}`);
        if (overrides.returnFails) throw refused(MESSAGES.payoutLinkOtherBusiness, 403);
        return INCOMPLETE;
      }),
      refreshOnboarding: fromPromise(async ({ input }: { input: { account: string } }) => {
        calls.push(`refresh ${input.account}`);
        if (overrides.refreshFails) throw refused(MESSAGES.payoutLinkStale, 404);
        return { url: 'https://connect.stripe.test/setup/2' };
      }),
      startOnboarding: fromPromise(async () => {
        calls.push('start');
        if (overrides.startFails) throw refused(MESSAGES.payoutsProviderFailed, 502);
        return { url: 'https://connect.stripe.test/setup/1' };
      }),
      dashboardLink: fromPromise(async () => (calls.push('dashboard'), { url: 'https://connect.stripe.test/express/1' })),
    },
    actions: { redirect: (_, params: { url: string }) => void redirects.push(params.url) },
  });
  const actor = createActor(machine, { input: { comeback } }).start();
  return { actor, calls, redirects };
}

describe('payoutsMachine', () => {
  it('loads the state; Connect goes to the onboarding link', async () => {
    const { actor, calls, redirects } = run(null);
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.status).toEqual(NOT_CONNECTED);
    actor.send({ type: 'CONNECT' });
    await waitFor(actor, (state) => state.matches('redirected'));
    expect(calls).toEqual(['status', 'start']);
    expect(redirects).toEqual(['https://connect.stripe.test/setup/1']);
  });

  it('the dashboard link goes to the payouts dashboard', async () => {
    const { actor, redirects } = run(null);
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'DASHBOARD' });
    await waitFor(actor, (state) => state.matches('redirected'));
    expect(redirects).toEqual(['https://connect.stripe.test/express/1']);
  });

  it('a failed start comes back to ready with the server’s message', async () => {
    const { actor, redirects } = run(null, { startFails: true });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'CONNECT' });
    await waitFor(actor, (state) => state.matches('ready') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.payoutsProviderFailed);
    expect(redirects).toEqual([]);
  });

  it('coming back from onboarding reads the account through its link', async () => {
    const { actor, calls } = run({ step: 'return', account: 'acct_1' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(calls).toEqual(['return acct_1']);
    expect(actor.getSnapshot().context).toMatchObject({ status: INCOMPLETE, linkError: null });
  });

  it('a refresh goes straight back to the provider with a new link', async () => {
    const { actor, redirects } = run({ step: 'refresh', account: 'acct_1' });
    await waitFor(actor, (state) => state.matches('redirected'));
    expect(redirects).toEqual(['https://connect.stripe.test/setup/2']);
  });

  it('a refused link shows the message over the plain state', async () => {
    for (const [comeback, overrides, message] of [
      [{ step: 'return', account: 'acct_other' }, { returnFails: true }, MESSAGES.payoutLinkOtherBusiness],
      [{ step: 'refresh', account: 'acct_gone' }, { refreshFails: true }, MESSAGES.payoutLinkStale],
    ] as const) {
      const { actor, redirects } = run(comeback, overrides);
      await waitFor(actor, (state) => state.matches('ready'));
      expect(actor.getSnapshot().context).toMatchObject({ status: NOT_CONNECTED, linkError: message });
      expect(redirects).toEqual([]);
    }
  });

  it('a failed load offers a retry', async () => {
    let attempts = 0;
    const machine = payoutsMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError(MESSAGES.internalError, { status: 500 });
          return NOT_CONNECTED;
        }),
      },
    });
    const actor = createActor(machine, { input: { comeback: null } }).start();
    await waitFor(actor, (state) => state.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
