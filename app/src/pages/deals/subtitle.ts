/** The deals page's subtitle (SPEC §2 /deals, with issue 9's time filter). */
import { DEALS_COPY } from './copy';
import type { ActiveWhen, DealsQueryState } from './query';
import { WHEN_COPY } from './when';

/**
 * SPEC §2: 'Search results for "{search}" in {category}' when both are set; 'Search results for
 * "{search}"' for a search only; '{Category} activities' for a category only;
 * otherwise 'Browse all available experiences'. A time filter is appended after " · "
 * ('Search results for "kayak" · Today'), or alone reads 'Starting in the next 3 hours', 'Happening
 * today', 'Happening tomorrow', 'Happening this weekend'. `copy` and `whenCopy`: in the page's language.
 */
export function dealsSubtitle(
  { search, category, when = null }: Pick<DealsQueryState, 'search' | 'category'> & { when?: ActiveWhen | null },
  copy: typeof DEALS_COPY = DEALS_COPY,
  whenCopy: typeof WHEN_COPY = WHEN_COPY,
): string {
  let base: string | null = null;
  if (search && category) base = copy.subtitleSearchInCategory(search, copy.categoryNames[category]);
  else if (search) base = copy.subtitleSearch(search);
  else if (category) base = copy.categoryActivities[category];
  if (!when) return base ?? copy.subtitleAll;
  // Issue 9: the time filter is appended ('Beach activities · Today'), or says it alone.
  return base ? copy.subtitleWithWhen(base, whenCopy[when]) : copy.subtitleWhen[when];
}
