/**
 * The deals of /deals a page at a time (GET /api/deals/page, CATALOGUE_PAGE_SIZE deals a page):
 * the first page as a resource (loading, error with Retry), then "Show more" appends the next
 * page after the last one's cursor, with its own loading and error state. The first page is the
 * query's `cursor` on when it has one (a "Show more" link followed without scripts).
 *
 * Coming back (browser back from a deal): what was loaded for this history entry is kept in
 * memory, per entry (`location.key`), with the scroll position; the page shows it again at once
 * and scrolls back to where the visitor was, instead of starting over from the first page.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Deal } from '@spur/contract';
import { getDealPage, type DealPageQuery } from '../../api';
import { useResource, type Resource } from '../../data/useResource';

interface Loaded {
  deals: Deal[];
  total: number;
  totalCapped: boolean;
  /** The cursor of the next page; null when every deal is loaded. */
  next: string | null;
  /** Pages loaded. */
  pages: number;
}

interface Kept {
  query: string;
  loaded: Loaded;
  scrollY: number;
}

/** History entries remembered, newest last (a visitor rarely goes back further). */
const KEPT_ENTRIES = 20;
const kept = new Map<string, Kept>();

function keep(entry: string, value: Kept) {
  kept.delete(entry);
  kept.set(entry, value);
  if (kept.size > KEPT_ENTRIES) kept.delete(kept.keys().next().value!);
}

/** Forgets every kept history entry (tests). */
export function forgetKeptDealPages(): void {
  kept.clear();
}

export type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown };

export type DealPages = Resource<Deal[]> & {
  /** How many deals match in all (0 until the first page is loaded)… */
  total: number;
  /** …or more: the API stopped counting at `total`. */
  totalCapped: boolean;
  /** The cursor of the deals that follow the ones loaded; null when none follows. */
  next: string | null;
  /** Pages loaded (1 with the first). */
  pages: number;
  more: MoreState;
  /** Loads the next page (no-op while one is loading or when none follows). */
  loadMore(): void;
};

export function useDealPages(query: DealPageQuery): DealPages {
  const { key: entry } = useLocation();
  const queryKey = JSON.stringify(query);
  const restoreY = useRef<number | null>(null);
  // What is shown is for: a load for something else may restore the kept pages; a refetch of the
  // same (a live `reload`) reads the first page again.
  const loadedFor = useRef<string | null>(null);
  const resource = useResource<Loaded>(
    async (signal) => {
      const target = `${entry} ${queryKey}`;
      const restoring = loadedFor.current !== target;
      const earlier = kept.get(entry);
      if (restoring && earlier?.query === queryKey) {
        restoreY.current = earlier.scrollY;
        return earlier.loaded;
      }
      const page = await getDealPage(query, { signal });
      return { deals: page.deals, total: page.total, totalCapped: page.total_capped, next: page.next_cursor, pages: 1 };
    },
    [queryKey, entry],
    // Not by history entry: a reload keeps the entry's key, which the server never knows.
    { prerender: `deals ${queryKey}` },
  );
  const loaded = resource.status === 'success' ? resource.data : null;

  // Remember what is shown, and where the visitor scrolled, for this history entry.
  const position = useRef(0);
  useEffect(() => {
    if (!loaded) return;
    keep(entry, { query: queryKey, loaded, scrollY: position.current });
    loadedFor.current = `${entry} ${queryKey}`;
  }, [entry, queryKey, loaded]);
  // A layout effect, so the listener is gone before the next page scrolls to its top.
  useLayoutEffect(() => {
    const onScroll = () => {
      position.current = window.scrollY;
      const current = kept.get(entry);
      if (current) current.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [entry]);
  useLayoutEffect(() => {
    if (loaded && restoreY.current !== null) {
      window.scrollTo(0, restoreY.current);
      restoreY.current = null;
    }
  }, [loaded]);

  const [more, setMore] = useState<MoreState & { of: string }>({ status: 'idle', of: queryKey });
  const moreState: MoreState = more.of === queryKey ? more : { status: 'idle' };
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), [queryKey]);

  const { setData } = resource;
  const next = loaded?.next ?? null;
  const loadMore = useCallback(() => {
    if (next === null || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setMore({ status: 'loading', of: queryKey });
    getDealPage({ ...(JSON.parse(queryKey) as DealPageQuery), cursor: next }, { signal: controller.signal }).then(
      (page) => {
        inFlight.current = null;
        if (controller.signal.aborted) return;
        setData((current) => {
          const shown = new Set(current.deals.map((deal) => deal.id));
          return {
            deals: [...current.deals, ...page.deals.filter((deal) => !shown.has(deal.id))],
            total: page.total,
            totalCapped: page.total_capped,
            next: page.next_cursor,
            pages: current.pages + 1,
          };
        });
        setMore({ status: 'idle', of: queryKey });
      },
      (error: unknown) => {
        inFlight.current = null;
        if (!controller.signal.aborted) setMore({ status: 'error', error, of: queryKey });
      },
    );
  }, [next, queryKey, setData]);

  const deals: Resource<Deal[]> =
    resource.status === 'success'
      ? { ...resource, data: resource.data.deals, setData: (update) => setData((current) => ({ ...current, deals: update(current.deals) })) }
      : { ...resource, setData: () => undefined };
  return { ...deals, total: loaded?.total ?? 0, totalCapped: loaded?.totalCapped ?? false, next, pages: loaded?.pages ?? 0, more: moreState, loadMore };
}
