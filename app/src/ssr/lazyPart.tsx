/**
 * `React.lazy` for the parts of a page rendered on the server (issue 12). A server-rendered part
 * responds only once its code has arrived and React has hydrated it, so each part is counted
 * from the first render that asks for it until it has first mounted (or failed to load), and the
 * parts of server HTML from the start: `partsMounted()` tells when none is left (`HydratedMarker`
 * then marks the document hydrated).
 */
import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useServerRenderedTree } from './environment';

/** Parts asked for and not yet mounted (or failed). */
let waiting = 0;
/** Parts mounted (or failed) so far. */
let settled = 0;
/**
 * Parts the server rendered into the HTML (`expectServerParts`). React hydrates a part's Suspense
 * boundary after the rest of the page, at idle priority, and only then asks for its code: until
 * then nothing counts it as waiting.
 */
let expected = 0;
/** Set once the document has hydrated with its lazy parts: a part mounted later renders in the browser only. */
let documentHydrated = false;
const listeners: (() => void)[] = [];
/** The parts a server render has rendered so far (`countParts`), else null. */
let rendered: Set<unknown> | null = null;

function allSettled() {
  return waiting === 0 && settled >= expected;
}

function settle() {
  waiting -= 1;
  settled += 1;
  if (allSettled()) for (const listener of listeners.splice(0)) listener();
}

/** The browser hydrates HTML with `count` lazy parts in it (the hand-off's `parts`). */
export function expectServerParts(count: number) {
  expected = count;
}

/** Runs a server render, and tells how many lazy parts it rendered (for the hand-off). */
export function countParts<T>(render: () => T): { result: T; parts: number } {
  rendered = new Set();
  try {
    const result = render();
    return { result, parts: rendered.size };
  } finally {
    rendered = null;
  }
}

/** `lazy(load)`, counted until the part has first mounted. */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    waiting += 1;
    let Part: ComponentType<P>;
    try {
      ({ default: Part } = await load());
    } catch (error) {
      settle();
      throw error;
    }
    let mounted = false;
    function MountedPart(props: P) {
      rendered?.add(MountedPart);
      useEffect(() => {
        if (mounted) return;
        mounted = true;
        settle();
      }, []);
      return <Part {...props} />;
    }
    return { default: MountedPart };
  });
}

/** Resolves once every part asked for so far, and every part of the server's HTML, has mounted. */
export function partsMounted(): Promise<void> {
  return allSettled() ? Promise.resolve() : new Promise((resolve) => listeners.push(resolve));
}

/**
 * False while the page renders on the server or hydrates its HTML, until every lazy part has
 * hydrated; true otherwise. For what only the browser knows (the tab's storage): changing a
 * part's props before it has hydrated would make React throw its server HTML away. It reads no
 * store that changes when hydration ends: a subscription would re-render the caller, and with
 * it the whole page, in one blocking task right after hydration.
 */
export function useHydrated(): boolean {
  const serverRendered = useServerRenderedTree();
  const [hydrated, setHydrated] = useState(() => !serverRendered || documentHydrated);
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    void partsMounted().then(() => {
      // Not urgent: what only the browser knows may show a moment later, without blocking it.
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return hydrated;
}

/**
 * Marks the document once React has rendered or hydrated it, its lazy parts included
 * (`<html data-hydrated>`): before that, a server-rendered part shows but does not respond yet
 * (end-to-end tests wait for it). Rendered on the server too, at the same place as in the
 * browser: `useId` values depend on where each component sits in the tree.
 */
export function HydratedMarker() {
  useEffect(() => {
    void partsMounted().then(() => {
      documentHydrated = true;
      document.documentElement.dataset.hydrated = 'true';
      for (const listener of hydratedListeners.splice(0)) listener();
    });
  }, []);
  return null;
}

const hydratedListeners: (() => void)[] = [];

/** Resolves once `HydratedMarker` has marked the document hydrated (at once if it has). */
export function whenDocumentHydrated(): Promise<void> {
  return documentHydrated ? Promise.resolve() : new Promise((resolve) => hydratedListeners.push(resolve));
}
