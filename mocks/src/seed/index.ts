/**
 * @spur/mocks/seed: the demo dataset shared by the mock backend and the server's knex seeds.
 * Plain data and one pure function; imports only types from the contract.
 */
export type { DemoAccount, SeedBooking, SeedData, SeedDeal, SeedReview, SeedUser } from './types';
export {
  ADVENTURES_BUSINESSES,
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
