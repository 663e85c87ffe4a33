/**
 * Row shapes of the seed dataset: @spur/domain's one row shape per table (the server's columns),
 * in its JSON encoding (ISO 8601 timestamps, prices as numbers), so that the mock database and
 * the server's knex seed insert them as they are. Type-only imports keep this module free of
 * runtime dependencies.
 */
import type { UserType } from '@spur/contract';
import type { BookingRow, BusinessRow, DealRow, JsonValues, PayoutAccountRow, ReviewRow, SessionRow, UserRow } from '@spur/domain';

/** A demo account (its `cognito_sub` is the one the mock Cognito issues tokens with). */
export type SeedUser = UserRow<JsonValues>;
/** The names the demo accounts sell under (`BUSINESS_IDS`). */
export type SeedBusiness = BusinessRow<JsonValues>;
/** A deal of a demo business (never deleted; always owned). */
export type SeedDeal = DealRow<JsonValues> & { owner_id: string; business_id: string };
/** Sessions of the dated deals. */
export type SeedSession = SessionRow<JsonValues>;
/** Bookings: a guest's has `user_id` null; none refunded, none paid through Stripe. */
export type SeedBooking = BookingRow<JsonValues>;
/** Reviews, by the booking's account (`user_id`). */
export type SeedReview = ReviewRow<JsonValues>;
/** The demo businesses' payout accounts: test accounts, onboarding finished (payouts on). */
export type SeedPayoutAccount = PayoutAccountRow<JsonValues>;

export interface SeedData {
  users: SeedUser[];
  /** The business accounts' businesses, each named by some of their deals. */
  businesses: SeedBusiness[];
  deals: SeedDeal[];
  /** Sessions of the deals that have them, spread from an hour to a week after `now`. */
  sessions: SeedSession[];
  bookings: SeedBooking[];
  reviews: SeedReview[];
  payoutAccounts: SeedPayoutAccount[];
}

/** A demo login: the same in demo mode (mock Cognito) and the local full stack (cognito-local). */
export interface DemoAccount {
  email: string;
  password: string;
  userId: string;
  cognitoSub: string;
  fullName: string;
  userType: UserType;
  /** Business names this account runs (business accounts only). */
  businessNames: string[];
}
