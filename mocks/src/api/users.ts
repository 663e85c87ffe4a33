/**
 * Accounts over the mock database (the server's services/users): the account behind verified
 * claims, the profile and its preferences, and erasure. Profile edits and erasure are
 * @spur/domain's use cases; `accountsTransaction` is their side of the store port.
 */
import { MESSAGES, type EndpointName } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  accountSync,
  assertMayAdopt,
  assertNotErased,
  emailTaken,
  eraseAccount,
  identitySaysBusiness,
  isGuestBookingOf,
  newAccountFields,
  toEmailPreferences,
  toUser,
  updateProfile,
  type AccountsTransaction,
  type Identity,
  type JsonValues,
  type RouteInput,
  type Store,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { deleteCognitoUser } from '../cognito/service';
import type { IdentityClaims } from '../cognito/tokens';
import { randomUuid } from '../crypto';
import type { BookingRow, UserRow } from '../db/database';
import { iso, updateBooking } from './store';

type UserContext<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; store: Store<JsonValues>; now: Date };

const identityOf = (claims: IdentityClaims): Identity => ({
  ...claims,
  name: claims.name ?? undefined,
  business: identitySaysBusiness(claims.userType ?? undefined, claims.groups),
});

/**
 * The account behind verified claims, created on first sight, by the domain's rules (the
 * server's findOrCreate): an erased identity is refused, an account with the same verified email
 * adopts the new identity, the stored email follows the token, business identities upgrade the
 * account, and guest bookings made with the same email are linked.
 */
export function findOrCreateUser(backend: MockBackend, claims: IdentityClaims): UserRow {
  const { db } = backend;
  const now = iso(backend.clock.now());
  const identity = identityOf(claims);
  const fields = newAccountFields(identity);
  let user = db.user.findFirst({ where: { cognito_sub: { equals: claims.sub } } });
  if (!user) {
    assertNotErased(Boolean(db.deletedIdentity.findFirst({ where: { cognito_sub: { equals: claims.sub } } })));
    const byEmail = db.user.findFirst({ where: { email: { equals: fields.email } } });
    if (byEmail) {
      assertMayAdopt(identity);
      user = db.user.update({ where: { id: { equals: byEmail.id } }, data: { cognito_sub: claims.sub, updated_at: now } }) as UserRow;
    } else {
      user = db.user.create({
        id: randomUuid(),
        ...fields,
        phone_number: null,
        user_type: 'regular',
        marketing_emails: false,
        booking_updates: true,
        marketing_email: '',
        created_at: now,
        updated_at: now,
      });
    }
  }
  const sync = accountSync(user, identity);
  if (sync) {
    // The new address may still be recorded on another (stale) account: the server's unique email.
    const holder = db.user.findFirst({ where: { email: { equals: sync.email } } });
    if (holder && holder.id !== user.id) throw emailTaken();
    user = db.user.update({ where: { id: { equals: user.id } }, data: { ...sync, updated_at: now } }) as UserRow;
  }
  const account = user;
  for (const booking of db.booking.getAll()) {
    if (isGuestBookingOf(booking, account.email)) updateBooking(db, booking.id, { user_id: account.id, updated_at: now });
  }
  return account;
}

/** What the server's foreign keys do on erasure is done here: places in line go with the account, deals lose it. */
export function accountsTransaction(backend: MockBackend): AccountsTransaction<JsonValues> {
  const { db } = backend;
  const stamp = () => iso(backend.clock.now());
  const byId = (a: BookingRow, b: BookingRow) => a.id.localeCompare(b.id);
  return {
    lockBookingsOf: async (account) => db.booking.getAll().filter((booking) => booking.user_id === account.id || isGuestBookingOf(booking, account.email)).sort(byId),
    async deleteReviewsBy(userId) {
      db.review.deleteMany({ where: { user_id: { equals: userId } } });
    },
    async deleteBookings(ids) {
      for (const id of ids) {
        db.review.deleteMany({ where: { booking_id: { equals: id } } });
        db.booking.delete({ where: { id: { equals: id } } });
      }
    },
    async anonymiseBookings(ids) {
      for (const id of ids) updateBooking(db, id, { ...ANONYMISED_BOOKING, updated_at: stamp() });
    },
    async removeDealsOf(ownerId) {
      const live = db.deal.getAll().filter((deal) => deal.owner_id === ownerId && deal.deleted_at === null);
      for (const deal of live) db.deal.update({ where: { id: { equals: deal.id } }, data: { deleted_at: stamp(), updated_at: stamp() } });
      return live.map((deal) => deal.id);
    },
    // The mock sends no mail: all of it is still queued.
    async dropUnsentMail(addresses) {
      for (const mail of db.mail.getAll().filter((row) => addresses.includes(row.to.toLowerCase()))) db.mail.delete({ where: { key: { equals: mail.key } } });
    },
    async deleteAccount(account) {
      db.deal.updateMany({ where: { owner_id: { equals: account.id } }, data: { owner_id: null } });
      db.waitlistEntry.deleteMany({ where: { user_id: { equals: account.id } } });
      db.user.delete({ where: { id: { equals: account.id } } });
      if (!db.deletedIdentity.findFirst({ where: { cognito_sub: { equals: account.cognito_sub } } })) {
        db.deletedIdentity.create({ cognito_sub: account.cognito_sub, deleted_at: stamp() });
      }
    },
    async updateUser(id, change) {
      const changed = Object.entries(change).filter(([, value]) => value !== undefined);
      return db.user.update({ where: { id: { equals: id } }, data: { ...Object.fromEntries(changed), updated_at: stamp() } }) as UserRow;
    },
  };
}

export const userRoutes = {
  initUser: ({ user }: UserContext<'initUser'>) => toUser(user!),
  getProfile: ({ user }: UserContext<'getProfile'>) => toUser(user!),
  updateProfile: async ({ store, user, body }: UserContext<'updateProfile'>) => toUser(await updateProfile(store, { user: user!, changes: body })),
  getEmailPreferences: ({ user }: UserContext<'getEmailPreferences'>) => toEmailPreferences(user!),
  updateEmailPreferences({ backend, user, body, now }: UserContext<'updateEmailPreferences'>) {
    const data: Partial<UserRow> = { updated_at: iso(now) };
    for (const key of ['marketing_emails', 'marketing_email', 'booking_updates', 'booking_email'] as const) {
      if (body[key] !== undefined) (data as Record<string, unknown>)[key] = body[key];
    }
    return toEmailPreferences(backend.db.user.update({ where: { id: { equals: user!.id } }, data }) as UserRow);
  },
  async deleteAccount({ backend, store, user, now }: UserContext<'deleteAccount'>) {
    await eraseAccount(store, { deleteUser: async (sub) => deleteCognitoUser(backend, sub) }, { user: user!, now });
    return { message: MESSAGES.accountDeleted };
  },
};
