/**
 * @spur/demo-data: the demo dataset shared by the mock backend, the server's knex seed, the local
 * full stack, the app's stories and tests, and e2e. Plain data and pure functions; imports only
 * the contract.
 */
export type { DemoAccount, SeedBooking, SeedBusiness, SeedData, SeedDeal, SeedPayoutAccount, SeedReview, SeedSession, SeedUser } from './types';
export {
  ADVENTURES_BUSINESSES,
  BUSINESS_IDS,
  COGNITO_SUBS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  USER_IDS,
  WELLNESS_BUSINESSES,
  type DemoAccountKey,
} from './accounts';
export { DEAL_IDS } from './deals';
export { TRAVELER_BOOKING_IDS } from './bookings';
export { buildSeed } from './build';
export {
  SAMPLE_NOW,
  sampleBooking,
  sampleBusinessReviews,
  sampleDeal,
  sampleDeals,
  sampleEarnings,
  sampleReviews,
  sampleSavedBusinesses,
  sampleSession,
  sampleSessionDeal,
  sampleSessions,
  sampleWaitlistEntry,
  sampleWaitlistOffer,
} from './samples';
