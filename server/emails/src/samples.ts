/** One mail of each kind, for the templates' stories and tests and the demo Outbox's stories. */
import type { BookingMailData, QueuedMail } from '@spur/domain';

const booking: BookingMailData = {
  bookingId: '7d1c6a52-3f0e-4c8e-9d55-2f6f4b1e9a10',
  dealTitle: 'Sunset kayak tour',
  businessName: 'Bay Adventures',
  when: 'Sat, Nov 28, 4:30 PM PST',
  location: 'Pier 40, San Francisco',
  mapUrl: 'https://www.openstreetmap.org/?mlat=37.7823&mlon=-122.3874#map=17/37.7823/-122.3874',
  amountCents: 4500,
  currency: 'usd',
  voucherCode: 'K7QM2XPA',
  terms: 'Free cancellation until 4:30 PM on Fri, Nov 27 · then 50% refund',
  refundCents: null,
  bookingPath: '/booking-details/7d1c6a52-3f0e-4c8e-9d55-2f6f4b1e9a10',
};

const to = 'traveler@spur.example';
const key = (kind: string) => `${kind}:${booking.bookingId}`;

export const SAMPLE_MAILS = {
  booking_confirmed: { kind: 'booking_confirmed', to, key: key('booking_confirmed'), locale: 'en', data: booking },
  booking_cancelled: { kind: 'booking_cancelled', to, key: key('booking_cancelled'), locale: 'en', data: { ...booking, refundCents: 2250 } },
  session_cancelled: { kind: 'session_cancelled', to, key: key('session_cancelled'), locale: 'en', data: { ...booking, refundCents: 4500 } },
  reminder: { kind: 'reminder', to, key: key('reminder'), locale: 'en', data: booking },
  waitlist_offer: {
    kind: 'waitlist_offer',
    to,
    key: 'waitlist_offer:sample',
    locale: 'en',
    data: {
      dealTitle: 'Sunset kayak tour',
      sessionTime: 'Sat, Nov 28, 4:30 PM PST',
      claimBy: '3:10 PM PST',
      claimPath: '/waitlist-offers/7c9e6679-7425-40de-944b-e07fc1f90ae7',
      leavePath: '/waitlist-offers/7c9e6679-7425-40de-944b-e07fc1f90ae7#leave',
    },
  },
  alert: {
    kind: 'alert',
    to,
    key: 'alert:5b0f2f7e-8a31-4c55-b7a2-1d9e3c6f4a20',
    locale: 'en',
    data: {
      title: 'Price drop: Sunset kayak tour',
      body: 'Starts in 50 min · 0.8 mi away · $45 (was $60)',
      url: '/deals/3f6c2a1e-9b7d-4e58-a0c4-6d2e8f1b7a93',
      tag: 'deal-3f6c2a1e-9b7d-4e58-a0c4-6d2e8f1b7a93',
    },
  },
} satisfies { [Kind in QueuedMail['kind']]: Extract<QueuedMail, { kind: Kind }> };

export const SAMPLE_APP_URL = 'https://spur.example';
