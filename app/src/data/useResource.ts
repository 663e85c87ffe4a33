/**
 * The app's one way to load data for a screen: loading, error with Retry, abort on leave and
 * refetch, written once.
 *
 * - The loader runs on mount and whenever `deps` change. A change shows `loading` at once (never
 *   the previous answer) and aborts the request in flight; leaving the screen aborts it too.
 *   While hydrating, the load may already have started with the render (`prerender`'s `earlyLoads`).
 * - Only the latest request's answer counts: an earlier one that still settles is ignored.
 * - `retry()` starts over from `loading` (an error screen's Retry).
 * - `refetch()` loads again in the background, keeping what is shown until the answer arrives
 *   (after a change the screen made); `refetching` is true meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrerendered, type HandedEntry } from './prerender';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

export interface ResourceOptions {
  /** Runs on every failed load that still counts (not aborted, not superseded), e.g. to toast. */
  onError?: (error: unknown) => void;
  /**
   * Decides whether a failed `refetch()` keeps the data shown (true) or shows the error (false,
   * the default). Loads that start from `loading` always show their error.
   */
  keepDataOnError?: (error: unknown) => boolean;
  /**
   * Data the server may load and render into the page's HTML (`data/prerender.tsx`), by a key
   * naming it and its parameters (the same on the server and in the browser): the browser then
   * starts from what the server rendered. The visitor's own data only on the pages the server
   * renders for the signed-in (their HTML is private to them).
   */
  prerender?: string;
}

export type Resource<T> = ResourceState<T> & {
  /** A `refetch()` is in flight. */
  refetching: boolean;
  /** Loads again from the `loading` state. */
  retry(): void;
  /** Loads again keeping the current state until the answer; resolves once it is shown (or superseded). */
  refetch(): Promise<void>;
  /** Replaces the data shown (an answer to a change, an item removed at once); no-op unless loaded. */
  setData(update: (current: T) => T): void;
};

type Keyed<T> = ResourceState<T> & { key: string };

/**
 * Loads `load(signal)` for `deps` (JSON-serialisable values identifying what is loaded; the
 * loader itself may be a new function on every render).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: ResourceOptions = {},
): Resource<T> {
  const key = JSON.stringify(deps);
  const prerendered = usePrerendered();
  const handedKey = options.prerender ?? null;
  const handed = handedKey === null ? undefined : prerendered?.entries.get(handedKey);
  if (handedKey !== null && !handed) prerendered?.collect?.(handedKey, load);
  const [state, setState] = useState<Keyed<T>>(() => (handed ? fromHanded<T>(key, handed) : { key, status: 'loading' }));
  // Shown from the server's HTML: the first load is already done; the entry is then forgotten.
  const loadedOnServer = useRef(handed && handedKey !== null ? () => prerendered?.entries.delete(handedKey) : null);
  const [refetching, setRefetching] = useState(false);
  const latest = useRef({ load, options, prerendered });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = { load, options, prerendered };
  });

  const run = useCallback(
    (mode: 'load' | 'refetch'): Promise<void> => {
      inFlight.current?.abort();
      // A load the hydration render started for this very resource (`earlyLoads`) is this one.
      const { options: { prerender }, prerendered: provided } = latest.current;
      const started = mode === 'load' && prerender !== undefined ? provided?.claim?.(prerender) : undefined;
      const controller = started?.controller ?? new AbortController();
      inFlight.current = controller;
      const counts = () => inFlight.current === controller && !controller.signal.aborted;
      const answer = (started?.promise as Promise<T> | undefined) ?? latest.current.load(controller.signal);
      return answer.then(
        (data) => {
          if (!counts()) return;
          setState({ key, status: 'success', data });
          setRefetching(false);
        },
        (error: unknown) => {
          if (!counts()) return;
          const { onError, keepDataOnError } = latest.current.options;
          onError?.(error);
          const keep = mode === 'refetch' && (keepDataOnError?.(error) ?? false);
          setState((current) => (keep && current.key === key && current.status === 'success' ? current : { key, status: 'error', error }));
          setRefetching(false);
        },
      );
    },
    [key],
  );

  useEffect(() => {
    if (loadedOnServer.current) {
      loadedOnServer.current();
      loadedOnServer.current = null;
    } else void run('load');
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [run]);

  const retry = useCallback(() => {
    setState({ key, status: 'loading' });
    setRefetching(false);
    void run('load');
  }, [key, run]);

  const refetch = useCallback(() => {
    setRefetching(true);
    return run('refetch');
  }, [run]);

  const setData = useCallback(
    (update: (current: T) => T) =>
      setState((current) => (current.key === key && current.status === 'success' ? { ...current, data: update(current.data) } : current)),
    [key],
  );

  const actions = { retry, refetch, setData };
  if (state.key !== key) return { status: 'loading', refetching: false, ...actions };
  if (state.status === 'success') return { status: 'success', data: state.data, refetching, ...actions };
  if (state.status === 'error') return { status: 'error', error: state.error, refetching, ...actions };
  return { status: 'loading', refetching, ...actions };
}

function fromHanded<T>(key: string, handed: HandedEntry): Keyed<T> {
  return handed.status === 'success' ? { key, status: 'success', data: handed.data as T } : { key, status: 'error', error: new Error(handed.message) };
}
