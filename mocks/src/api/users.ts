/**
 * Accounts over the mock database (the server's services/users): the account behind verified
 * claims, the profile and its preferences, and erasure, by @spur/domain's use cases; their side
 * of the ports is here (`accountDirectory`, `accountsTransaction`).
 */
import { MESSAGES, type EndpointName } from '@spur/contract';
import {
  ANONYMISED_BOOKING,
  accountFor,
  eraseAccount,
  identitySaysBusiness,
  isGuestBookingOf,
  toEmailPreferences,
  toUser,
  updateEmailPreferences,
  updateProfile,
  type AccountDirectory,
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

/** The accounts by identity on the mock database. */
function accountDirectory(backend: MockBackend): AccountDirectory<JsonValues> {
  const { db } = backend;
  const stamp = () => iso(backend.clock.now());
  const findBy = (column: 'cognito_sub' | 'email', value: string) => db.user.findFirst({ where: { [column]: { equals: value } } }) ?? undefined;
  const update = (id: string, data: Partial<UserRow>) => db.user.update({ where: { id: { equals: id } }, data: { ...data, updated_at: stamp() } }) as UserRow;
  return {
    findBySub: async (sub) => findBy('cognito_sub', sub),
    isErased: async (sub) => Boolean(db.deletedIdentity.findFirst({ where: { cognito_sub: { equals: sub } } })),
    findByEmail: async (email) => findBy('email', email),
    relink: async (userId, sub) => update(userId, { cognito_sub: sub }),
    async create(fields) {
      const now = stamp();
      return db.user.create({
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
    },
    async sync(userId, sync) {
      // The server's unique email: the new address may still be recorded on another (stale) account.
      const holder = findBy('email', sync.email);
      return holder && holder.id !== userId ? undefined : update(userId, sync);
    },
    async linkGuestBookings(account) {
      for (const booking of db.booking.getAll()) {
        if (isGuestBookingOf(booking, account.email)) updateBooking(db, booking.id, { user_id: account.id, updated_at: stamp() });
      }
    },
  };
}

/** The account behind verified claims (the server's findOrCreate): `accountFor`. */
export async function findOrCreateUser(backend: MockBackend, claims: IdentityClaims): Promise<UserRow> {
  // The directory's rows are the database's entities.
  return (await accountFor(accountDirectory(backend), identityOf(claims))) as UserRow;
}

/** What the server's foreign keys do on erasure is done here: places in line, saved deals, alerts and the inbox go with the account, deals lose it. */
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
      const now = stamp();
      for (const deal of live) db.deal.update({ where: { id: { equals: deal.id } }, data: { deleted_at: now, updated_at: now } });
      return live.map((deal) => deal.id);
    },
    // The mock sends no mail: all of it is still queued.
    async dropUnsentMail(addresses) {
      for (const mail of db.mail.getAll().filter((row) => addresses.includes(row.to.toLowerCase()))) db.mail.delete({ where: { key: { equals: mail.key } } });
    },
    async deleteAccount(account) {
      // The server's cascades: the account's businesses go (their deals lose them, their savers too).
      for (const business of db.business.findMany({ where: { owner_id: { equals: account.id } } })) {
        db.savedBusiness.deleteMany({ where: { business_id: { equals: business.id } } });
        db.business.delete({ where: { id: { equals: business.id } } });
      }
      db.deal.updateMany({ where: { owner_id: { equals: account.id } }, data: { owner_id: null, business_id: null } });
      db.waitlistEntry.deleteMany({ where: { user_id: { equals: account.id } } });
      for (const model of [db.savedDeal, db.savedBusiness, db.alert, db.inboxAlert] as const) model.deleteMany({ where: { user_id: { equals: account.id } } });
      db.alertSettings.deleteMany({ where: { user_id: { equals: account.id } } });
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
  updateEmailPreferences: async ({ store, user, body }: UserContext<'updateEmailPreferences'>) => toEmailPreferences(await updateEmailPreferences(store, { user: user!, changes: body })),
  async deleteAccount({ backend, store, user, now }: UserContext<'deleteAccount'>) {
    await eraseAccount(store, { deleteUser: async (sub) => deleteCognitoUser(backend, sub) }, { user: user!, now });
    return { message: MESSAGES.accountDeleted };
  },
};
