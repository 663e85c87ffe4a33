import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, type CheckoutCreated, type WaitlistEntry } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { ApiError } from '../api/errors';
import { sampleWaitlistOffer } from '@spur/demo-data';
import { fakeActor } from '../test/fakes';
import { unavailableMessage, waitlistOfferMachine } from './waitlistOfferMachine';

const offered = sampleWaitlistOffer();
const created: CheckoutCreated = { url: 'http://localhost/test-checkout/cs_test_1', hold_expires_at: '2026-11-20T17:30:00.000Z' };

const left: WaitlistEntry = { ...offered, status: 'left', offer_expires_at: null, offer_amount: null };

function start(load: unknown = fakeActor(offered), claim: unknown = fakeActor(created), leave: unknown = fakeActor(left)) {
  const redirects: string[] = [];
  const toasts: ToastCopy[] = [];
  const actor = createActor(
    waitlistOfferMachine.provide({
      actors: { load, claim, leave } as never,
      actions: { redirect: (_, params) => void redirects.push(params.url), notify: (_, params) => void toasts.push(params) },
    }),
    { input: { token: offered.token } },
  );
  actor.start();
  return { actor, redirects, toasts };
}

describe('waitlistOfferMachine', () => {
  it('an offer is claimed and the browser goes to its checkout', async () => {
    const { actor, redirects } = start();
    await waitFor(actor, (state) => state.matches('offered'));
    actor.send({ type: 'CLAIM' });
    await waitFor(actor, (state) => state.matches('redirecting'));
    expect(redirects).toEqual([created.url]);
  });

  it('an entry without a live offer says why, in the API wording', async () => {
    for (const status of ['expired', 'claimed', 'left', 'closed'] as const) {
      const { actor } = start(fakeActor({ ...offered, status }));
      await waitFor(actor, (state) => state.matches('unavailable'));
      expect(actor.getSnapshot().context.error).toBe(unavailableMessage(status));
    }
    expect(unavailableMessage('expired')).toBe(MESSAGES.waitlistOfferExpired);
    expect(unavailableMessage('claimed')).toBe(MESSAGES.waitlistOfferUsed);
    expect(unavailableMessage('closed')).toBe(MESSAGES.waitlistClosed);
  });

  it('an offer or a place still waiting is left; the page then says so', async () => {
    for (const entry of [offered, { ...offered, status: 'waiting' as const, offer_expires_at: null, offer_amount: null }]) {
      const { actor } = start(fakeActor(entry));
      await waitFor(actor, (state) => state.matches(entry.status === 'offered' ? 'offered' : 'waiting'));
      actor.send({ type: 'LEAVE' });
      await waitFor(actor, (state) => state.matches('left'));
      expect(actor.getSnapshot().context.entry).toEqual(left);
    }
  });

  it('a refused leave says why; a network failure keeps the offer and toasts', async () => {
    const refused = start(fakeActor(offered), fakeActor(created), fakeActor(new ApiError(MESSAGES.waitlistClosed, { status: 409 })));
    await waitFor(refused.actor, (state) => state.matches('offered'));
    refused.actor.send({ type: 'LEAVE' });
    await waitFor(refused.actor, (state) => state.matches('unavailable'));
    expect(refused.actor.getSnapshot().context.error).toBe(MESSAGES.waitlistClosed);

    const network = start(fakeActor(offered), fakeActor(created), fakeActor(new ApiError('Network error', { kind: 'network' })));
    await waitFor(network.actor, (state) => state.matches('offered'));
    network.actor.send({ type: 'LEAVE' });
    await waitFor(network.actor, (state) => state.matches('offered') && network.toasts.length > 0);
    expect(network.toasts).toEqual([COPY.toasts.waitlistLeaveFailed('Network error')]);
  });

  it('the window running out on screen, or a refused claim, makes it unavailable', async () => {
    const timedOut = start();
    await waitFor(timedOut.actor, (state) => state.matches('offered'));
    timedOut.actor.send({ type: 'TIME_UP' });
    expect(timedOut.actor.getSnapshot().context.error).toBe(MESSAGES.waitlistOfferExpired);

    const refused = start(fakeActor(offered), fakeActor(new ApiError(MESSAGES.waitlistOfferForAccount, { status: 403 })));
    await waitFor(refused.actor, (state) => state.matches('offered'));
    refused.actor.send({ type: 'CLAIM' });
    await waitFor(refused.actor, (state) => state.matches('unavailable'));
    expect(refused.actor.getSnapshot().context.error).toBe(MESSAGES.waitlistOfferForAccount);
  });

  it('a network failure keeps the offer and toasts; a failed load can be retried', async () => {
    const network = start(fakeActor(offered), fakeActor(new ApiError('Network error', { kind: 'network' })));
    await waitFor(network.actor, (state) => state.matches('offered'));
    network.actor.send({ type: 'CLAIM' });
    await waitFor(network.actor, (state) => state.matches('offered') && network.toasts.length > 0);
    expect(network.toasts).toEqual([COPY.toasts.paymentRefused('Network error')]);

    let calls = 0;
    const flaky = start(fakeActor(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('Network error', { kind: 'network' });
      return offered;
    }));
    await waitFor(flaky.actor, (state) => state.matches('failed'));
    flaky.actor.send({ type: 'RETRY' });
    await waitFor(flaky.actor, (state) => state.matches('offered'));
  });
});
