import { z } from './zod';
import { CATALOGUE_PAGE_SIZE, CATEGORIES, CURSOR_MAX_LENGTH, DEAL_LANGUAGES, DEALS_PAGE_SIZE, LIMITS, WHEN_FILTERS } from './constants';
import { FIELD_NAMES, MESSAGES } from './messages';
import { category, dealLanguages, id, imageUrl, isoDateTime, optionalText, price, requiredText, slots, timeZone } from './fields';
import { PriceDropInputSchema, PriceDropSchema, SessionSchema } from './sessions';
import { CancellationTermsInputSchema, CancellationTermsSchema } from './cancellation';
import { PlaceQueryShape, checkPlaceQuery, latitude, longitude } from './place';

/** A deal as every backend answers it. Ratings come from real reviews only. */
export const DealSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** Reference price set by the business; "% OFF" is shown only when above `price`. */
  original_price: z.number().nullable(),
  category,
  /** The venue's address as shown. */
  location: z.string(),
  /** The venue's coordinates (WGS 84 degrees); the default city's when the business gave none. */
  latitude: z.number(),
  longitude: z.number(),
  /** Metres from the query's centre (great-circle, rounded); null when the query has no centre. */
  distance_m: z.number().int().nullable(),
  business_name: z.string(),
  /**
   * The business offering it: its owner's business of this name (a partner account may run
   * several, each saved on its own). Null once the owner's account is gone (the deal is then off sale).
   */
  business_id: z.string().nullable(),
  /** Open-dated deals: the deal's own stock. Deals with sessions: the spots left across their bookable sessions. */
  available_slots: z.number().int(),
  image: z.string().nullable(),
  /** "fareharbor" with a vendorShortname means an external booking system (only logged). */
  bookingType: z.string().nullable(),
  vendorShortname: z.string().nullable(),
  /** Average of the deal's reviews, one decimal; null when it has none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** IANA name of the venue's time zone; session times are shown in it. */
  time_zone: z.string(),
  price_drop: PriceDropSchema.nullable(),
  /** False: open-dated (no sessions ever scheduled). */
  has_sessions: z.boolean(),
  /**
   * The session a card shows: the soonest still bookable by time (before its cut-off) within the
   * `when` window, preferring one with spots left; null for open-dated deals and when none is left.
   */
  next_session: SessionSchema.nullable(),
  /** How many other sessions (within the window) can still be booked: "+3 more times". */
  more_sessions: z.number().int(),
  /** What cancelling a booking of this deal gives back, and until when it is free. */
  cancellation: CancellationTermsSchema,
  /** The languages the experience is given in (ISO 639-1), as the business lists them; at least one. */
  languages: z.array(z.enum(DEAL_LANGUAGES)),
});
export type Deal = z.infer<typeof DealSchema>;

export const DealListSchema = z.array(DealSchema);

/** The filters and order of a catalogue query (GET /api/deals and GET /api/deals/page). Blank values mean "not set". */
const DealFilterShape = {
  search: z
    .string()
    .trim()
    .max(LIMITS.search, { error: MESSAGES.validSearch })
    .optional()
    .transform((value) => value || undefined),
  category: z
    .enum(['', ...CATEGORIES], { error: MESSAGES.validCategory })
    .optional()
    .transform((value) => value || undefined),
  /** Time window, in the default city's time zone; open-dated deals match every window. */
  when: z
    .enum(['', ...WHEN_FILTERS], { error: MESSAGES.validWhen })
    .optional()
    .transform((value) => (value && value !== 'any' ? value : undefined)),
  /** Deals given in this language (ISO 639-1, one of DEAL_LANGUAGES). */
  language: z
    .enum(['', ...DEAL_LANGUAGES], { error: MESSAGES.validLanguage })
    .optional()
    .transform((value) => value || undefined),
  ...PlaceQueryShape,
};

/** Query of GET /api/deals: the filters, paged by limit and offset. */
export const DealQuerySchema = z.object({
  ...DealFilterShape,
  limit: z.coerce
    .number({ error: MESSAGES.validPaging })
    .int({ error: MESSAGES.validPaging })
    .min(1, { error: MESSAGES.validPaging })
    .max(DEALS_PAGE_SIZE, { error: MESSAGES.validPaging })
    .default(DEALS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: MESSAGES.validPaging })
    .int({ error: MESSAGES.validPaging })
    .min(0, { error: MESSAGES.validPaging })
    .max(1_000_000, { error: MESSAGES.validPaging })
    .default(0),
}).superRefine(checkPlaceQuery);
export type DealQuery = z.output<typeof DealQuerySchema>;

/**
 * Query of GET /api/deals/page: the same filters, paged by a cursor (keyset on the order's key,
 * so pages stay free of duplicates and gaps while deals are added). No cursor: the first page;
 * then the `next_cursor` of the page before, with the same filters and order.
 */
export const DealPageQuerySchema = z.object({
  ...DealFilterShape,
  limit: z.coerce
    .number({ error: MESSAGES.validPageSize })
    .int({ error: MESSAGES.validPageSize })
    .min(1, { error: MESSAGES.validPageSize })
    .max(DEALS_PAGE_SIZE, { error: MESSAGES.validPageSize })
    .default(CATALOGUE_PAGE_SIZE),
  cursor: z
    .string({ error: MESSAGES.invalidCursor })
    .max(CURSOR_MAX_LENGTH, { error: MESSAGES.invalidCursor })
    .optional()
    .transform((value) => value || undefined),
}).superRefine(checkPlaceQuery);
export type DealPageQuery = z.output<typeof DealPageQuerySchema>;

/** A page of the catalogue: its deals, the cursor of the next page (null: this is the last), and how many deals match in all. */
export const DealPageSchema = z.object({
  deals: DealListSchema,
  next_cursor: z.string().nullable(),
  /** How many deals match (every page), counted up to CATALOGUE_COUNT_LIMIT. */
  total: z.number().int(),
  /** True: more than `total` deals match (the count stopped at CATALOGUE_COUNT_LIMIT). */
  total_capped: z.boolean(),
});
export type DealPage = z.infer<typeof DealPageSchema>;

const dealExtras = {
  original_price: price.nullable().optional(),
  category: category.optional(),
  available_slots: slots.optional(),
  image: imageUrl.nullable().optional(),
  expires_at: isoDateTime.nullable().optional(),
  business_name: optionalText(FIELD_NAMES.businessName, LIMITS.businessName).optional(),
  time_zone: timeZone.optional(),
  price_drop: PriceDropInputSchema.nullable().optional(),
  /** The venue's coordinates, both or neither (a new deal without them gets the default city's). */
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  cancellation: CancellationTermsInputSchema.optional(),
  /** Absent on a new deal: DEFAULT_DEAL_LANGUAGES; on an edit: unchanged. */
  languages: dealLanguages.optional(),
};

function venueBothOrNeither(deal: { latitude?: number | undefined; longitude?: number | undefined }) {
  return (deal.latitude === undefined) === (deal.longitude === undefined);
}

function originalAbovePrice(deal: { price: number; original_price?: number | null }) {
  return deal.original_price == null || deal.original_price > deal.price;
}

function floorBelowPrice(deal: { price: number; price_drop?: { floor_price: number } | null }) {
  return deal.price_drop == null || deal.price_drop.floor_price < deal.price;
}

/**
 * POST /api/deals. Serves both dashboard forms: the full form sends a location, the simple
 * dialog only a title and price (description optional). Missing location means the default city.
 */
export const DealCreateSchema = z
  .object({
    title: requiredText(MESSAGES.fillRequiredFields, FIELD_NAMES.title, LIMITS.dealTitle),
    description: optionalText(FIELD_NAMES.description, LIMITS.dealDescription).default(''),
    price,
    location: optionalText(FIELD_NAMES.location, LIMITS.location).optional(),
    ...dealExtras,
  })
  .refine(originalAbovePrice, { error: MESSAGES.validOriginalPrice, path: ['original_price'] })
  .refine(floorBelowPrice, { error: MESSAGES.validPriceDropFloor, path: ['price_drop'] })
  .refine(venueBothOrNeither, { error: MESSAGES.venueNeedsBoth, path: ['latitude'] });
export type DealCreate = z.input<typeof DealCreateSchema>;

/** PUT /api/deals/{id}: title, description and price are required (SPEC §5). */
export const DealUpdateSchema = z
  .object({
    title: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.title, LIMITS.dealTitle),
    description: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.description, LIMITS.dealDescription),
    price,
    location: requiredText(MESSAGES.fillAllFields, FIELD_NAMES.location, LIMITS.location).optional(),
    ...dealExtras,
  })
  .refine(originalAbovePrice, { error: MESSAGES.validOriginalPrice, path: ['original_price'] })
  .refine(floorBelowPrice, { error: MESSAGES.validPriceDropFloor, path: ['price_drop'] })
  .refine(venueBothOrNeither, { error: MESSAGES.venueNeedsBoth, path: ['latitude'] });
export type DealUpdate = z.input<typeof DealUpdateSchema>;

/** Dashboard figures, computed from real bookings (PRODUCT.md departures). */
export const BusinessStatsSchema = z.object({
  total_deals: z.number().int(),
  /** Sum of paid, not cancelled bookings, in dollars with two decimals. */
  total_revenue: z.number(),
  /** Deals with slots left that have not expired. */
  active_deals: z.number().int(),
  /** Scheduled sessions that have not started. */
  upcoming_sessions: z.number().int(),
  /** Spots of confirmed bookings made since midnight in the default city's time zone. */
  seats_sold_today: z.number().int(),
  /** Spur's commission in percent (the deal form shows what the business receives of a price). */
  fee_percent: z.number(),
});
export type BusinessStats = z.infer<typeof BusinessStatsSchema>;
