/** An account's owner edits it (and may upgrade it to a business account) or erases it (rules: `../accounts`). */
import { MESSAGES, type ProfileUpdate } from '@spur/contract';
import { accountMailAddresses, erasurePlan, profileChanges } from '../accounts';
import { AppError } from '../errors';
import type { RowValues, UserRow } from '../rows';
import type { IdentityAdmin } from './accountsPort';
import type { Store } from './store';
import { closeLines, leaveEveryLine } from './waitlistOffers';

/** Name and phone edits; user_type may only move to business (403 back to regular; SPEC §6). */
export async function updateProfile<V extends RowValues>(store: Store<V>, request: { user: UserRow<V>; changes: ProfileUpdate }): Promise<UserRow<V>> {
  const change = profileChanges(request.user, request.changes);
  return store.transaction((tx) => tx.updateUser(request.user.id, change));
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
