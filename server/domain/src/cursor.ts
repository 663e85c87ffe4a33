/**
 * Cursor paging of the catalogue (GET /api/deals/page): a keyset on the order's key. A page's
 * cursor is the key of its last deal; the next page is the deals whose key comes after it, so a
 * deal added or removed meanwhile never shifts the others (no duplicates, no gaps). Both backends
 * encode and decode cursors here; the in-browser backend orders and compares keys with
 * `compareKeys`, the server's SQL is its twin (services/dealsPaging.ts).
 *
 * Keys, by order (`effectiveSort`):
 * - `soonest` (`catalogueOrder`): a deal with a session to show by its start, then the id; an
 *   open-dated deal after every dated one: searching, the candidates first (the
 *   SEARCH_RANKED_CANDIDATES newest matches, tier 0) by rank, best first, then the older
 *   matches (tier 1); within a tier newest first, then the id descending. Without a search every
 *   open-dated deal is tier 0 with rank 0. The oldest candidate (the `edge`) is found on the first
 *   page and kept by its cursors, so a deal added later cannot push a shown candidate into tier 1
 *   (shown twice). Times are whole microseconds since the epoch (the server's timestamps have
 *   microseconds).
 * - `distance` (`nearestFirst`): the unrounded metres, then the id.
 * - `now_near` (`nowNearFirst`): the score, then the id. The score counts minutes from `at`, the
 *   time of the first page, which every later page keeps: waits shrink as time passes, and a
 *   keyset over a moving score would skip deals.
 */
import { CATALOGUE_COUNT_LIMIT, MESSAGES, type DealSort } from '@spur/contract';
import { badRequest } from './errors';
import { nearestFirst, nowNearFirst } from './place';
import { millis, type Instant } from './time';

export type CatalogueKey =
  | { sort: 'soonest'; start: number; id: string }
  | { sort: 'soonest'; start: null; tier: 0 | 1; rank: number; created: number; id: string; edge: Edge | null }
  | { sort: 'distance'; meters: number; id: string }
  | { sort: 'now_near'; at: number; score: number; id: string };

/** The oldest ranked candidate of a search (its creation time and id), null when every match is one. */
export interface Edge {
  created: number;
  id: string;
}

/** A search match's tier: 0 (a ranked candidate) when not older than the edge, else 1. */
export function searchTier(created: number, id: string, edge: Edge | null): 0 | 1 {
  return edge === null || created > edge.created || (created === edge.created && id >= edge.id) ? 0 : 1;
}

/** Whole microseconds since the epoch of an instant the mock backend keeps (milliseconds). */
export const micros = (instant: Instant): number => millis(instant) * 1000;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The catalogue's order over keys of one sort: negative when `a` comes first. */
export function compareKeys(a: CatalogueKey, b: CatalogueKey): number {
  if (a.sort === 'distance' && b.sort === 'distance') return nearestFirst(a, b);
  if (a.sort === 'now_near' && b.sort === 'now_near') return nowNearFirst(a, b);
  if (a.sort === 'soonest' && b.sort === 'soonest') {
    if (a.start !== null && b.start !== null) return a.start - b.start || byId(a.id, b.id);
    if (a.start !== null) return -1;
    if (b.start !== null) return 1;
    return a.tier - b.tier || b.rank - a.rank || b.created - a.created || byId(b.id, a.id);
  }
  throw new Error('keys of different orders');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key as a compact array: [sort, ...values, id]. */
function toTuple(key: CatalogueKey): Array<string | number> {
  switch (key.sort) {
    case 'soonest':
      if (key.start !== null) return ['s', key.start, key.id];
      return ['o', key.tier, key.rank, key.created, ...(key.edge ? [key.edge.created, key.edge.id] : []), key.id];
    case 'distance':
      return ['d', key.meters, key.id];
    case 'now_near':
      return ['n', key.at, key.score, key.id];
  }
}

const finite = (value: number) => Number.isFinite(value);
const whole = (value: number) => Number.isSafeInteger(value);

/** An open-dated key's values: tier, rank, created, then the edge's created and id (or none). */
function openDatedKey(values: string[], id: string): CatalogueKey | null {
  if (values.length !== 3 && values.length !== 5) return null;
  const [tier, rank, created, edgeCreated] = values.map((value) => (value === '' ? Number.NaN : Number(value)));
  const edgeId = values[4];
  if ((tier !== 0 && tier !== 1) || !finite(rank!) || !whole(created!)) return null;
  if (edgeId !== undefined && (!whole(edgeCreated!) || !UUID.test(edgeId))) return null;
  return { sort: 'soonest', start: null, tier, rank: rank!, created: created!, id, edge: edgeId === undefined ? null : { created: edgeCreated!, id: edgeId } };
}

function fromTuple([tag, ...rest]: string[]): CatalogueKey | null {
  const id = rest.pop();
  if (id === undefined || !UUID.test(id)) return null;
  // Number('') is 0: an empty value is no value.
  const [a, b] = rest.map((value) => (value === '' ? Number.NaN : Number(value)));
  if (tag === 's' && rest.length === 1 && whole(a!)) return { sort: 'soonest', start: a!, id };
  if (tag === 'o') return openDatedKey(rest, id);
  if (tag === 'd' && rest.length === 1 && finite(a!) && a! >= 0) return { sort: 'distance', meters: a!, id };
  if (tag === 'n' && rest.length === 2 && whole(a!) && finite(b!)) return { sort: 'now_near', at: a!, score: b!, id };
  return null;
}

/**
 * The opaque cursor of a key: its tuple joined by `_` (numbers as JavaScript writes them, which
 * read back exactly; every character URL-safe).
 */
export function encodeCursor(key: CatalogueKey): string {
  return toTuple(key).join('_');
}

/**
 * The key of a cursor for a query ordered by `sort`: 400 (`invalidCursor`) when it is not one
 * this API issued or belongs to another order.
 */
export function decodeCursor(cursor: string, sort: DealSort): CatalogueKey {
  const key = /^[A-Za-z0-9_.+-]+$/.test(cursor) ? fromTuple(cursor.split('_')) : null;
  if (key === null || key.sort !== sort) throw badRequest(MESSAGES.invalidCursor);
  return key;
}

/** The `total` of a page for `matching` deals: exact up to CATALOGUE_COUNT_LIMIT, capped beyond. */
export function countOf(matching: number): { total: number; total_capped: boolean } {
  return { total: Math.min(matching, CATALOGUE_COUNT_LIMIT), total_capped: matching > CATALOGUE_COUNT_LIMIT };
}

/**
 * One page after `cursor` (null: the first) of entries already in the catalogue's order: the
 * entries whose key comes after it, at most `limit`, and the next page's cursor (null at the end).
 */
export function pageAfter<T>(ordered: readonly T[], keyOf: (entry: T) => CatalogueKey, cursor: CatalogueKey | null, limit: number): { entries: T[]; next: string | null } {
  const start = cursor === null ? 0 : ordered.findIndex((entry) => compareKeys(keyOf(entry), cursor) > 0);
  const entries = start < 0 ? [] : ordered.slice(start, start + limit);
  const more = start >= 0 && ordered.length > start + limit;
  return { entries, next: more ? encodeCursor(keyOf(entries.at(-1)!)) : null };
}
