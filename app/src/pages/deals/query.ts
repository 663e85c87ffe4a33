/**
 * The /deals query (SPEC §2, issue 9): `search`, `category` and `when` in the URL and how links to
 * it are built.
 * Pure functions: the home page, the deals page and tests share them.
 */
import { CATEGORIES, LIMITS, WHEN_FILTERS, type Category, type WhenFilter } from '@spur/contract';

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
  /** The time filter (now, today, tomorrow, weekend), or null for any time (also for unknown values). */
  when: ActiveWhen | null;
}

/** A time filter that narrows the list ('any' is no filter). */
export type ActiveWhen = Exclude<WhenFilter, 'any'>;

export function parseWhen(value: string | null | undefined): ActiveWhen | null {
  const lower = (value ?? '').trim().toLowerCase();
  return (WHEN_FILTERS as readonly string[]).includes(lower) && lower !== 'any' ? (lower as ActiveWhen) : null;
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
export function dealsUrl({
  search,
  category,
  when,
}: { search?: string | null; category?: string | null; when?: string | null } = {}): string {
  const parts: string[] = [];
  const term = normaliseSearch(search);
  if (term) parts.push(`search=${encodeURIComponent(term)}`);
  const cat = category?.trim();
  if (cat) parts.push(`category=${encodeURIComponent(cat)}`);
  const time = parseWhen(when);
  if (time) parts.push(`when=${time}`);
  return parts.length > 0 ? `${DEALS_PATH}?${parts.join('&')}` : DEALS_PATH;
}

/** Reads the deals page's URL parameters. Unknown categories are reported, not applied. */
export function parseDealsQuery(params: URLSearchParams): DealsQueryState {
  const search = normaliseSearch(params.get('search'));
  const when = parseWhen(params.get('when'));
  const rawCategory = (params.get('category') ?? '').trim();
  if (!rawCategory) return { search, category: null, unknownCategory: null, when };
  const lower = rawCategory.toLowerCase();
  if (isCategory(lower)) return { search, category: lower, unknownCategory: null, when };
  return { search, category: null, unknownCategory: rawCategory, when };
}

/** True when the URL filters the list (a search, any category value, even an unknown one, or a time). */
export function hasActiveFilter(query: DealsQueryState): boolean {
  return query.search !== '' || query.category !== null || query.unknownCategory !== null || query.when !== null;
}
