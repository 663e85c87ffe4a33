/**
 * Which live source the pages listen to: the API's stream by default (the configured API base, in
 * both modes: in the demo the service worker serves it once started), another one under
 * `LiveSourceProvider` (stories and tests deliver events by hand).
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { LIVE_EVENTS_PATH } from '@spur/contract';
import { whenBackendReady } from '../backend';
import { config } from '../config';
import { eventSourceLive, type LiveListener, type LiveSource } from './source';

let apiStream: LiveSource | null = null;

function defaultSource(): LiveSource {
  apiStream ??= eventSourceLive(`${config.apiUrl}${LIVE_EVENTS_PATH}`, { ready: whenBackendReady });
  return apiStream;
}

const LiveSourceContext = createContext<LiveSource | null>(null);

export function LiveSourceProvider({ source, children }: { source: LiveSource; children: ReactNode }) {
  return <LiveSourceContext.Provider value={source}>{children}</LiveSourceContext.Provider>;
}

/** Calls the latest `listener` with every live event while the component is mounted. */
export function useLiveEvents(listener: LiveListener): void {
  const provided = useContext(LiveSourceContext);
  const latest = useRef(listener);
  // On commit, not after paint: an event arriving in between must see what is on screen.
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const source = provided ?? defaultSource();
    return source.subscribe((event) => latest.current(event));
  }, [provided]);
}
