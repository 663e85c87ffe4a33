/**
 * A deal from the API as the kit's DealCard shows it (SPEC §3, with PRODUCT.md's departures):
 * the real rating, review count and original price (no invented numbers); location falls back
 * to the business name, then the default city; the deal's own image, else a local picture of
 * its category chosen by position.
 */
import { DEFAULT_LOCATION, LAST_SPOTS_THRESHOLD, type Deal } from '@spur/contract';
import { DEFAULT_LOCALE, type Locale } from '@spur/i18n';
import type { DealCardProps } from '@spur/ui-kit';
import type { BookableDeal } from '../../machines/checkoutMachine';
import { formatDistance } from '../../time/format';
import { dealTiming } from '../../time/present';

export type DealCardData = Omit<DealCardProps, 'onBook' | 'booking' | 'headingLevel' | 'renderLink'>;

/** The deal page of a deal. */
export const dealPath = (id: string) => `/deals/${encodeURIComponent(id)}`;

export function dealLocation(deal: Pick<Deal, 'location' | 'business_name'>): string {
  return deal.location?.trim() || deal.business_name?.trim() || DEFAULT_LOCATION;
}

/**
 * The card at `now` (issue 9): the next time ("Starts in 40 min", "Today 5:30 PM"), "+N more
 * times", that time's spots (last spots, sold out), or "Any time until {date}" for open-dated
 * deals; the current price with the drop applied and "Price drops to $X by H:MM PM"; the distance
 * from the centre in the language's unit ("1.5 mi", "2.4 km"); the title links to the deal page.
 * Its texts are in the page's language (`locale`).
 */
export function toDealCard(deal: Deal, position: number, now: Date = new Date(), viewerZone?: string, locale: Locale = DEFAULT_LOCALE): DealCardData {
  const timing = dealTiming(deal, now, viewerZone, locale);
  return {
    title: deal.title,
    price: timing.price,
    originalPrice: deal.original_price,
    category: deal.category,
    position,
    image: deal.image,
    slots: timing.slots,
    location: dealLocation(deal),
    // Issue 10: how far it is, when the query had a centre.
    ...(deal.distance_m != null ? { distanceLabel: formatDistance(deal.distance_m, locale) } : {}),
    rating: deal.rating,
    reviewCount: deal.reviewCount,
    startLabel: timing.startLabel,
    ...(timing.startDateTime ? { startDateTime: timing.startDateTime } : {}),
    startTone: timing.startTone,
    moreTimes: timing.moreTimes,
    // Spots of a session read "Last 2 spots" / "Sold out"; an open-dated deal keeps the spec's slot wording.
    ...(deal.has_sessions ? { lastSpotsAt: LAST_SPOTS_THRESHOLD } : {}),
    ...(timing.priceDropLabel ? { priceDropLabel: timing.priceDropLabel } : {}),
    href: dealPath(deal.id),
  };
}

/**
 * What Book Now on a card does: open-dated deals and one-time deals go straight to checkout
 * (with that session at the price of `now`); deals with several times open the time picker;
 * a deal whose next time is sold out (or with none left) cannot be booked from the card.
 */
export function bookAction(deal: Deal, now: Date): { kind: 'checkout'; deal: BookableDeal } | { kind: 'pick' } | { kind: 'none' } {
  if (!deal.has_sessions) return { kind: 'checkout', deal: toBookableDeal(deal) };
  const timing = dealTiming(deal, now, undefined);
  if (timing.sessionId) return { kind: 'checkout', deal: { ...toBookableDeal(deal), sessionId: timing.sessionId, amountCents: timing.amountCents } };
  if (deal.more_sessions > 0) return { kind: 'pick' };
  return { kind: 'none' };
}

/** What Book Now hands to the checkout machine. */
export function toBookableDeal(deal: Deal): BookableDeal {
  return {
    id: deal.id,
    title: deal.title,
    price: deal.price,
    bookingType: deal.bookingType,
    vendorShortname: deal.vendorShortname,
  };
}
