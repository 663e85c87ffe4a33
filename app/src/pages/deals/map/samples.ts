/**
 * Deals around Laguna Beach with real venue coordinates, for the map's stories and tests:
 * fixed data (no clock, no randomness), distances measured from DEFAULT_CENTRE as the API
 * would give them for a "near me" query there.
 */
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_CENTRE, DEFAULT_TIME_ZONE, type Category, type Deal } from '@spur/contract';
import { distanceMeters } from '@spur/domain';

interface Venue {
  title: string;
  price: number;
  category: Category;
  location: string;
  latitude: number;
  longitude: number;
}

const deal = (n: number, venue: Venue): Deal => ({
  id: `5eed0a00-0000-4000-8000-${String(n).padStart(12, '0')}`,
  description: `${venue.title} at ${venue.location}.`,
  original_price: null,
  business_name: 'Laguna Coast Adventures',
  business_id: '5eedb500-0000-4000-8000-000000000001',
  available_slots: 8,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: null,
  reviewCount: 0,
  expires_at: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  time_zone: DEFAULT_TIME_ZONE,
  price_drop: null,
  has_sessions: false,
  next_session: null,
  more_sessions: 0,
  cancellation: DEFAULT_CANCELLATION_TERMS,
  languages: ['en'],
  ...venue,
  distance_m: Math.round(distanceMeters(DEFAULT_CENTRE, venue)),
});

/** Five deals along the coast, from Newport Harbor to Dana Point, nearest to the centre first. */
export const MAP_SAMPLE_DEALS: Deal[] = [
  deal(1, { title: 'Beginner Surf Lesson', price: 45, category: 'beach', location: 'Main Beach, Laguna Beach, CA', latitude: 33.5422, longitude: -117.7851 }),
  deal(2, { title: 'Sunrise Yoga on the Sand', price: 25, category: 'wellness', location: 'Treasure Island Beach, Laguna Beach, CA', latitude: 33.515, longitude: -117.7587 }),
  deal(3, { title: 'Sunset Paddleboard Session', price: 59, category: 'beach', location: 'Crystal Cove State Park, Newport Coast, CA', latitude: 33.571, longitude: -117.8387 }),
  deal(4, { title: 'Whale Watching Safari', price: 65, category: 'safari', location: 'Dana Point Harbor, Dana Point, CA', latitude: 33.4609, longitude: -117.7044 }),
  deal(5, { title: 'Harbor Sunset Cruise', price: 39.5, category: 'tour', location: 'Newport Harbor, Newport Beach, CA', latitude: 33.6064, longitude: -117.8919 }),
];

const DOWNTOWN_TITLES = ['Tide Pool Walk', 'Gallery Art Walk', 'Sea Kayak Tour', 'Beach Bonfire', 'Snorkel Tour', 'Sound Bath', 'Jazz Night', 'Wine Tasting'];
const DOWNTOWN_CATEGORIES: Category[] = ['beach', 'tour', 'beach', 'entertainment', 'beach', 'wellness', 'entertainment', 'entertainment'];

/**
 * The five, plus 24 deals in downtown Laguna Beach (within about 1.5 km of the centre, on a
 * spiral): dense enough that they cluster when the map shows the whole coast.
 */
export const MAP_DENSE_DEALS: Deal[] = [
  ...MAP_SAMPLE_DEALS,
  ...Array.from({ length: 24 }, (_, i) => {
    const angle = (i * 137.508 * Math.PI) / 180;
    const radius = 0.002 + 0.0005 * i;
    return deal(10 + i, {
      title: `${DOWNTOWN_TITLES[i % DOWNTOWN_TITLES.length]} ${Math.floor(i / DOWNTOWN_TITLES.length) + 1}`,
      price: 20 + ((i * 7) % 60),
      category: DOWNTOWN_CATEGORIES[i % DOWNTOWN_CATEGORIES.length]!,
      location: 'Downtown Laguna Beach, CA',
      latitude: Number((DEFAULT_CENTRE.latitude + radius * Math.sin(angle)).toFixed(5)),
      longitude: Number((DEFAULT_CENTRE.longitude + radius * Math.cos(angle)).toFixed(5)),
    });
  }),
].sort((a, b) => (a.distance_m ?? 0) - (b.distance_m ?? 0));
