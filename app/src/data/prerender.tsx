/**
 * Data rendered into the page's HTML (server rendering, issue 12): the public resources a page
 * loaded on the server, handed to the browser so hydration renders exactly what the server did.
 *
 * - On the server, `useResource(…, { prerender: name })` asks `collect` to load what it has not
 *   been given yet; the server renders again once the loads settle (`entry-server.tsx`).
 * - In the browser, the same hook starts from the handed entry instead of `loading`, and drops it
 *   once shown: a later visit to the same screen loads afresh.
 *
 * Only resources named with `prerender` take part, and the server's API client never sends a
 * bearer: nothing that depends on who is signed in is ever rendered into the HTML.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { errorMessage } from '../api/errors';

/** What a prerendered resource settled as, in a form JSON carries. */
export type HandedEntry = { status: 'success'; data: unknown } | { status: 'error'; message: string };

/** The resources of one render, by their `prerender` key. */
export interface Prerendered {
  entries: Map<string, HandedEntry>;
  /** Server only: load `key` with `load` for the next render. */
  collect?: (key: string, load: (signal: AbortSignal) => Promise<unknown>) => void;
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
