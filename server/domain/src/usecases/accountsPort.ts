/**
 * What accounts (`accounts.ts`) need: of a transaction (edits, erasure), of the account
 * directory (the account behind an identity, looked up on every signed-in request outside any
 * transaction) and of the login provider.
 */
import type { newAccountFields } from '../accounts';
import type { BookingRow, RowValues, UserRow } from '../rows';

/** What an edit writes (undefined: unchanged; the store stamps `updated_at`). */
export type AccountChange = Partial<
  Pick<UserRow<RowValues>, 'full_name' | 'phone_number' | 'user_type' | 'locale' | 'marketing_emails' | 'marketing_email' | 'booking_updates' | 'booking_email' | 'alert_emails'>
>;

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
   * Deletes the account (its places in line, its saves and its businesses go with it, its deals
   * and kept bookings lose it) and remembers its identity as erased.
   */
  deleteAccount(account: Pick<UserRow<V>, 'id' | 'cognito_sub'>): Promise<void>;
  updateUser(id: string, change: AccountChange): Promise<UserRow<V>>;
}

/** The login provider's administration (Cognito, or the in-browser emulation of its pool). */
export interface IdentityAdmin {
  /** Deletes the login whose `sub` is given. Deleting a login that is already gone succeeds. */
  deleteUser(sub: string): Promise<void>;
}

/** The accounts by identity, each operation on its own (no transaction). */
export interface AccountDirectory<V extends RowValues> {
  findBySub(sub: string): Promise<UserRow<V> | undefined>;
  /** Whether the identity's account was erased. */
  isErased(sub: string): Promise<boolean>;
  findByEmail(email: string): Promise<UserRow<V> | undefined>;
  /** Links the account to a new identity of the same login email. */
  relink(userId: string, sub: string): Promise<UserRow<V>>;
  /** A new account; undefined when one with this identity or email was created a moment ago (a concurrent first request). */
  create(fields: ReturnType<typeof newAccountFields>): Promise<UserRow<V> | undefined>;
  /** Writes what the account takes from its token; undefined when another (stale) account holds the new email. */
  sync(userId: string, sync: { email: string; user_type?: 'business' }): Promise<UserRow<V> | undefined>;
  /** Guest bookings made with the account's email (`isGuestBookingOf`) become the account's. */
  linkGuestBookings(account: Pick<UserRow<V>, 'id' | 'email'>): Promise<void>;
}
