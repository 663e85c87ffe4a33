/** What account erasure and profile edits (`accounts.ts`) need of a transaction, and of the login provider. */
import type { BookingRow, RowValues, UserRow } from '../rows';

/** What a profile edit writes (undefined: unchanged; the store stamps `updated_at`). */
export type ProfileChange = Partial<Pick<UserRow<RowValues>, 'full_name' | 'phone_number' | 'user_type'>>;

export interface AccountsTransaction<V extends RowValues> {
  /** The account's bookings: its own and the guest ones made with its email, locked in id order. */
  lockBookingsOf(account: Pick<UserRow<V>, 'id' | 'email'>): Promise<BookingRow<V>[]>;
  deleteReviewsBy(userId: string): Promise<void>;
  /** Deletes the bookings (their reviews go with them). */
  deleteBookings(ids: readonly string[]): Promise<void>;
  /** Writes `ANONYMISED_BOOKING` over the bookings. */
  anonymiseBookings(ids: readonly string[]): Promise<void>;
  /** Takes the owner's deals still on the market off it; returns their ids. */
  removeDealsOf(ownerId: string): Promise<string[]>;
  /** Drops the mail not sent yet to any of `addresses` (lower-case). */
  dropUnsentMail(addresses: readonly string[]): Promise<void>;
  /**
   * Deletes the account (its places in line go with it, its deals and kept bookings lose it) and
   * remembers its identity as erased.
   */
  deleteAccount(account: Pick<UserRow<V>, 'id' | 'cognito_sub'>): Promise<void>;
  updateUser(id: string, change: ProfileChange): Promise<UserRow<V>>;
}

/** The login provider's administration (Cognito, or the in-browser emulation of its pool). */
export interface IdentityAdmin {
  /** Deletes the login whose `sub` is given. Deleting a login that is already gone succeeds. */
  deleteUser(sub: string): Promise<void>;
}
