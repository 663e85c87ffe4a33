/**
 * Deals and bookings as the API answers them (`Deal`, `Booking`), for the app's tests and
 * stories: fixed timestamps and short texts, on the seed's ids, so a test does not depend on the
 * clock or on the full dataset.
 */
import type { Booking, Deal } from '@spur/contract';
import { TRAVELER_BOOKING_IDS } from './bookings';
import { DEAL_IDS } from './deals';

export const sampleDeal: Deal = {
  id: DEAL_IDS.sunsetPaddle,
  title: 'Sunset Stand-Up Paddleboard Session',
  description: 'Paddle into the golden hour.',
  price: 59,
  original_price: 79,
  category: 'beach',
  location: 'Crystal Cove State Park, Newport Coast, CA',
  business_name: 'Laguna Adventures Co.',
  available_slots: 12,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: 5,
  reviewCount: 1,
  expires_at: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
};

/** A few deals of different categories (tests of the list). */
export const sampleDeals: Deal[] = [
  sampleDeal,
  {
    ...sampleDeal,
    id: DEAL_IDS.whaleSafari,
    title: 'Dana Point Whale Watching Safari',
    category: 'safari',
    price: 65,
    original_price: 85,
    location: '',
    business_name: 'Dana Point Harbor Tours',
    available_slots: 40,
    bookingType: 'fareharbor',
    vendorShortname: 'danapointwhales',
    rating: 4.3,
    reviewCount: 3,
  },
  {
    ...sampleDeal,
    id: DEAL_IDS.sealRockKayak,
    title: 'Sea Kayak Tour to Seal Rock',
    price: 75,
    original_price: 95,
    available_slots: 0,
    rating: null,
    reviewCount: 0,
  },
];

/** A confirmed, paid booking (a Stripe checkout session id); `overrides` make the variants. */
export const sampleBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: TRAVELER_BOOKING_IDS.surfLessonConfirmed,
  deal_id: DEAL_IDS.surfLesson,
  title: 'Beginner Surf Lesson at Thalia Street',
  description: 'Two hours with a certified instructor.',
  location: 'Thalia Street Beach, Laguna Beach, CA',
  business_name: 'Laguna Coast Adventures',
  status: 'confirmed',
  booking_time: '2026-11-08T17:00:00.000Z',
  price: 89,
  confirmation_id: 'cs_test_a1J7qLw2XbN9cTz4RkPe8VmY3sHd6GfU0oQ5iWnE',
  ...overrides,
});
