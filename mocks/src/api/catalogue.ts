/**
 * The catalogue over the mock database (the server's services/catalogue.ts), as both catalogue
 * endpoints read it (GET /api/deals by limit and offset, GET /api/deals/page by cursor): the
 * listed deals matching the query, each with its key in the query's order (@spur/domain's
 * `compareKeys`), sorted; and one deal.
 */
import { DEFAULT_TIME_ZONE, MESSAGES, SEARCH_RANKED_CANDIDATES, type Deal, type DealLanguage, type DealPage, type DealSort, type EndpointName } from '@spur/contract';
import {
  cataloguePlace,
  compareKeys,
  countOf,
  decodeCursor,
  distanceMeters,
  isGivenIn,
  isListed,
  micros,
  notFound,
  nowNearScore,
  pageAfter,
  roundMeters,
  searchTier,
  whenWindow,
  withinRadius,
  type CatalogueKey,
  type Edge,
  type PlaceQuery,
  type RouteInput,
  type StartWindow,
} from '@spur/domain';
import type { DealRow, MockDatabase, UserRow } from '../db/database';
import { searchMatcher } from './search';
import { scheduleOf, toDeal } from './store';

export interface CatalogueQuery extends PlaceQuery {
  search?: string | undefined;
  category?: string | undefined;
  language?: DealLanguage | undefined;
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
 * The edge of a search (@spur/domain's cursor.ts): the SEARCH_RANKED_CANDIDATES-th newest
 * open-dated match, null when there are no more matches than that.
 */
function searchEdge(matches: ReadonlyArray<{ deal: DealRow; start: unknown }>): Edge | null {
  const newest = matches
    .filter((match) => match.start === null)
    .map(({ deal }) => ({ created: micros(deal.created_at), id: deal.id }))
    .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  return newest.length > SEARCH_RANKED_CANDIDATES ? newest[SEARCH_RANKED_CANDIDATES - 1]! : null;
}

/**
 * The catalogue for `query` at `now`. `after` is the cursor's key: its `now_near` scores count
 * from the first page's time, its search candidates end at the first page's edge.
 */
export function catalogue(db: MockDatabase, query: CatalogueQuery, now: Date, after: CatalogueKey | null = null): Catalogue {
  const { search, category, language, when } = query;
  const window = whenWindow(when, now, DEFAULT_TIME_ZONE);
  const { centre, radiusMeters, sort } = cataloguePlace(query);
  const match = search ? searchMatcher(search) : null;
  const listed = db.deal
    .getAll()
    .filter((deal) => isListed(deal, now) && (!category || deal.category === category) && isGivenIn(deal, language))
    .map((deal) => ({
      deal,
      next: deal.has_sessions ? scheduleOf(db, deal.id, now, window).next : undefined,
      meters: centre ? distanceMeters(centre, deal) : null,
      ...(match?.(deal) ?? { matches: true, rank: 0 }),
    }))
    // A deal with sessions is listed while one is open for booking in the window.
    .filter((entry) => entry.matches && entry.next !== null && (entry.meters === null || withinRadius(entry.meters, radiusMeters)))
    .map((entry) => ({ ...entry, start: entry.next?.starts_at ?? null }));
  const at = after?.sort === 'now_near' ? after.at : now.getTime();
  const edge = !search ? null : after?.sort === 'soonest' && after.start === null ? after.edge : searchEdge(listed);
  const entries = listed.map(({ deal, start, meters, rank }): CatalogueEntry => {
    const { id } = deal;
    const created = micros(deal.created_at);
    let key: CatalogueKey;
    if (sort === 'distance') key = { sort, meters: meters ?? 0, id };
    else if (sort === 'now_near') key = { sort, at, score: nowNearScore(start, meters ?? 0, new Date(at)), id };
    else if (start !== null) key = { sort, start: micros(start), id };
    else {
      // Among open-dated deals a search ranks its candidates by relevance, best first.
      const tier = searchTier(created, id, edge);
      key = { sort, start, tier, rank: tier === 0 ? rank : 0, created, id, edge };
    }
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

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { db: MockDatabase; now: Date };

export const catalogueRoutes = {
  listDeals({ db, query, now }: Context<'listDeals'>): Deal[] {
    const { entries, toDeal: answer } = catalogue(db, query, now);
    return entries.slice(query.offset, query.offset + query.limit).map(answer);
  },
  dealPage({ db, query, now }: Context<'dealPage'>): DealPage {
    const { sort } = cataloguePlace(query);
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor, sort);
    const { entries, toDeal: answer } = catalogue(db, query, now, after);
    const page = pageAfter(entries, (entry) => entry.key, after, query.limit);
    return { deals: page.entries.map(answer), next_cursor: page.next, ...countOf(entries.length) };
  },
  getDeal({ db, params, now }: Context<'getDeal'>): Deal {
    const deal = db.deal.findFirst({ where: { id: { equals: params.id ?? '' } } });
    if (!deal || deal.deleted_at !== null) throw notFound(MESSAGES.dealNotFound);
    return toDeal(db, deal, now);
  },
};
