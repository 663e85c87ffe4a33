/**
 * The catalogue over the mock database, as both catalogue endpoints read it (GET /api/deals by
 * limit and offset, GET /api/deals/page by cursor): the listed deals matching the query, each
 * with its key in the query's order (@spur/domain's `compareKeys`), sorted.
 */
import { DEFAULT_TIME_ZONE, type Deal, type DealSort } from '@spur/contract';
import {
  cataloguePlace,
  compareKeys,
  distanceMeters,
  isListed,
  micros,
  nowNearScore,
  roundMeters,
  whenWindow,
  withinRadius,
  type CatalogueKey,
  type PlaceQuery,
  type StartWindow,
} from '@spur/domain';
import type { DealRow, MockDatabase } from '../db/database';
import { searchMatcher } from './search';
import { hasSessions, scheduleOf, toDeal } from './store';

export interface CatalogueQuery extends PlaceQuery {
  search?: string | undefined;
  category?: string | undefined;
  when?: Parameters<typeof whenWindow>[0];
}

export interface CatalogueEntry {
  deal: DealRow;
  meters: number | null;
  key: CatalogueKey;
}

export interface Catalogue {
  sort: DealSort;
  window: StartWindow | null;
  /** Every listed deal matching the query, in its order. */
  entries: CatalogueEntry[];
  /** The answer's deal of an entry. */
  toDeal(entry: CatalogueEntry): Deal;
}

/**
 * The catalogue for `query` at `now`. `at` is the time the `now_near` scores count from (the
 * first page's, kept by its cursor); by default now.
 */
export function catalogue(db: MockDatabase, query: CatalogueQuery, now: Date, at: number = now.getTime()): Catalogue {
  const { search, category, when } = query;
  const window = whenWindow(when, now, DEFAULT_TIME_ZONE);
  const { centre, radiusMeters, sort } = cataloguePlace(query);
  const match = search ? searchMatcher(search) : null;
  const entries = db.deal
    .getAll()
    .filter((deal) => isListed(deal, now) && (!category || deal.category === category))
    .map((deal) => ({
      deal,
      next: hasSessions(db, deal.id) ? scheduleOf(db, deal.id, now, window).next : undefined,
      meters: centre ? distanceMeters(centre, deal) : null,
      ...(match?.(deal) ?? { matches: true, rank: 0 }),
    }))
    // A deal with sessions is listed while one is open for booking in the window.
    .filter((entry) => entry.matches && entry.next !== null && (entry.meters === null || withinRadius(entry.meters, radiusMeters)))
    .map(({ deal, next, meters, rank }): CatalogueEntry => {
      const start = next?.starts_at ?? null;
      const { id } = deal;
      let key: CatalogueKey;
      if (sort === 'distance') key = { sort, meters: meters ?? 0, id };
      else if (sort === 'now_near') key = { sort, at, score: nowNearScore(start, meters ?? 0, new Date(at)), id };
      // Among open-dated deals a search ranks the best matches first.
      else key = start === null ? { sort, start, rank, created: micros(deal.created_at), id } : { sort, start: micros(start), id };
      return { deal, meters, key };
    });
  entries.sort((a, b) => compareKeys(a.key, b.key));
  return {
    sort,
    window,
    entries,
    toDeal: (entry) => toDeal(db, entry.deal, now, window, entry.meters === null ? null : roundMeters(entry.meters)),
  };
}
