import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, type WaitlistEntry } from '@spur/contract';
import { ApiError } from '../api/errors';
import { sampleWaitlistEntry, sampleWaitlistOffer } from '@spur/demo-data';
import { fakeActor } from '../test/fakes';
import { waitlistMachine, type WaitlistLine } from './waitlistMachine';

const waiting = sampleWaitlistEntry();
const line: WaitlistLine = { dealId: waiting.deal_id, sessionId: waiting.session_id, signedIn: false };

function start(actors: { findMine?: unknown; join?: unknown; leave?: unknown } = {}, input: WaitlistLine & { entry?: WaitlistEntry } = line) {
  const provided = {
    findMine: fakeActor<WaitlistEntry | null, WaitlistLine>(null),
    join: fakeActor<WaitlistEntry, WaitlistLine & { email: string | undefined }>(waiting),
    leave: fakeActor<WaitlistEntry, { token: string }>({ ...waiting, status: 'left' }),
    ...actors,
  } as {
    findMine: ReturnType<typeof fakeActor<WaitlistEntry | null, WaitlistLine>>;
    join: ReturnType<typeof fakeActor<WaitlistEntry, WaitlistLine & { email: string | undefined }>>;
    leave: ReturnType<typeof fakeActor<WaitlistEntry, { token: string }>>;
  };
  const actor = createActor(waitlistMachine.provide({ actors: provided }), { input });
  actor.start();
  return { actor, actors: provided };
}

describe('waitlistMachine', () => {
  it('a guest joins with their address, then leaves', async () => {
    const { actor, actors } = start();
    await waitFor(actor, (state) => state.matches('form'));
    actor.send({ type: 'JOIN', email: 'sam@example.com' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('joined'));
    expect(actors.join.calls).toEqual([{ ...line, email: 'sam@example.com' }]);
    actor.send({ type: 'LEAVE' });
    await waitFor(actor, (state) => state.matches('form'));
    expect(actors.leave.calls).toEqual([{ token: waiting.token }]);
    expect(actor.getSnapshot().context.entry).toBeNull();
  });

  it("a signed-in person's place is found: waiting shows joined, an offer shows offered", async () => {
    const joined = start({ findMine: fakeActor({ ...waiting, for_account: true }) }, { ...line, signedIn: true });
    await waitFor(joined.actor, (state) => state.matches('joined'));
    const offer = sampleWaitlistOffer();
    const offered = start({ findMine: fakeActor(offer) }, { ...line, signedIn: true });
    await waitFor(offered.actor, (state) => state.matches('offered'));
    expect(offered.actor.getSnapshot().context.entry?.offer_expires_at).toBe(offer.offer_expires_at);
  });

  it('a place already known is not looked up again', async () => {
    const { actor, actors } = start({}, { ...line, signedIn: true, entry: { ...waiting, status: 'offered' } });
    expect(actor.getSnapshot().matches('offered')).toBe(true);
    expect(actors.findMine.calls).toEqual([]);
  });

  it('a place that cannot be looked up says why, and still lets the person join', async () => {
    const { actor } = start({ findMine: fakeActor(new ApiError('Network down', { kind: 'network' })) }, { ...line, signedIn: true });
    await waitFor(actor, (state) => state.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Network down');
    actor.send({ type: 'JOIN', email: undefined });
    await waitFor(actor, (state) => state.matches('joined'));
  });

  it('a bad address goes back to the form with the field error', async () => {
    const { actor } = start({ join: fakeActor(new ApiError(MESSAGES.validEmail, { status: 400 })) });
    await waitFor(actor, (state) => state.matches('form'));
    actor.send({ type: 'JOIN', email: 'nope' });
    await waitFor(actor, (state) => state.matches('form') && state.context.emailError !== null);
    expect(actor.getSnapshot().context.emailError).toBe(MESSAGES.validEmail);
  });

  it('a closed line is closed; any other refusal is an error from which one may join again', async () => {
    const closed = start({ join: fakeActor(new ApiError(MESSAGES.waitlistClosed, { status: 409 })) });
    await waitFor(closed.actor, (state) => state.matches('form'));
    closed.actor.send({ type: 'JOIN', email: 'sam@example.com' });
    await waitFor(closed.actor, (state) => state.matches('closed'));
    expect(closed.actor.getSnapshot().context.error).toBe(MESSAGES.waitlistClosed);

    const failed = start({ join: fakeActor(new ApiError(MESSAGES.waitlistAlreadyJoined, { status: 409 })) });
    await waitFor(failed.actor, (state) => state.matches('form'));
    failed.actor.send({ type: 'JOIN', email: 'sam@example.com' });
    await waitFor(failed.actor, (state) => state.matches('error'));
    expect(failed.actor.getSnapshot().context.error).toBe(MESSAGES.waitlistAlreadyJoined);
    failed.actor.send({ type: 'JOIN', email: 'sam@example.com' });
    expect(failed.actor.getSnapshot().matches('joining')).toBe(true);
  });
});
