/** Business constants shared by the app, the mock backend and the server (SPEC §9). */

export const PRODUCT_NAME = 'Spur';

/** The five deal categories, in the order the home page shows them. */
export const CATEGORIES = ['beach', 'safari', 'tour', 'wellness', 'entertainment'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The languages a deal can be given in (ISO 639-1), those most asked for in Southern California:
 * its visitors' (Mexico, China, Korea, Japan, Europe, Brazil, India) and its residents' (Spanish,
 * Chinese, Tagalog, Vietnamese, Korean, Armenian, Persian, Arabic). Adding one needs a migration
 * (the column's check lists them).
 */
export const DEAL_LANGUAGES = ['en', 'es', 'zh', 'ko', 'ja', 'vi', 'tl', 'hy', 'fa', 'ar', 'hi', 'fr', 'de', 'it', 'pt', 'ru'] as const;
export type DealLanguage = (typeof DEAL_LANGUAGES)[number];
/** The languages of a deal that names none (and of every deal listed before deals named them). */
export const DEFAULT_DEAL_LANGUAGES: readonly DealLanguage[] = ['en'];
/** A deal lists at most this many languages (MESSAGES.tooManyLanguages says the number). */
export const MAX_DEAL_LANGUAGES = 8;

export const USER_TYPES = ['regular', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Cognito group whose members are business partners (SPEC §6). */
export const BUSINESS_GROUP = 'business-partners';
/** Custom Cognito attribute that can also mark a business partner. */
export const USER_TYPE_CLAIM = 'custom:user_type';

export const DEFAULT_LOCATION = 'Laguna Beach, CA';
export const SUPPORT_EMAIL = 'support@spurdeals.com';
export const SUPPORT_PHONE = '(949) 555-0142';

/** Checkout: amounts travel in cents, one ticket per checkout. */
export const CHECKOUT_QUANTITY = 1;
export const CURRENCY = 'usd';
/** How long a slot stays held while its checkout is open (Stripe's minimum session life is 30 min). */
export const CHECKOUT_HOLD_MINUTES = 30;

/** The success page shows this many trailing characters of the session id. */
export const CONFIRMATION_ID_LENGTH = 8;

/** Identity tokens are JWTs: anything else is rejected before it is sent (SPEC §5). */
export const TOKEN_PREFIX = 'ey';

/** Verification code used by every emulated identity provider (demo and local). */
export const DEMO_VERIFICATION_CODE = '123456';

/** The default city's centre (Laguna Beach, CA): venues without coordinates, and "near me" when the browser gives no position. */
export const DEFAULT_CENTRE = { latitude: 33.5427, longitude: -117.7854 } as const;
/** The largest radius of a "near me" search, in km. */
export const MAX_RADIUS_KM = 100;
/**
 * Orders of the catalogue: `soonest` (the soonest session first, then open-dated deals),
 * `distance` (nearest venue first) and `now_near` (minutes until the start plus minutes of
 * walking, smallest first). The last two need a centre.
 */
export const DEAL_SORTS = ['soonest', 'distance', 'now_near'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
/** Walking pace of the "now near" score: 80 m a minute (4.8 km/h). */
export const WALKING_METERS_PER_MINUTE = 80;
/**
 * An open-dated deal (bookable any time) counts as starting this many minutes from now in the
 * "now near" score: three hours, so a definite start close by ("in 45 min, 3 km away") comes
 * before a flexible deal next door, as a last-minute feed should.
 */
export const OPEN_DATED_WAIT_MINUTES = 180;

/** Venue time zone of a deal unless its business sets another (the default city's). */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** Sessions (one occurrence of a deal). */
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_DEFAULTS = { cutoffMinutes: 15, durationMinutes: 60, capacity: 10 } as const;
export const SESSION_LIMITS = {
  /** Cut-off: minutes before the start after which a session can no longer be booked. */
  maxCutoffMinutes: 7 * 24 * 60,
  maxDurationMinutes: 24 * 60,
  maxCapacity: 10_000,
  /** A repeating pattern runs for at most this many weeks… */
  maxWeeks: 12,
  /** …at most this many times a day… */
  maxTimesPerDay: 12,
  /** …and creates at most this many sessions in one request. */
  maxSessionsPerRequest: 500,
  /** How far ahead a session may be scheduled. */
  maxDaysAhead: 366,
} as const;
/**
 * Cancellation terms of a deal the business does not set: free cancellation until 24 hours before
 * the start, no refund after that. A business may offer free cancellation up to 72 hours before.
 */
export const CANCELLATION_DEFAULTS = { freeHours: 24, lateRefundPercent: 0 } as const;
export const CANCELLATION_LIMITS = { maxFreeHours: 72 } as const;
/** Cards say "Last N spots" at or below this many. */
export const LAST_SPOTS_THRESHOLD = 3;

/** Repeating patterns: which days of the week a session recurs on. */
export const REPEAT_DAYS = ['daily', 'weekdays', 'weekends'] as const;
export type RepeatDays = (typeof REPEAT_DAYS)[number];

/**
 * Last-minute price drop: inside the window before a session's start the price falls in steps of
 * this many minutes from the list price to the floor, which it reaches one step before the start.
 */
export const PRICE_DROP_STEP_MINUTES = 15;
export const PRICE_DROP_MAX_WINDOW_MINUTES = 24 * 60;

/** The "when" filter of the catalogue; windows are in the default city's time zone. */
export const WHEN_FILTERS = ['now', 'today', 'tomorrow', 'weekend', 'any'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];
/** "Now" means starting within this many hours. */
export const NOW_WINDOW_HOURS = 3;

/** Listing pages: default and maximum page size of GET /api/deals. */
export const DEALS_PAGE_SIZE = 100;
/** GET /api/deals/page: the default page size (the /deals screen shows this many cards at a time). */
export const CATALOGUE_PAGE_SIZE = 24;
/**
 * A search ranks by relevance the newest this-many matching open-dated deals (the candidates);
 * older matches follow them, newest first. Ranking every match would read every matching deal
 * (half the catalogue for "beach"); the candidates are a short walk of the newest deals.
 */
export const SEARCH_RANKED_CANDIDATES = 50;

/**
 * GET /api/deals/page counts the matching deals up to this many (`total`); beyond, it says there
 * are more (`total_capped`): counting every one of 100,000 deals on each page would cost more
 * than the page itself.
 */
export const CATALOGUE_COUNT_LIMIT = 1000;
/** The longest cursor GET /api/deals/page accepts (a cursor it issued is far shorter). */
export const CURSOR_MAX_LENGTH = 512;

export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  dealTitle: 120,
  dealDescription: 2000,
  location: 120,
  businessName: 120,
  phone: 30,
  search: 100,
  maxPrice: 100_000,
  maxSlots: 10_000,
} as const;

/** Amount in cents for a price in dollars (SPEC §9: price times 100, rounded). */
export function toCents(price: number): number {
  return Math.round(price * 100);
}

/** The last characters of a checkout id, shown as the confirmation id. */
export function confirmationId(checkoutId: string): string {
  return checkoutId.slice(-CONFIRMATION_ID_LENGTH);
}

/**
 * Spur's commission on each paid booking, in percent of what the traveller paid (never added on
 * top of the price). The server's PLATFORM_FEE_PERCENT overrides it; the demo keeps it.
 */
export const DEFAULT_PLATFORM_FEE_PERCENT = 15;
