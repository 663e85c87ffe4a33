/**
 * The /deals query (SPEC §2, issues 9 and 10): `search`, `category`, `when`, `language` and the
 * place (`lat`, `lng`, `radius_km`, `sort`) in the URL, so a link shares the view, and how links to it are built.
 * Pure functions: the home page, the deals page and tests share them.
 */
import { CATEGORIES, CURSOR_MAX_LENGTH, DEAL_LANGUAGES, DEAL_SORTS, LIMITS, MAX_RADIUS_KM, WHEN_FILTERS, type Category, type DealLanguage, type DealSort, type WhenFilter } from '@spur/contract';
import type { LatLng } from '@spur/domain';

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
  /** Deals given in this language, or null for any (also for unknown values). */
  language: DealLanguage | null;
  /** Where distances are measured from, the radius around it and the order (issue 10). */
  place: PlaceState;
}

/** How /deals shows the deals: the card grid (the accessible default) or the map (`view=map`). */
export type DealsView = 'list' | 'map';

export const parseView = (params: URLSearchParams): DealsView => (params.get('view') === 'map' ? 'map' : 'list');

/** The place part of the view: a centre, a radius in km and an order, each null when not set (or invalid). */
export interface PlaceState {
  centre: LatLng | null;
  radiusKm: number | null;
  sort: DealSort | null;
}

export const NO_PLACE: PlaceState = { centre: null, radiusKm: null, sort: null };

const finite = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The place parameters; a radius or an order that needs a centre is dropped without one. */
export function parsePlace(params: URLSearchParams): PlaceState {
  const latitude = finite(params.get('lat'));
  const longitude = finite(params.get('lng'));
  const centre =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
  const radius = finite(params.get('radius_km'));
  const rawSort = (params.get('sort') ?? '').trim();
  const sort = (DEAL_SORTS as readonly string[]).includes(rawSort) ? (rawSort as DealSort) : null;
  return {
    centre,
    radiusKm: centre && radius !== null && radius > 0 && radius <= MAX_RADIUS_KM ? radius : null,
    sort: sort === 'soonest' || (sort && centre) ? sort : null,
  };
}

/** The place as URL parameters (and as the API's query). */
export function placeParams(place: PlaceState): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  if (place.centre) parts.push(['lat', String(place.centre.latitude)], ['lng', String(place.centre.longitude)]);
  if (place.centre && place.radiusKm !== null) parts.push(['radius_km', String(place.radiusKm)]);
  if (place.sort) parts.push(['sort', place.sort]);
  return parts;
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

/** A language code as the API accepts it (ISO 639-1, one of DEAL_LANGUAGES), else null. */
export function parseLanguage(value: string | null | undefined): DealLanguage | null {
  const code = (value ?? '').trim();
  return (DEAL_LANGUAGES as readonly string[]).includes(code) ? (code as DealLanguage) : null;
}

type DealsLinkState = { search?: string | null; category?: string | null; when?: string | null; language?: string | null; place?: PlaceState; view?: DealsView };

/** The /deals query parameters of a view, in URL order (the search form sends the ones besides the search as hidden fields). */
export function dealsParams({ search, category, when, language, place = NO_PLACE, view = 'list' }: DealsLinkState = {}): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  const term = normaliseSearch(search);
  if (term) parts.push(['search', term]);
  const cat = category?.trim();
  if (cat) parts.push(['category', cat]);
  const time = parseWhen(when);
  if (time) parts.push(['when', time]);
  const spoken = parseLanguage(language);
  if (spoken) parts.push(['language', spoken]);
  parts.push(...placeParams(place));
  if (view === 'map') parts.push(['view', 'map']);
  return parts;
}

/**
 * The /deals URL for a search and/or a category. A blank term and no category give plain /deals.
 * Values are encoded with encodeURIComponent ("sunset paddle" → "sunset%20paddle").
 */
export function dealsUrl(state: DealsLinkState = {}): string {
  const parts = dealsParams(state).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `${DEALS_PATH}?${parts.join('&')}` : DEALS_PATH;
}

/** The same view from the page after `cursor` on ("Show more" as a link: the server renders that page). */
export function dealsPageUrl(state: DealsLinkState, cursor: string): string {
  const url = dealsUrl(state);
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** The page of results a URL starts from (`cursor`, set by "Show more" without scripts), or null for the first. */
export function parseCursor(params: URLSearchParams): string | null {
  const cursor = (params.get('cursor') ?? '').trim();
  return cursor === '' || cursor.length > CURSOR_MAX_LENGTH ? null : cursor;
}

/** Reads the deals page's URL parameters. Unknown categories are reported, not applied. */
export function parseDealsQuery(params: URLSearchParams): DealsQueryState {
  const search = normaliseSearch(params.get('search'));
  const when = parseWhen(params.get('when'));
  const language = parseLanguage(params.get('language'));
  const place = parsePlace(params);
  const rawCategory = (params.get('category') ?? '').trim();
  if (!rawCategory) return { search, category: null, unknownCategory: null, when, language, place };
  const lower = rawCategory.toLowerCase();
  if (isCategory(lower)) return { search, category: lower, unknownCategory: null, when, language, place };
  return { search, category: null, unknownCategory: rawCategory, when, language, place };
}

/** True when the URL filters the list (a search, any category value, even an unknown one, a time, a language or a radius). */
export function hasActiveFilter(query: DealsQueryState): boolean {
  return query.search !== '' || query.category !== null || query.unknownCategory !== null || query.when !== null || query.language !== null || query.place.radiusKm !== null;
}
