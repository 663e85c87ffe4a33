/** Deals as the API answers them, for tests. */
import type { Deal } from '@spur/contract';

export const sampleDeal: Deal = {
  id: '5eedde00-0000-4000-8000-000000000001',
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
    id: '5eedde00-0000-4000-8000-000000000007',
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
    id: '5eedde00-0000-4000-8000-000000000004',
    title: 'Sea Kayak Tour to Seal Rock',
    price: 75,
    original_price: 95,
    available_slots: 0,
    rating: null,
    reviewCount: 0,
  },
];
