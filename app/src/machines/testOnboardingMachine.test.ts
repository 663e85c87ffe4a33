import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { ApiError } from '../api/errors';
import { testOnboardingMachine } from './testOnboardingMachine';

function run(fails: boolean) {
  const redirects: string[] = [];
  const machine = testOnboardingMachine.provide({
    actors: {
      complete: fromPromise(async ({ input }: { input: { accountId: string } }) => {
        if (fails) throw new ApiError(MESSAGES.payoutLinkOtherBusiness, { status: 403 });
        return { url: `/business-dashboard?payouts=return&account=${input.accountId}` };
      }),
    },
    actions: { redirect: (_, params: { url: string }) => void redirects.push(params.url) },
  });
  return { actor: createActor(machine, { input: { accountId: 'acct_test_1' } }).start(), redirects };
}

describe('testOnboardingMachine', () => {
  it('finishes, then goes to the return link', async () => {
    const { actor, redirects } = run(false);
    actor.send({ type: 'FINISH' });
    await waitFor(actor, (state) => state.matches('redirected'));
    expect(redirects).toEqual(['/business-dashboard?payouts=return&account=acct_test_1']);
  });

  it('a refusal stays with the server’s message', async () => {
    const { actor, redirects } = run(true);
    actor.send({ type: 'FINISH' });
    await waitFor(actor, (state) => state.matches('idle') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.payoutLinkOtherBusiness);
    expect(redirects).toEqual([]);
  });
});
