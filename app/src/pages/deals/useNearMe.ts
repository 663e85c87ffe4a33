/**
 * The near-me flow of a page: the machine (asking the browser only when pressed), the centre
 * remembered for the visit, and what to show when it changes (`show`, called with the new place).
 */
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { nearMeMachine } from '../../machines/nearMeMachine';
import { currentPosition, rememberCentre, rememberedCentre } from '../../place';
import { NO_PLACE, type PlaceState } from './query';

export function useNearMe(place: PlaceState, show: (next: PlaceState, options?: { replace?: boolean }) => void) {
  // The machine's actions outlive the render that made them: they call the latest `show`.
  const latest = useRef(show);
  useEffect(() => {
    latest.current = show;
  });
  const [machine] = useState(() =>
    nearMeMachine.provide({
      actors: { locate: fromPromise(currentPosition) },
      actions: {
        onCentre: (_, centre) => {
          rememberCentre(centre);
          latest.current({ centre, radiusKm: null, sort: null });
        },
        onForget: () => {
          rememberCentre(null);
          latest.current(NO_PLACE);
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { centre: place.centre ?? rememberedCentre() } });

  // A centre chosen earlier in the visit applies to a link without one (once per arrival).
  const remembered = place.centre ? null : rememberedCentre();
  const rememberedKey = remembered ? `${remembered.latitude},${remembered.longitude}` : null;
  useEffect(() => {
    if (remembered) latest.current({ ...place, centre: remembered }, { replace: true });
    // Keyed by the remembered centre: the new URL then has a centre and this stops.
  }, [rememberedKey]);

  return {
    locating: state.hasTag('busy'),
    failure: state.context.failure,
    locate: () => send({ type: 'LOCATE' }),
    forget: () => send({ type: 'FORGET' }),
  };
}
