/** Rows → contract shapes: numbers as numbers, timestamps as ISO strings. */
import type { Booking, Deal } from '@spur/contract';
import type { BookingRow, DealRow, DealWithRatingRow } from '../db/rows';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toDeal(row: DealWithRatingRow): Deal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    original_price: row.original_price === null ? null : Number(row.original_price),
    category: row.category,
    location: row.location,
    business_name: row.business_name,
    available_slots: row.available_slots,
    image: row.image,
    bookingType: row.booking_type,
    vendorShortname: row.vendor_shortname,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
    expires_at: isoOrNull(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toBooking(row: BookingRow & Pick<DealRow, 'title' | 'description' | 'location' | 'business_name'>): Booking {
  return {
    id: row.id,
    deal_id: row.deal_id,
    title: row.title,
    description: row.description,
    location: row.location,
    business_name: row.business_name,
    status: row.status,
    booking_time: iso(row.booking_time),
    price: row.amount_cents / 100,
    confirmation_id: row.checkout_session_id,
  };
}
