/** Bookings as the API answers them, for tests. */
import type { Booking } from '@spur/contract';

/** A confirmed, paid booking (a Stripe checkout session id); `overrides` make the variants. */
export const sampleBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: '5eedb000-0000-4000-8000-000000000001',
  deal_id: '5eedde00-0000-4000-8000-000000000002',
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
