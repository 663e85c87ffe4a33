import type { KitTexts } from '../../i18n/types';

/** "confirmed" → "Confirmed", "PARTIALLY_REFUNDED" → "Partially refunded", "" → "Unknown". */
function statusLabel(status: string): string {
  const text = status.trim().replace(/[_-]+/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : 'Unknown';
}

/** What BookingRow says in English (`KIT_TEXTS.bookingRow`), without a `KitLocaleProvider` that gives texts. */
export const BOOKING_ROW_TEXTS: KitTexts['bookingRow'] = {
  status: statusLabel,
  when: 'When',
  bookedOn: 'Booked on',
  price: 'Price',
  viewDetails: 'View Details',
  detailsOf: (title) => `for ${title}`,
  review: 'Leave a review',
  cancel: 'Cancel Booking',
  cancelling: 'Cancelling...',
};
