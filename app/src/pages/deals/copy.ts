/**
 * Texts of the deals page (SPEC §2 /deals).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 */
import { NOW_WINDOW_HOURS } from '@spur/contract';

export const DEALS_COPY = {
  /** Issue 10: a deal taken off sale while shown. */
  noLongerAvailable: 'No longer available',
  heading: 'All Deals',
  subtitleSearchInCategory: (search: string, category: string) => `Search results for "${search}" in ${category}`,
  subtitleSearch: (search: string) => `Search results for "${search}"`,
  subtitleCategory: (category: string) => `${category} activities`,
  subtitleAll: 'Browse all available experiences',
  subtitleWithWhen: (base: string, when: string) => `${base} · ${when}`,
  subtitleWhen: {
    now: `Starting in the next ${NOW_WINDOW_HOURS} hours`,
    today: 'Happening today',
    tomorrow: 'Happening tomorrow',
    weekend: 'Happening this weekend',
  },
  backHome: 'Back to Home',
  searchLabel: 'Search deals',
  searchPlaceholder: 'Search deals, places or activities',
  clearFilters: 'Clear All Filters',
  loading: 'Loading deals...',
  errorTitle: 'We could not load the deals',
  retry: 'Retry',
  emptyFiltered: 'No deals found for your search.',
  emptyFilteredHint: 'Try another word, or browse every deal on offer.',
  emptyAll: 'No deals available right now.',
  emptyAllHint: 'New last-minute deals are added all the time. Please check back soon.',
  showAll: 'Show All Deals',
  gridLabel: 'Deals',
  count: (count: number) => `${count} ${count === 1 ? 'deal' : 'deals'}`,
  /** How many deals match, "1000+" when the API stopped counting. */
  matching: (total: number, capped: boolean) => (capped ? `${total}+ deals` : DEALS_COPY.count(total)),
  shown: (shown: number, total: number, capped: boolean) => `Showing ${shown} of ${total}${capped ? '+' : ''} deals`,
  /** A later page opened on its own (the "Show more" link followed without scripts). */
  shownLater: (shown: number, total: number, capped: boolean) => `Showing ${shown} more of ${total}${capped ? '+' : ''} deals`,
  showMore: 'Show more',
  loadingMore: 'Loading more deals...',
  moreFailed: (reason: string) => `We could not load more deals (${reason}). Please try again.`,
  whenLabel: 'When',
  viewLabel: 'Show as',
  views: { list: 'List', map: 'Map' },
  popupDetails: 'See details',
  bookNow: 'Book Now',
  place: {
    nearMe: 'Near me',
    locating: 'Finding you...',
    nearMeHint: 'Shows how far each deal is and what starts near you. Your position is only used in this browser.',
    fromPosition: 'Distances from your position',
    fromDefault: 'Distances from Laguna Beach',
    sortLabel: 'Sort',
    sorts: { now_near: 'Now near me', distance: 'Nearest', soonest: 'Soonest' },
    radiusLabel: 'Within',
    anyDistance: 'Any distance',
    turnOff: 'Stop using my position',
    fallback: {
      denied: 'Location sharing is off for this site, so distances are from Laguna Beach.',
      unavailable: 'Your device could not tell where you are, so distances are from Laguna Beach.',
      timeout: 'Finding your position took too long, so distances are from Laguna Beach.',
    },
    tryAgain: 'Try again',
  },
  unknownCategory: (category: string) => `"${category}" is not a category we know, so deals of every category are shown.`,
} as const;
