/** A deal's rules: what a new one starts with, who may change it, when it is on sale. */
import { DEFAULT_CENTRE, DEFAULT_DEAL_LANGUAGES, DEFAULT_LOCATION, DEFAULT_TIME_ZONE, MESSAGES, type CancellationTerms, type Category, type DealLanguage, type PriceDrop, type DealCreateSchema, type DealUpdateSchema } from '@spur/contract';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound, type AppError } from './errors';
import { millis, type Instant } from './time';
import { mergeTerms } from './cancellation';

type DealCreate = z.output<typeof DealCreateSchema>;
type DealUpdate = z.output<typeof DealUpdateSchema>;

/** What a deal created without them starts with (the dashboard's forms prefill the same). */
export const NEW_DEAL_DEFAULTS = { category: 'tour', available_slots: 10, location: DEFAULT_LOCATION } as const satisfies {
  category: Category;
  available_slots: number;
  location: string;
};

export interface DealOwner {
  id: string;
  email: string;
  full_name: string | null;
}

/** The fields of a deal the rules read. */
export interface DealState {
  owner_id: string | null;
  available_slots: number;
  expires_at: Instant | null;
  deleted_at: Instant | null;
}

/** The default business name: the owner's full name, else the local part of their email. */
export function defaultBusinessName(owner: Pick<DealOwner, 'email' | 'full_name'>): string {
  return owner.full_name?.trim() || owner.email.split('@')[0] || owner.email;
}

/** An expiry must lie ahead: 400 otherwise (no expiry is fine). */
export function assertFutureExpiry(expiresAt: string | null | undefined, now: Date): void {
  if (expiresAt && Date.parse(expiresAt) <= now.getTime()) throw badRequest(MESSAGES.validExpiry);
}

/** The stored fields of a new deal (prices as sent: each store rounds them to cents its way). */
export function newDealFields(owner: DealOwner, input: DealCreate, now: Date) {
  assertFutureExpiry(input.expires_at, now);
  return {
    owner_id: owner.id,
    title: input.title,
    description: input.description,
    price: input.price,
    original_price: input.original_price ?? null,
    category: input.category ?? NEW_DEAL_DEFAULTS.category,
    location: input.location || NEW_DEAL_DEFAULTS.location,
    business_name: input.business_name || defaultBusinessName(owner),
    available_slots: input.available_slots ?? NEW_DEAL_DEFAULTS.available_slots,
    image: input.image ?? null,
    expires_at: input.expires_at ? new Date(input.expires_at) : null,
    time_zone: input.time_zone ?? DEFAULT_TIME_ZONE,
    price_drop: input.price_drop ?? null,
    // The contract takes both coordinates or neither; without them, the default city's centre.
    latitude: input.latitude ?? DEFAULT_CENTRE.latitude,
    longitude: input.longitude ?? DEFAULT_CENTRE.longitude,
    cancellation: mergeTerms(input.cancellation),
    languages: input.languages ?? [...DEFAULT_DEAL_LANGUAGES],
  };
}

/**
 * The changed fields of an edit (undefined: unchanged). The original price, sent or kept, must
 * stay above the new price, and a price drop's floor below it (400).
 */
export function dealChanges(
  current: { original_price: number | null; price_drop: PriceDrop | null; cancellation: CancellationTerms },
  input: DealUpdate,
) {
  const originalPrice = input.original_price !== undefined ? input.original_price : current.original_price;
  if (originalPrice !== null && originalPrice <= input.price) throw badRequest(MESSAGES.validOriginalPrice);
  // A kept price drop must stay below a lowered price too.
  const priceDrop = input.price_drop !== undefined ? input.price_drop : current.price_drop;
  if (priceDrop !== null && priceDrop.floor_price >= input.price) throw badRequest(MESSAGES.validPriceDropFloor);
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    original_price: originalPrice,
    category: input.category,
    location: input.location,
    business_name: input.business_name || undefined,
    available_slots: input.available_slots,
    image: input.image,
    expires_at: input.expires_at === undefined ? undefined : input.expires_at === null ? null : new Date(input.expires_at),
    time_zone: input.time_zone,
    price_drop: input.price_drop,
    latitude: input.latitude,
    longitude: input.longitude,
    cancellation: input.cancellation === undefined ? undefined : mergeTerms(input.cancellation, current.cancellation),
    languages: input.languages,
  };
}

/**
 * An edit of an open-dated deal's slots: slots added go to the people waiting first (as a freed
 * spot does), so the deal keeps its count on sale and the backend releases `added` spots through
 * its waitlist; a lowered (or unchanged) count is simply set. `onSale` undefined: unchanged.
 */
export function slotsEdit(current: number, requested: number | undefined): { onSale: number | undefined; added: number } {
  const added = requested === undefined ? 0 : requested - current;
  return added > 0 ? { onSale: current, added } : { onSale: requested, added: 0 };
}

export const isRemoved = (deal: Pick<DealState, 'deleted_at'>): boolean => deal.deleted_at !== null;

export function isExpired(deal: Pick<DealState, 'expires_at'>, now: Date): boolean {
  return deal.expires_at !== null && millis(deal.expires_at) <= now.getTime();
}

/** In the catalogue: not removed, not expired (sold-out deals stay visible). */
export function isListed<D extends Pick<DealState, 'expires_at' | 'deleted_at'>>(deal: D, now: Date): boolean {
  return !isRemoved(deal) && !isExpired(deal, now);
}

/** The catalogue's language filter: deals given in `language` (undefined: every deal). */
export function isGivenIn(deal: { languages: readonly DealLanguage[] }, language: DealLanguage | undefined): boolean {
  return language === undefined || deal.languages.includes(language);
}

/** Counted as active on the dashboard: listed and not sold out. */
export function isActive(deal: Pick<DealState, 'expires_at' | 'deleted_at' | 'available_slots'>, now: Date): boolean {
  return isListed(deal, now) && deal.available_slots > 0;
}

/** A deal still on sale that the caller owns: 404 when missing or removed, then 403. */
export function assertOwnDeal<D extends Pick<DealState, 'owner_id' | 'deleted_at'>>(deal: D | null | undefined, userId: string): D {
  if (!deal || isRemoved(deal)) throw notFound(MESSAGES.dealNotFound);
  if (deal.owner_id !== userId) throw forbidden(MESSAGES.notYourDeal);
  return deal;
}

/**
 * Why one slot of a deal cannot be taken now, or null when it can: 404 for a deal that does not
 * exist or was removed, 409 when it expired, 409 when sold out (in that order).
 */
export function holdRefusal(deal: DealState | null | undefined, now: Date): AppError | null {
  if (!deal || isRemoved(deal)) return notFound(MESSAGES.dealNotFound);
  if (isExpired(deal, now)) return conflict(MESSAGES.dealUnavailable);
  if (deal.available_slots <= 0) return conflict(MESSAGES.soldOut);
  return null;
}
