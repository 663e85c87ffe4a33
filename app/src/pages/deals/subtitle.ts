/** The deals page's subtitle (SPEC §2 /deals). */
import { DEALS_COPY } from './copy';
import type { DealsQueryState } from './query';

/** "beach" → "Beach". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * SPEC §2: 'Search results for "{search}" in {category}' when both are set; 'Search results for
 * "{search}"' for a search only; '{Category} activities' (capitalised) for a category only;
 * otherwise 'Browse all available experiences'.
 */
export function dealsSubtitle({ search, category }: Pick<DealsQueryState, 'search' | 'category'>): string {
  if (search && category) return DEALS_COPY.subtitleSearchInCategory(search, category);
  if (search) return DEALS_COPY.subtitleSearch(search);
  if (category) return DEALS_COPY.subtitleCategory(capitalise(category));
  return DEALS_COPY.subtitleAll;
}
