/**
 * Data rendered into the page's HTML (server rendering, issue 12): the resources a page loaded on
 * the server, handed to the browser so hydration renders exactly what the server did.
 *
 * - On the server, `useResource(…, { prerender: name })` asks `collect` to load what it has not
 *   been given yet; the server renders again once the loads settle (`entry-server.tsx`).
 * - In the browser, the same hook starts from the handed entry instead of `loading`, and drops it
 *   once shown: a later visit to the same screen loads afresh.
 * - HTML rendered without its data (the static demo's pages) hydrates with `earlyLoads()`: a
 *   resource that was not handed starts loading when hydration first renders it, and the screen
 *   takes that load on mount, so the request does not wait for the whole page to hydrate.
 *
 * Only resources named with `prerender` take part. The server's API client sends a bearer only
 * for a visitor whose Amplify cookie it verified (issue 32), on the pages rendered for them alone
 * (`private`, `Vary: Cookie`): their bookings and their dashboard; a guest's render has none.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { errorMessage } from '../api/errors';

/** What a prerendered resource settled as, in a form JSON carries. */
export type HandedEntry = { status: 'success'; data: unknown } | { status: 'error'; message: string };

/** The resources of one render, by their `prerender` key. */
export interface Prerendered {
  entries: Map<string, HandedEntry>;
  /**
   * Called by a render that was not handed `key`. On the server: load it for the next render. In
   * the browser, while hydrating: start loading it now (`earlyLoads`).
   */
  collect?: (key: string, load: (signal: AbortSignal) => Promise<unknown>) => void;
  /** Browser: the load `collect` started for `key`, handed once to the screen that mounts with it. */
  claim?: (key: string) => StartedLoad | undefined;
}

/** A load under way, with the controller that aborts it. */
export interface StartedLoad {
  promise: Promise<unknown>;
  controller: AbortController;
}

export interface EarlyLoads extends Required<Pick<Prerendered, 'collect' | 'claim'>> {
  /** Hydration is over: later renders start nothing, and loads no screen took are aborted. */
  close(): void;
}

/**
 * Loads started by the hydration render, each once by key. A render is not an effect: React may
 * render a screen and never mount it, so a load no screen has claimed by `close()` is aborted.
 */
export function earlyLoads(): EarlyLoads {
  const started = new Map<string, StartedLoad>();
  const asked = new Set<string>();
  let open = true;
  return {
    collect(key, load) {
      if (!open || asked.has(key)) return;
      asked.add(key);
      const controller = new AbortController();
      const promise = load(controller.signal);
      // Whoever claims it sees its failure; an unclaimed one must not be reported as unhandled.
      promise.catch(() => undefined);
      started.set(key, { promise, controller });
    },
    claim(key) {
      const load = started.get(key);
      started.delete(key);
      return load;
    },
    close() {
      open = false;
      for (const { controller } of started.values()) controller.abort();
      started.clear();
    },
  };
}

const PrerenderContext = createContext<Prerendered | null>(null);

/** Gives the screens inside the resources rendered on the server (or being collected there). */
export function PrerenderProvider({ value, children }: { value: Prerendered; children: ReactNode }) {
  return <PrerenderContext.Provider value={value}>{children}</PrerenderContext.Provider>;
}

export function usePrerendered(): Prerendered | null {
  return useContext(PrerenderContext);
}

/** A settled load as an entry: errors keep only their message, which is what the screens show. */
export async function settle(load: Promise<unknown>): Promise<HandedEntry> {
  try {
    return { status: 'success', data: await load };
  } catch (error) {
    return { status: 'error', message: errorMessage(error) };
  }
}

/** The entries as a plain object (the JSON handed to the browser), and back. */
export function entriesToJson(entries: Map<string, HandedEntry>): Record<string, HandedEntry> {
  return Object.fromEntries(entries);
}

export function entriesFromJson(json: Record<string, HandedEntry> | undefined): Map<string, HandedEntry> {
  return new Map(Object.entries(json ?? {}));
}
