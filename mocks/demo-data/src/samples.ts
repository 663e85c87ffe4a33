/**
 * Deals and bookings as the API answers them (`Deal`, `Booking`), for the app's tests and
 * stories: fixed timestamps and short texts, on the seed's ids, so a test does not depend on the
 * clock or on the full dataset.
 */
import {
  DEFAULT_CANCELLATION_TERMS,
  DEFAULT_TIME_ZONE,
  MESSAGES,
  type Booking,
  type BusinessReview,
  type Deal,
  type Earnings,
  type Review,
  type SavedBusiness,
  type Session,
  type WaitlistEntry,
} from '@spur/contract';
import { BUSINESS_IDS } from './accounts';
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
  latitude: 33.5755,
  longitude: -117.8404,
  distance_m: null,
  business_name: 'Laguna Adventures Co.',
  business_id: '5eedb500-0000-4000-8000-0000000000a1',
  available_slots: 12,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: 5,
  reviewCount: 1,
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
};

/**
 * The fixed "now" of the samples with sessions: Tuesday 24 November 2026, 12:00 PM in Los Angeles.
 * Stories and tests that show times pass it as their clock.
 */
export const SAMPLE_NOW = new Date('2026-11-24T20:00:00.000Z');

const minutesAfterSampleNow = (minutes: number) => new Date(SAMPLE_NOW.getTime() + minutes * 60_000).toISOString();

/** A session of the sample deal starting `minutes` after SAMPLE_NOW; `overrides` make the variants. */
export const sampleSession = (minutes: number, overrides: Partial<Session> = {}): Session => ({
  id: `5e551011-0000-4000-8000-${String(Math.abs(minutes)).padStart(12, '0')}`,
  deal_id: DEAL_IDS.sunsetPaddle,
  starts_at: minutesAfterSampleNow(minutes),
  duration_minutes: 90,
  capacity: 12,
  slots_left: 8,
  cutoff_minutes: 15,
  status: 'scheduled',
  ...overrides,
});

/**
 * The sample deal's upcoming sessions at SAMPLE_NOW: in 40 minutes (2 spots left), later today
 * (5:30 PM), one sold out, one past its cut-off (in 10 minutes), tomorrow 9:00 AM and Saturday.
 */
export const sampleSessions: Session[] = [
  sampleSession(10, { slots_left: 5 }),
  sampleSession(40, { slots_left: 2 }),
  sampleSession(330, { slots_left: 6 }),
  sampleSession(390, { slots_left: 0 }),
  sampleSession(21 * 60, { slots_left: 12 }),
  sampleSession(4 * 24 * 60 - 120, { slots_left: 9 }),
];

/**
 * A guest's place in the line of the sample deal's sold-out time (6:30 PM on SAMPLE_NOW's day),
 * waiting since an hour before SAMPLE_NOW; `overrides` make the variants.
 */
export const sampleWaitlistEntry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  token: '7b0c1c2e-5d1f-4c89-9a43-2f1e3d4c5b6a',
  deal_id: DEAL_IDS.sunsetPaddle,
  deal_title: sampleDeal.title,
  session_id: sampleSessions[3]!.id,
  session_starts_at: sampleSessions[3]!.starts_at,
  time_zone: DEFAULT_TIME_ZONE,
  status: 'waiting',
  email: 'sam@example.com',
  for_account: false,
  offer_expires_at: null,
  offer_amount: null,
  created_at: minutesAfterSampleNow(-60),
  ...overrides,
});

/** That place offered a spot at the sample price, held until 8 minutes after SAMPLE_NOW. */
export const sampleWaitlistOffer = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry =>
  sampleWaitlistEntry({ status: 'offered', offer_expires_at: minutesAfterSampleNow(8), offer_amount: 5900, ...overrides });

/** The sample deal with sessions and a running price drop ($59 towards $45 over the last 3 hours). */
export const sampleSessionDeal: Deal = {
  ...sampleDeal,
  has_sessions: true,
  price_drop: { floor_price: 45, window_minutes: 180 },
  next_session: sampleSessions[1]!,
  more_sessions: 3,
  available_slots: 2 + 6 + 12 + 9,
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
    business_id: '5eedb500-0000-4000-8000-0000000000a2',
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

/** Saved businesses as GET /api/saved/businesses answers them: one with more live deals than it links, one with none. */
export const sampleSavedBusinesses: SavedBusiness[] = [
  {
    id: BUSINESS_IDS['Laguna Coast Adventures'],
    name: 'Laguna Coast Adventures',
    live_deals: 7,
    deals: [
      { id: DEAL_IDS.surfLesson, title: 'Beginner Surf Lesson at Thalia Street' },
      { id: DEAL_IDS.tidePools, title: 'Tide Pool Discovery Walk at Treasure Island' },
      { id: DEAL_IDS.bonfire, title: 'Beach Bonfire & S\u2019mores Night' },
    ],
  },
  { id: BUSINESS_IDS['Harborlight Spa'], name: 'Harborlight Spa', live_deals: 0, deals: [] },
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
  session_id: null,
  session_starts_at: null,
  session_duration_minutes: null,
  time_zone: DEFAULT_TIME_ZONE,
  cancellation: DEFAULT_CANCELLATION_TERMS,
  deal_expires_at: null,
  refunded_amount: null,
  voucher_code: 'A1J7QKW2',
  checked_in_at: null,
  review: null,
  can_review: false,
  ...overrides,
});

/** Reviews of the sample deal as its page lists them, newest first: one answered, one stars only. */
export const sampleReviews: Review[] = [
  {
    id: '5eed7e00-0000-4000-8000-000000000101',
    deal_id: DEAL_IDS.sunsetPaddle,
    rating: 5,
    text: 'The light on the water was unreal, and our guide knew every cove.',
    reviewer_name: 'Priya N.',
    created_at: '2026-11-23T03:00:00.000Z',
    answer: 'Thank you, Priya! Come back for the full moon paddle.',
    answered_at: '2026-11-23T16:00:00.000Z',
  },
  {
    id: '5eed7e00-0000-4000-8000-000000000102',
    deal_id: DEAL_IDS.sunsetPaddle,
    rating: 4,
    text: '',
    reviewer_name: 'Marcus B.',
    created_at: '2026-11-21T02:30:00.000Z',
    answer: null,
    answered_at: null,
  },
];

/** The same reviews on the business's dashboard, with their deal's title. */
export const sampleBusinessReviews: BusinessReview[] = sampleReviews.map((review) => ({ ...review, deal_title: sampleDeal.title }));

/**
 * A business's earnings page (`GET /api/business/earnings`): a paid booking before its experience,
 * a late cancellation's half refund of an open-dated deal, and a cancelled session's full refund.
 */
export const sampleEarnings = (): Earnings => ({
  fee_percent: 15,
  bookings: [
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000003',
      paid_at: '2026-11-20T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d1',
      deal_title: 'Bay Kayak Safari',
      starts_at: '2026-11-21T00:30:00.000Z',
      time_zone: 'America/Los_Angeles',
      traveller: 'Jordan Reyes',
      paid_cents: 5000,
      fee_cents: 750,
      refunded_cents: 0,
      net_cents: 4250,
      state: 'pending_experience',
    },
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000002',
      paid_at: '2026-11-18T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d2',
      deal_title: 'Harbor Sunset Cruise',
      starts_at: null,
      time_zone: 'America/Los_Angeles',
      traveller: MESSAGES.guestTraveller,
      paid_cents: 5000,
      fee_cents: 375,
      refunded_cents: 2500,
      net_cents: 2125,
      state: 'to_be_paid',
    },
    {
      booking_id: '5eedf00d-0000-4000-8000-000000000001',
      paid_at: '2026-11-02T17:00:00.000Z',
      deal_id: '5eedf00d-0000-4000-8000-0000000000d1',
      deal_title: 'Bay Kayak Safari',
      starts_at: '2026-11-03T00:30:00.000Z',
      time_zone: 'America/Los_Angeles',
      traveller: 'Maya Torres',
      paid_cents: 5000,
      fee_cents: 0,
      refunded_cents: 5000,
      net_cents: 0,
      state: 'refunded',
    },
  ],
  totals: {
    week: { paid_cents: 5000, fee_cents: 750, refunded_cents: 0, net_cents: 4250 },
    month: { paid_cents: 15000, fee_cents: 1125, refunded_cents: 7500, net_cents: 6375 },
    all_time: { paid_cents: 15000, fee_cents: 1125, refunded_cents: 7500, net_cents: 6375 },
  },
});
