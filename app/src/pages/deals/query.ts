/**
 * The /deals query (SPEC §2): `search` and `category` in the URL and how links to it are built.
 * Pure functions: the home page, the deals page and tests share them.
 */
import { CATEGORIES, LIMITS, type Category } from '@spur/contract';

export const DEALS_PATH = '/deals';

/** What the deals page reads from its URL. */
export interface DealsQueryState {
  /** The trimmed search term ('' when none). */
  search: string;
  /** A valid category, or null. */
  category: Category | null;
  /**
   * A `category` value that is none of the five (e.g. a hand-edited URL). The page ignores it,
   * says so, and shows every category; null when the value is valid or absent.
   */
  unknownCategory: string | null;
}

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** A search term as the API accepts it: trimmed, at most LIMITS.search characters. */
export function normaliseSearch(term: string | null | undefined): string {
  return (term ?? '').trim().slice(0, LIMITS.search).trim();
}

/**
 * The /deals URL for a search and/or a category. A blank term and no category give plain /deals.
 * Values are encoded with encodeURIComponent ("sunset paddle" → "sunset%20paddle").
 */
export function dealsUrl({ search, category }: { search?: string | null; category?: string | null } = {}): string {
  const parts: string[] = [];
  const term = normaliseSearch(search);
  if (term) parts.push(`search=${encodeURIComponent(term)}`);
  const cat = category?.trim();
  if (cat) parts.push(`category=${encodeURIComponent(cat)}`);
  return parts.length > 0 ? `${DEALS_PATH}?${parts.join('&')}` : DEALS_PATH;
}

/** Reads the deals page's URL parameters. Unknown categories are reported, not applied. */
export function parseDealsQuery(params: URLSearchParams): DealsQueryState {
  const search = normaliseSearch(params.get('search'));
  const rawCategory = (params.get('category') ?? '').trim();
  if (!rawCategory) return { search, category: null, unknownCategory: null };
  const lower = rawCategory.toLowerCase();
  if (isCategory(lower)) return { search, category: lower, unknownCategory: null };
  return { search, category: null, unknownCategory: rawCategory };
}

/** True when the URL filters the list (a search, or any category value, even an unknown one). */
export function hasActiveFilter(query: DealsQueryState): boolean {
  return query.search !== '' || query.category !== null || query.unknownCategory !== null;
}
