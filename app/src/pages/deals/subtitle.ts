/** The deals page's subtitle (SPEC §2 /deals, with issue 9's time filter). */
import { DEALS_COPY } from './copy';
import type { ActiveWhen, DealsQueryState } from './query';
import { WHEN_LABELS } from './when';

/** "beach" → "Beach". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * SPEC §2: 'Search results for "{search}" in {category}' when both are set; 'Search results for
 * "{search}"' for a search only; '{Category} activities' (capitalised) for a category only;
 * otherwise 'Browse all available experiences'. A time filter is appended after " · "
 * ('Search results for "kayak" · Today'), or alone reads 'Starting in the next 3 hours', 'Happening
 * today', 'Happening tomorrow', 'Happening this weekend'.
 */
export function dealsSubtitle({ search, category, when = null }: Pick<DealsQueryState, 'search' | 'category'> & { when?: ActiveWhen | null }): string {
  let base: string | null = null;
  if (search && category) base = DEALS_COPY.subtitleSearchInCategory(search, category);
  else if (search) base = DEALS_COPY.subtitleSearch(search);
  else if (category) base = DEALS_COPY.subtitleCategory(capitalise(category));
  if (!when) return base ?? DEALS_COPY.subtitleAll;
  // Issue 9: the time filter is appended ('Beach activities · Today'), or says it alone.
  return base ? DEALS_COPY.subtitleWithWhen(base, WHEN_LABELS[when]) : DEALS_COPY.subtitleWhen[when];
}
