/** Accounts: created from verified identity claims, edited by their owner, erased on request. */
import { MESSAGES, type EmailPreferencesUpdate, type ProfileUpdate } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  AppError,
  accountMailAddresses,
  accountSync,
  assertMayAdopt,
  assertNotErased,
  emailTaken,
  erasurePlan,
  newAccountFields,
  profileChanges,
} from '@spur/domain';
import { identityOf, type IdentityClaims } from '../auth/claims';
import type { Db } from '../db/knex';
import type { BookingRow, UserRow } from '../db/rows';
import type { IdentityAdmin } from '../ports/identityAdmin';
import type { InventoryService } from './inventory';
import { closeLines, leaveEveryLine } from './waitlistOffers';
import type { Clock } from '../clock';

export type UsersService = ReturnType<typeof createUsersService>;

const UNIQUE_VIOLATION = '23505';

export function createUsersService(deps: { db: Db; clock: Clock; inventory: InventoryService; identityAdmin: IdentityAdmin }) {
  const { db, clock, inventory, identityAdmin } = deps;

  async function findOrCreateRow(claims: IdentityClaims): Promise<UserRow> {
    const identity = identityOf(claims);
    const fields = newAccountFields(identity);
    const bySub = await db<UserRow>('users').where({ cognito_sub: claims.sub }).first();
    if (bySub) return bySub;
    assertNotErased(Boolean(await db('deleted_identities').where({ cognito_sub: claims.sub }).first()));

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
    async updateProfile(user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
      const [updated] = await db<UserRow>('users')
        .where({ id: user.id })
        .update({ ...profileChanges(user, changes), updated_at: db.fn.now() })
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
     * Erases an account (the plan is @spur/domain's `erasurePlan`) in one transaction; the login
     * is deleted last, so a failure there rolls everything back and the user can try again.
     */
    async deleteAccount(user: UserRow): Promise<void> {
      await db.transaction(async (trx) => {
        const mine = trx<BookingRow>('bookings').where((q) =>
          q.where({ user_id: user.id }).orWhere((guest) => guest.whereNull('user_id').whereRaw('lower(guest_email) = ?', [user.email])),
        );
        // Lock every booking first, then touch deals: the order the hold sweep uses too.
        const plan = erasurePlan(user, await mine.orderBy('id').forUpdate());
        for (const id of plan.release) await inventory.releaseHold(trx, id);
        await leaveEveryLine(trx, user.id, clock.now());
        await trx('reviews').where({ user_id: user.id }).delete();
        await trx('bookings').whereIn('id', plan.remove).delete();
        await trx('bookings').whereIn('id', plan.anonymise).update({ ...ANONYMISED_BOOKING, updated_at: trx.fn.now() });
        const removed = await trx('deals').where({ owner_id: user.id }).whereNull('deleted_at').update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() }, ['id']);
        for (const deal of removed) await closeLines(trx, { deal_id: deal.id });
        // Mail still queued to the person goes with them (sent mail is the delivery's record).
        await trx('mail_outbox').whereNot({ status: 'sent' }).whereRaw('lower(recipient) = any(?)', [accountMailAddresses(user)]).delete();
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
