/**
 * Accounts: created from verified identity claims, edited by their owner, erased on request.
 * These are @spur/domain's use cases; their side of the ports over Postgres is here
 * (`accountDirectory`, `accountsTransaction`).
 */
import type { EmailPreferencesUpdate, ProfileUpdate } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  accountFor,
  eraseAccount,
  updateEmailPreferences,
  updateProfile,
  type AccountDirectory,
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

/** The accounts by identity over Postgres, each statement on its own. */
function accountDirectory(db: Db): AccountDirectory<PgValues> {
  const users = () => db<UserRow>('users');
  return {
    findBySub: (sub) => users().where({ cognito_sub: sub }).first(),
    isErased: async (sub) => Boolean(await db<DeletedIdentityRow>('deleted_identities').where({ cognito_sub: sub }).first()),
    findByEmail: (email) => users().where({ email }).first(),
    async relink(userId, sub) {
      const [relinked] = await users().where({ id: userId }).update({ cognito_sub: sub, updated_at: db.fn.now() }).returning('*');
      return relinked!;
    },
    async create(fields) {
      const [created] = await users().insert(fields).onConflict().ignore().returning('*');
      return created;
    },
    async sync(userId, sync) {
      const [synced] = await users()
        .where({ id: userId })
        .update({ ...sync, updated_at: db.fn.now() })
        .returning('*')
        .catch((error: { code?: string }) => {
          // The new address is still recorded on another (stale) account.
          if (error.code === UNIQUE_VIOLATION) return [];
          throw error;
        });
      return synced;
    },
    async linkGuestBookings(account) {
      await db<BookingRow>('bookings')
        .whereNull('user_id')
        .whereRaw('lower(guest_email) = ?', [account.email])
        .update({ user_id: account.id, updated_at: db.fn.now() });
    },
  };
}

export function createUsersService(deps: { db: Db; clock: Clock; store: Store<PgValues>; identityAdmin: IdentityAdmin }) {
  const { db, clock, store, identityAdmin } = deps;
  const directory = accountDirectory(db);
  return {
    /** The account behind a verified identity token (`accountFor`), created on first sight. */
    findOrCreate: (claims: IdentityClaims): Promise<UserRow> => accountFor(directory, identityOf(claims)),

    /** Name and phone edits; user_type may only move to business (SPEC §6). */
    updateProfile: (user: UserRow, changes: ProfileUpdate): Promise<UserRow> => updateProfile(store, { user, changes }),

    updateEmailPreferences: (user: UserRow, changes: EmailPreferencesUpdate): Promise<UserRow> => updateEmailPreferences(store, { user, changes }),

    /** Erases an account (`eraseAccount`); the login is deleted last, so a failure there rolls everything back. */
    deleteAccount: (user: UserRow): Promise<void> => eraseAccount(store, identityAdmin, { user, now: clock.now() }),
  };
}
