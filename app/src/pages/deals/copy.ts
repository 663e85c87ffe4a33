/**
 * Texts of the deals page (SPEC §2 /deals).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 * Counts arrive written by `formatCount` (the page's language), or as plurals' `#`.
 */
import { NOW_WINDOW_HOURS } from '@spur/contract';
import { defineCopy } from '@spur/i18n';

export const DEALS_COPY = defineCopy((t) => ({
  /** Issue 10: a deal taken off sale while shown. */
  noLongerAvailable: t('No longer available'),
  heading: t('All Deals'),
  subtitleSearchInCategory: (search: string, category: string) => t('Search results for "{search}" in {category}', { search, category }),
  subtitleSearch: (search: string) => t('Search results for "{search}"', { search }),
  /** A category within a sentence ("… in tour"). */
  categoryNames: { beach: t('beach'), safari: t('safari'), tour: t('tour'), wellness: t('wellness'), entertainment: t('entertainment') },
  /** A category alone: "Safari activities". */
  categoryActivities: {
    beach: t('Beach activities'),
    safari: t('Safari activities'),
    tour: t('Tour activities'),
    wellness: t('Wellness activities'),
    entertainment: t('Entertainment activities'),
  },
  subtitleAll: t('Browse all available experiences'),
  subtitleWithWhen: (base: string, when: string) => t('{base} · {when}', { base, when }),
  subtitleWhen: {
    now: t('{hours, plural, one {Starting in the next # hour} other {Starting in the next # hours}}', { hours: NOW_WINDOW_HOURS }),
    today: t('Happening today'),
    tomorrow: t('Happening tomorrow'),
    weekend: t('Happening this weekend'),
  },
  backHome: t('Back to Home'),
  searchLabel: t('Search deals'),
  searchPlaceholder: t('Search deals, places or activities'),
  clearFilters: t('Clear All Filters'),
  loading: t('Loading deals...'),
  errorTitle: t('We could not load the deals'),
  retry: t('Retry'),
  emptyFiltered: t('No deals found for your search.'),
  emptyFilteredHint: t('Try another word, or browse every deal on offer.'),
  emptyAll: t('No deals available right now.'),
  emptyAllHint: t('New last-minute deals are added all the time. Please check back soon.'),
  showAll: t('Show All Deals'),
  gridLabel: t('Deals'),
  /** How many deals match, "1000+ deals" when the API stopped counting (`figure`: the total as `formatCount` writes it). */
  matching: (total: number, capped: boolean, figure: string) => (capped ? t('{total}+ deals', { total: figure }) : t('{count, plural, one {# deal} other {# deals}}', { count: total })),
  shown: (shown: string, total: string, capped: boolean) => (capped ? t('Showing {shown} of {total}+ deals', { shown, total }) : t('Showing {shown} of {total} deals', { shown, total })),
  /** A later page opened on its own (the "Show more" link followed without scripts). */
  shownLater: (shown: string, total: string, capped: boolean) =>
    capped ? t('Showing {shown} more of {total}+ deals', { shown, total }) : t('Showing {shown} more of {total} deals', { shown, total }),
  showMore: t('Show more'),
  loadingMore: t('Loading more deals...'),
  moreFailed: (reason: string) => t('We could not load more deals ({reason}). Please try again.', { reason }),
  whenLabel: t('When'),
  viewLabel: t('Show as'),
  views: { list: t('List'), map: t('Map') },
  popupDetails: t('See details'),
  bookNow: t('Book Now'),
  place: {
    nearMe: t('Near me'),
    locating: t('Finding you...'),
    nearMeHint: t('Shows how far each deal is and what starts near you. Your position is only used in this browser.'),
    fromPosition: t('Distances from your position'),
    fromDefault: t('Distances from Laguna Beach'),
    sortLabel: t('Sort'),
    sorts: { now_near: t('Now near me'), distance: t('Nearest'), soonest: t('Soonest') },
    radiusLabel: t('Within'),
    anyDistance: t('Any distance'),
    turnOff: t('Stop using my position'),
    fallback: {
      denied: t('Location sharing is off for this site, so distances are from Laguna Beach.'),
      unavailable: t('Your device could not tell where you are, so distances are from Laguna Beach.'),
      timeout: t('Finding your position took too long, so distances are from Laguna Beach.'),
    },
    tryAgain: t('Try again'),
  },
  unknownCategory: (category: string) => t('"{category}" is not a category we know, so deals of every category are shown.', { category }),
}));
