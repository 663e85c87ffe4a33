/**
 * Accounts: created from verified identity claims, edited by their owner, erased on request
 * (profile edits and erasure are @spur/domain's use cases; their side of the store port over
 * Postgres is `accountsTransaction`).
 */
import type { EmailPreferencesUpdate, ProfileUpdate } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  accountSync,
  assertMayAdopt,
  assertNotErased,
  emailTaken,
  eraseAccount,
  newAccountFields,
  updateProfile,
  type AccountsTransaction,
  type PgValues,
  type Store,
} from '@spur/domain';
import { identityOf, type IdentityClaims } from '../auth/claims';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, DeletedIdentityRow, MailOutboxRow, ReviewRow, UserRow } from '../db/rows';
import type { IdentityAdmin } from '../ports/identityAdmin';
import type { Clock } from '../clock';

export type UsersService = ReturnType<typeof createUsersService>;

const UNIQUE_VIOLATION = '23505';

/** The database's foreign keys do the rest of an erasure: places in line go with the account, deals and bookings lose it. */
export function accountsTransaction(trx: Trx): AccountsTransaction<PgValues> {
  return {
    lockBookingsOf: (account) =>
      trx<BookingRow>('bookings')
        .where((q) => q.where({ user_id: account.id }).orWhere((guest) => guest.whereNull('user_id').whereRaw('lower(guest_email) = ?', [account.email])))
        .orderBy('id')
        .forUpdate(),
    async deleteReviewsBy(userId) {
      await trx<ReviewRow>('reviews').where({ user_id: userId }).delete();
    },
    async deleteBookings(ids) {
      await trx<BookingRow>('bookings').whereIn('id', ids).delete();
    },
    async anonymiseBookings(ids) {
      await trx<BookingRow>('bookings').whereIn('id', ids).update({ ...ANONYMISED_BOOKING, updated_at: trx.fn.now() });
    },
    async removeDealsOf(ownerId) {
      const removed = await trx<DealRow>('deals').where({ owner_id: ownerId }).whereNull('deleted_at').update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() }, ['id']);
      return removed.map((deal) => deal.id);
    },
    async dropUnsentMail(addresses) {
      await trx<MailOutboxRow>('mail_outbox').whereNot({ status: 'sent' }).whereRaw('lower(recipient) = any(?)', [[...addresses]]).delete();
    },
    async deleteAccount(account) {
      await trx<UserRow>('users').where({ id: account.id }).delete();
      await trx<DeletedIdentityRow>('deleted_identities').insert({ cognito_sub: account.cognito_sub }).onConflict().ignore();
    },
    async updateUser(id, change) {
      const [updated] = await trx<UserRow>('users')
        .where({ id })
        .update({ ...change, updated_at: trx.fn.now() })
        .returning('*');
      return updated!;
    },
  };
}

export function createUsersService(deps: { db: Db; clock: Clock; store: Store<PgValues>; identityAdmin: IdentityAdmin }) {
  const { db, clock, store, identityAdmin } = deps;

  async function findOrCreateRow(claims: IdentityClaims): Promise<UserRow> {
    const identity = identityOf(claims);
    const fields = newAccountFields(identity);
    const bySub = await db<UserRow>('users').where({ cognito_sub: claims.sub }).first();
    if (bySub) return bySub;
    assertNotErased(Boolean(await db<DeletedIdentityRow>('deleted_identities').where({ cognito_sub: claims.sub }).first()));

    const byEmail = await db<UserRow>('users').where({ email: fields.email }).first();
    if (byEmail) {
      assertMayAdopt(identity);
      const [relinked] = await db<UserRow>('users')
        .where({ id: byEmail.id })
        .update({ cognito_sub: claims.sub, updated_at: db.fn.now() })
        .returning('*');
      return relinked!;
    }

    const [created] = await db<UserRow>('users')
      .insert(fields)
      .onConflict()
      .ignore()
      .returning('*');
    // A concurrent first request may have created the row a moment ago.
    return created ?? (await db<UserRow>('users').where({ cognito_sub: claims.sub }).first()) ?? findOrCreateRow(claims);
  }

  return {
    /**
     * The account behind a verified identity token, created on first sight. Keeps the stored
     * email in step with the token, upgrades users the token marks as business, and links guest
     * bookings made with the same email.
     */
    async findOrCreate(claims: IdentityClaims): Promise<UserRow> {
      let user = await findOrCreateRow(claims);
      const sync = accountSync(user, identityOf(claims));
      if (sync) {
        const [updated] = await db<UserRow>('users')
          .where({ id: user.id })
          .update({ ...sync, updated_at: db.fn.now() })
          .returning('*')
          .catch((error: { code?: string }) => {
            // The new address is still recorded on another (stale) account.
            throw error.code === UNIQUE_VIOLATION ? emailTaken() : error;
          });
        user = updated!;
      }
      // Guest bookings made with the account's email (isGuestBookingOf) belong to it.
      await db<BookingRow>('bookings')
        .whereNull('user_id')
        .whereRaw('lower(guest_email) = ?', [user.email])
        .update({ user_id: user.id, updated_at: db.fn.now() });
      return user;
    },

    /** Name and phone edits; user_type may only move to business (SPEC §6). */
    updateProfile: (user: UserRow, changes: ProfileUpdate): Promise<UserRow> => updateProfile(store, { user, changes }),

    async updateEmailPreferences(user: UserRow, changes: EmailPreferencesUpdate): Promise<UserRow> {
      const [updated] = await db<UserRow>('users')
        .where({ id: user.id })
        .update({
          marketing_emails: changes.marketing_emails,
          marketing_email: changes.marketing_email,
          booking_updates: changes.booking_updates,
          booking_email: changes.booking_email,
          updated_at: db.fn.now(),
        })
        .returning('*');
      return updated!;
    },

    /** Erases an account (`eraseAccount`); the login is deleted last, so a failure there rolls everything back. */
    deleteAccount: (user: UserRow): Promise<void> => eraseAccount(store, identityAdmin, { user, now: clock.now() }),
  };
}
