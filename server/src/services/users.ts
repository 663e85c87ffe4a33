/** Accounts: created from verified identity claims, edited by their owner, erased on request. */
import { MESSAGES, type EmailPreferencesUpdate, type ProfileUpdate } from '@spur/contract';
import { claimsSayBusiness, emailVerified, type IdentityClaims } from '../auth/claims';
import { AppError, conflict, forbidden, unauthorized } from '../errors';
import type { Db } from '../db/knex';
import type { BookingRow, UserRow } from '../db/rows';
import type { IdentityAdmin } from '../ports/identityAdmin';
import type { InventoryService } from './inventory';

export type UsersService = ReturnType<typeof createUsersService>;

const UNIQUE_VIOLATION = '23505';

/** The blank-means-none rule for optional profile text. */
const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

export function createUsersService(deps: { db: Db; inventory: InventoryService; identityAdmin: IdentityAdmin }) {
  const { db, inventory, identityAdmin } = deps;

  async function findOrCreateRow(claims: IdentityClaims): Promise<UserRow> {
    const email = claims.email.toLowerCase();
    const bySub = await db<UserRow>('users').where({ cognito_sub: claims.sub }).first();
    if (bySub) return bySub;
    // Only a missing row can belong to an erased account.
    const erased = await db('deleted_identities').where({ cognito_sub: claims.sub }).first();
    if (erased) throw unauthorized(MESSAGES.invalidToken);

    const byEmail = await db<UserRow>('users').where({ email }).first();
    if (byEmail) {
      // Same login email, new identity: the login was re-created. Adopt the account only when
      // the provider vouches for the address, or anyone could claim someone else's account.
      if (!emailVerified(claims)) throw conflict(MESSAGES.emailInUse);
      const [relinked] = await db<UserRow>('users')
        .where({ id: byEmail.id })
        .update({ cognito_sub: claims.sub, updated_at: db.fn.now() })
        .returning('*');
      return relinked!;
    }

    const [created] = await db<UserRow>('users')
      .insert({ cognito_sub: claims.sub, email, full_name: claims.name?.trim() || null, booking_email: email })
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
      const email = claims.email.toLowerCase();
      const makeBusiness = claimsSayBusiness(claims) && user.user_type !== 'business';
      if (user.email !== email || makeBusiness) {
        const [updated] = await db<UserRow>('users')
          .where({ id: user.id })
          .update({ email, ...(makeBusiness ? { user_type: 'business' } : {}), updated_at: db.fn.now() })
          .returning('*')
          .catch((error: { code?: string }) => {
            // The new address is still recorded on another (stale) account.
            throw error.code === UNIQUE_VIOLATION ? conflict(MESSAGES.emailInUse) : error;
          });
        user = updated!;
      }
      await db<BookingRow>('bookings')
        .whereNull('user_id')
        .whereRaw('lower(guest_email) = ?', [email])
        .update({ user_id: user.id, updated_at: db.fn.now() });
      return user;
    },

    /** Name and phone edits; user_type may only move to business (SPEC §6). */
    async updateProfile(user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
      if (changes.user_type === 'regular' && user.user_type === 'business') {
        throw forbidden(MESSAGES.accountTypeChange);
      }
      const [updated] = await db<UserRow>('users')
        .where({ id: user.id })
        .update({
          full_name: blankToNull(changes.full_name),
          phone_number: blankToNull(changes.phone_number),
          user_type: changes.user_type === 'business' ? 'business' : undefined,
          updated_at: db.fn.now(),
        })
        .returning('*');
      return updated!;
    },

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

    /**
     * Erases an account in one transaction: pending holds are cancelled (slots back on sale),
     * paid bookings stay for the books but lose every link to the person, unpaid ones and the
     * user's reviews go, their deals leave the market, and the login is deleted last, so a
     * failure there rolls everything back and the user can simply try again.
     */
    async deleteAccount(user: UserRow): Promise<void> {
      await db.transaction(async (trx) => {
        const mine = trx<BookingRow>('bookings').where((q) =>
          q.where({ user_id: user.id }).orWhere((guest) => guest.whereNull('user_id').whereRaw('lower(guest_email) = ?', [user.email])),
        );
        // Lock every booking first, then touch deals: the order the hold sweep uses too.
        const bookings: BookingRow[] = await mine.clone().orderBy('id').forUpdate();
        const pending = bookings.filter((booking) => booking.status === 'pending');
        for (const booking of pending.sort((a, b) => a.deal_id.localeCompare(b.deal_id))) {
          await inventory.releaseHold(trx, booking.id);
        }
        const ids = bookings.map((booking) => booking.id);
        await trx('reviews').where({ user_id: user.id }).delete();
        await trx('bookings')
          .whereIn('id', ids)
          .whereNull('payment_intent_id')
          .whereNot({ status: 'confirmed' })
          .delete();
        await trx('bookings')
          .whereIn('id', ids)
          .update({ user_id: null, guest_email: null, guest_name: null, updated_at: trx.fn.now() });
        await trx('deals').where({ owner_id: user.id }).whereNull('deleted_at').update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
        await trx('users').where({ id: user.id }).delete();
        await trx('deleted_identities').insert({ cognito_sub: user.cognito_sub }).onConflict().ignore();
        try {
          await identityAdmin.deleteUser(user.cognito_sub);
        } catch (error) {
          throw new AppError(502, MESSAGES.internalError, { cause: error });
        }
      });
    },
  };
}
