/**
 * "Near me" (issue 10): the visitor's position, asked of the browser only when they press the
 * button, never blocking browsing.
 *
 *   idle ──LOCATE──▶ locating ──▶ located (the device's position)
 *                        └──────▶ fallback (denied, unavailable or timed out: the default city)
 *   located / fallback ──LOCATE──▶ locating (ask again) · ──FORGET──▶ idle
 *
 * The centre it ends with is remembered for the visit by the caller (`onCentre`).
 */
import { assign, setup } from 'xstate';
import { DEFAULT_CENTRE } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { notProvided } from './shared';

/** Why the device's position is not used. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout';

/** A GeolocationPositionError's code as a failure (1 denied, 3 timeout, anything else unavailable). */
export function failureOf(error: unknown): LocateFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** Positions are rounded to 4 decimals (about 10 m): enough for distances, and links stay short. */
export const roundCentre = ({ latitude, longitude }: LatLng): LatLng => ({
  latitude: Math.round(latitude * 1e4) / 1e4,
  longitude: Math.round(longitude * 1e4) / 1e4,
});

export interface NearMeContext {
  centre: LatLng | null;
  failure: LocateFailure | null;
}

export type NearMeEvent = { type: 'LOCATE' } | { type: 'FORGET' };

export const nearMeMachine = setup({
  types: {
    context: {} as NearMeContext,
    events: {} as NearMeEvent,
    input: {} as { centre?: LatLng | null },
    tags: {} as 'busy',
  },
  actors: {
    /** The browser's position (navigator.geolocation); rejects with its GeolocationPositionError. */
    locate: notProvided<LatLng>('locate'),
  },
  actions: {
    /** The centre was chosen (device or default city): the caller remembers it and shows the view. */
    onCentre: (_, _centre: LatLng) => {},
    /** Near me was turned off. */
    onForget: () => {},
  },
}).createMachine({
  id: 'nearMe',
  context: ({ input }) => ({ centre: input.centre ?? null, failure: null }),
  initial: 'start',
  states: {
    // A centre remembered from earlier in the visit needs no new question.
    start: { always: [{ guard: ({ context }) => context.centre !== null, target: 'located' }, { target: 'idle' }] },
    idle: { on: { LOCATE: 'locating' } },
    locating: {
      tags: ['busy'],
      invoke: {
        src: 'locate',
        onDone: {
          target: 'located',
          actions: [
            assign({ centre: ({ event }) => roundCentre(event.output), failure: null }),
            { type: 'onCentre', params: ({ event }) => roundCentre(event.output) },
          ],
        },
        onError: {
          target: 'fallback',
          actions: [
            assign({ centre: { ...DEFAULT_CENTRE }, failure: ({ event }) => failureOf(event.error) }),
            { type: 'onCentre', params: { ...DEFAULT_CENTRE } },
          ],
        },
      },
    },
    located: { on: { LOCATE: 'locating', FORGET: { target: 'idle', actions: [assign({ centre: null, failure: null }), 'onForget'] } } },
    fallback: { on: { LOCATE: 'locating', FORGET: { target: 'idle', actions: [assign({ centre: null, failure: null }), 'onForget'] } } },
  },
});

export type NearMeMachine = typeof nearMeMachine;
