/**
 * Accounts (rules: `../accounts`): the account behind a verified identity, created on first
 * sight; its owner edits it (and may upgrade it to a business account) or erases it.
 */
import { MESSAGES, type EmailPreferencesUpdate, type ProfileUpdate } from '@spur/contract';
import {
  accountMailAddresses,
  accountSync,
  assertMayAdopt,
  assertNotErased,
  emailTaken,
  erasurePlan,
  newAccountFields,
  profileChanges,
  type Identity,
} from '../accounts';
import { AppError } from '../errors';
import type { RowValues, UserRow } from '../rows';
import type { AccountDirectory, IdentityAdmin } from './accountsPort';
import type { Store } from './store';
import { closeLines, leaveEveryLine } from './waitlistOffers';

/** The identity's account as it is, or adopted (same verified login email), or created. */
async function existingOrNew<V extends RowValues>(directory: AccountDirectory<V>, identity: Identity): Promise<UserRow<V>> {
  const bySub = await directory.findBySub(identity.sub);
  if (bySub) return bySub;
  assertNotErased(await directory.isErased(identity.sub));
  const fields = newAccountFields(identity);
  const byEmail = await directory.findByEmail(fields.email);
  if (byEmail) {
    assertMayAdopt(identity);
    return directory.relink(byEmail.id, identity.sub);
  }
  // A concurrent first request may have created the account a moment ago.
  return (await directory.create(fields)) ?? (await directory.findBySub(identity.sub)) ?? existingOrNew(directory, identity);
}

/**
 * The account behind a verified identity, created on first sight (401 an erased identity, 409 an
 * unverified email another account holds). The stored email follows the token (409 when another
 * account holds it), business identities upgrade the account, and guest bookings made with its
 * email become its own.
 */
export async function accountFor<V extends RowValues>(directory: AccountDirectory<V>, identity: Identity): Promise<UserRow<V>> {
  let account = await existingOrNew(directory, identity);
  const sync = accountSync(account, identity);
  if (sync) {
    const synced = await directory.sync(account.id, sync);
    if (!synced) throw emailTaken();
    account = synced;
  }
  await directory.linkGuestBookings(account);
  return account;
}

/** Name and phone edits; user_type may only move to business (403 back to regular; SPEC §6). */
export async function updateProfile<V extends RowValues>(store: Store<V>, request: { user: UserRow<V>; changes: ProfileUpdate }): Promise<UserRow<V>> {
  const change = profileChanges(request.user, request.changes);
  return store.transaction((tx) => tx.updateUser(request.user.id, change));
}

/** The marketing and booking-update choices, and the addresses they go to. */
export async function updateEmailPreferences<V extends RowValues>(store: Store<V>, request: { user: UserRow<V>; changes: EmailPreferencesUpdate }): Promise<UserRow<V>> {
  const { marketing_emails, marketing_email, booking_updates, booking_email, alert_emails } = request.changes;
  return store.transaction((tx) => tx.updateUser(request.user.id, { marketing_emails, marketing_email, booking_updates, booking_email, alert_emails }));
}

/**
 * Erases an account as `erasurePlan` says, in one transaction: its bookings are locked first,
 * then deals are touched (the order the hold sweep locks in). The login is deleted last, so a
 * failure there (502) rolls everything back and the user can try again.
 */
export async function eraseAccount<V extends RowValues>(store: Store<V>, identities: IdentityAdmin, request: { user: UserRow<V>; now: Date }): Promise<void> {
  const { user, now } = request;
  await store.transaction(async (tx) => {
    const plan = erasurePlan(user, await tx.lockBookingsOf(user));
    for (const id of plan.release) await tx.releaseSpots(id);
    await leaveEveryLine(tx, user.id, now);
    await tx.deleteReviewsBy(user.id);
    await tx.deleteBookings(plan.remove);
    await tx.anonymiseBookings(plan.anonymise);
    for (const dealId of await tx.removeDealsOf(user.id)) await closeLines(tx, { deal_id: dealId });
    // Mail still queued to the person goes with them (sent mail is the delivery's record).
    await tx.dropUnsentMail(accountMailAddresses(user));
    await tx.deleteAccount(user);
    try {
      await identities.deleteUser(user.cognito_sub);
    } catch (error) {
      throw new AppError(502, MESSAGES.internalError, { cause: error });
    }
  });
}
