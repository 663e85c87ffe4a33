/**
 * A deal from the API as the kit's DealCard shows it (SPEC §3, with PRODUCT.md's departures):
 * the real rating, review count and original price (no invented numbers); location falls back
 * to the business name, then the default city; the deal's own image, else a local picture of
 * its category chosen by position.
 */
import { DEFAULT_LOCATION, type Deal } from '@spur/contract';
import type { DealCardProps } from '@spur/ui-kit';
import type { BookableDeal } from '../../machines/checkoutMachine';

export type DealCardData = Omit<DealCardProps, 'onBook' | 'booking' | 'headingLevel'>;

export function dealLocation(deal: Pick<Deal, 'location' | 'business_name'>): string {
  return deal.location?.trim() || deal.business_name?.trim() || DEFAULT_LOCATION;
}

export function toDealCard(deal: Deal, position: number): DealCardData {
  return {
    title: deal.title,
    price: deal.price,
    originalPrice: deal.original_price,
    category: deal.category,
    position,
    image: deal.image,
    slots: deal.available_slots,
    location: dealLocation(deal),
    rating: deal.rating,
    reviewCount: deal.reviewCount,
  };
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
