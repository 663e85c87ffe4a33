import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_CENTRE } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { failureOf, nearMeMachine, roundCentre } from './nearMeMachine';

function start(locate: () => Promise<LatLng>, centre: LatLng | null = null) {
  const chosen: LatLng[] = [];
  let forgotten = 0;
  const actor = createActor(
    nearMeMachine.provide({
      actors: { locate: fromPromise(locate) },
      actions: { onCentre: (_, centre) => void chosen.push(centre), onForget: () => void (forgotten += 1) },
    }),
    { input: { centre } },
  ).start();
  return { actor, chosen, forgotten: () => forgotten };
}

describe('nearMeMachine', () => {
  it('asks for the position only when Near me is pressed, then uses it (rounded to 4 decimals)', async () => {
    let asked = 0;
    const { actor, chosen } = start(async () => {
      asked += 1;
      return { latitude: 33.542712, longitude: -117.785444 };
    });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(asked).toBe(0);
    actor.send({ type: 'LOCATE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('located'));
    expect(actor.getSnapshot().context).toEqual({ centre: { latitude: 33.5427, longitude: -117.7854 }, failure: null });
    expect(chosen).toEqual([{ latitude: 33.5427, longitude: -117.7854 }]);
  });

  it.each([
    [{ code: 1, message: 'User denied Geolocation' }, 'denied'],
    [{ code: 2, message: 'Position unavailable' }, 'unavailable'],
    [{ code: 3, message: 'Timeout expired' }, 'timeout'],
    [new Error('no geolocation in this browser'), 'unavailable'],
  ] as const)('falls back to the default city when the browser says %o', async (error, failure) => {
    const { actor, chosen } = start(() => Promise.reject(error));
    actor.send({ type: 'LOCATE' });
    await waitFor(actor, (s) => s.matches('fallback'));
    expect(actor.getSnapshot().context).toEqual({ centre: DEFAULT_CENTRE, failure });
    expect(chosen).toEqual([DEFAULT_CENTRE]);
  });

  it('starts located with a centre remembered for the visit, without asking again', () => {
    const { actor } = start(() => Promise.reject(new Error('must not ask')), { latitude: 33.6, longitude: -117.9 });
    expect(actor.getSnapshot().matches('located')).toBe(true);
    expect(actor.getSnapshot().context.centre).toEqual({ latitude: 33.6, longitude: -117.9 });
  });

  it('forgets the centre', async () => {
    const { actor, forgotten } = start(async () => ({ latitude: 1, longitude: 2 }));
    actor.send({ type: 'LOCATE' });
    await waitFor(actor, (s) => s.matches('located'));
    actor.send({ type: 'FORGET' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.centre).toBeNull();
    expect(forgotten()).toBe(1);
  });

  it('rounds and reads failures', () => {
    expect(roundCentre({ latitude: -0.00004, longitude: 179.99996 })).toEqual({ latitude: -0, longitude: 180 });
    expect(failureOf(null)).toBe('unavailable');
  });
});
