import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeActor } from '../test/fakes';
import { pushMachine, type PushCheck } from './pushMachine';

function start(check: PushCheck | Error, actors: { subscribe?: ReturnType<typeof fakeActor<string, { publicKey: string }>>; unsubscribe?: ReturnType<typeof fakeActor<void, { subscriptionId: string }>> } = {}) {
  const provided = {
    check: fakeActor<PushCheck>(check),
    subscribe: actors.subscribe ?? fakeActor<string, { publicKey: string }>('sub-1'),
    unsubscribe: actors.unsubscribe ?? fakeActor<void, { subscriptionId: string }>(undefined),
  };
  const actor = createActor(pushMachine.provide({ actors: provided }));
  actor.start();
  return { actor, actors: provided };
}

describe('pushMachine', () => {
  it('subscribes with the server key, then unsubscribes by id', async () => {
    const { actor, actors } = start({ kind: 'off', publicKey: 'BKey' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('off'));
    actor.send({ type: 'TURN_ON' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('on'));
    expect(actors.subscribe.calls).toEqual([{ publicKey: 'BKey' }]);
    expect(actor.getSnapshot().context.subscriptionId).toBe('sub-1');
    actor.send({ type: 'TURN_OFF' });
    await waitFor(actor, (state) => state.matches('off'));
    expect(actors.unsubscribe.calls).toEqual([{ subscriptionId: 'sub-1' }]);
    expect(actor.getSnapshot().context.subscriptionId).toBeNull();
  });

  it('starts on when the browser is already subscribed', async () => {
    const { actor } = start({ kind: 'on', publicKey: 'BKey', subscriptionId: 'sub-9' });
    await waitFor(actor, (state) => state.matches('on'));
    expect(actor.getSnapshot().context.subscriptionId).toBe('sub-9');
  });

  it('says why push is not offered: no PushManager, or no key on the server', async () => {
    const unsupported = start({ kind: 'unsupported' });
    await waitFor(unsupported.actor, (state) => state.matches('unavailable'));
    expect(unsupported.actor.getSnapshot().context.unavailable).toBe('unsupported');
    const unconfigured = start({ kind: 'unconfigured' });
    await waitFor(unconfigured.actor, (state) => state.matches('unavailable'));
    expect(unconfigured.actor.getSnapshot().context.unavailable).toBe('unconfigured');
    unconfigured.actor.send({ type: 'TURN_ON' });
    expect(unconfigured.actor.getSnapshot().matches('unavailable')).toBe(true);
  });

  it('stays off with the reason when subscribing fails, and on when unsubscribing fails', async () => {
    const { actor } = start(
      { kind: 'off', publicKey: 'BKey' },
      { subscribe: fakeActor<string, { publicKey: string }>(new Error('Permission denied')), unsubscribe: fakeActor<void, { subscriptionId: string }>(new Error('Network down')) },
    );
    await waitFor(actor, (state) => state.matches('off'));
    actor.send({ type: 'TURN_ON' });
    await waitFor(actor, (state) => state.matches('off') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Permission denied');

    const on = start({ kind: 'on', publicKey: 'BKey', subscriptionId: 'sub-2' }, { unsubscribe: fakeActor<void, { subscriptionId: string }>(new Error('Network down')) });
    await waitFor(on.actor, (state) => state.matches('on'));
    on.actor.send({ type: 'TURN_OFF' });
    await waitFor(on.actor, (state) => state.matches('on') && state.context.error !== null);
    expect(on.actor.getSnapshot().context).toMatchObject({ subscriptionId: 'sub-2', error: 'Network down' });
  });

  it('offers nothing when the check itself fails', async () => {
    const { actor } = start(new Error('Something went wrong. Please try again.'));
    await waitFor(actor, (state) => state.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });
});
