import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import type { Identity } from '../accounts';
import type { BookingRow, JsonValues, UserRow } from '../rows';
import { accountFor, eraseAccount, updateProfile } from './accounts';
import type { AccountDirectory } from './accountsPort';
import { NOW, deal, entry, memoryStore } from './memoryStore.waitlist.testing';

const account = (row: Partial<UserRow<JsonValues>> = {}) =>
  ({ id: 'u1', cognito_sub: 'sub-1', email: 'ana@example.com', booking_email: 'ana@example.com', full_name: 'Ana', user_type: 'regular', ...row }) as UserRow<JsonValues>;
const identity = (fields: Partial<Identity> = {}): Identity => ({ sub: 'sub-1', email: 'Ana@Example.com', emailVerified: true, business: false, ...fields });

/** A directory over `users`, logging every write. */
function directory(users: UserRow<JsonValues>[], options: { erased?: string[]; raced?: UserRow<JsonValues> } = {}) {
  const log: string[] = [];
  const directory: AccountDirectory<JsonValues> = {
    findBySub: async (sub) => users.find((user) => user.cognito_sub === sub),
    isErased: async (sub) => (options.erased ?? []).includes(sub),
    findByEmail: async (email) => users.find((user) => user.email === email),
    relink: async (id, sub) => (log.push(`relink ${sub}`), Object.assign(users.find((user) => user.id === id)!, { cognito_sub: sub })),
    async create(fields) {
      log.push(`create ${fields.email}`);
      // A concurrent first request won: its account is there now.
      if (options.raced) return void users.push(options.raced);
      const created = account({ id: 'new', ...fields });
      users.push(created);
      return created;
    },
    async sync(id, sync) {
      log.push(`sync ${JSON.stringify(sync)}`);
      if (users.some((user) => user.email === sync.email && user.id !== id)) return undefined;
      return Object.assign(users.find((user) => user.id === id)!, sync);
    },
    linkGuestBookings: async (user) => void log.push(`link ${user.email}`),
  };
  return { directory, log };
}

describe('accountFor', () => {
  it('finds the identity’s account and links its guest bookings; an erased identity is 401', async () => {
    const { directory: known, log } = directory([account({ email: 'ana@example.com' })]);
    expect(await accountFor(known, identity())).toMatchObject({ id: 'u1' });
    expect(log).toEqual(['link ana@example.com']);
    await expect(accountFor(directory([], { erased: ['sub-1'] }).directory, identity())).rejects.toThrow(MESSAGES.invalidToken);
  });

  it('a new identity of a known verified email adopts the account (409 unverified); a new one creates it', async () => {
    const users = [account({ cognito_sub: 'old' })];
    await expect(accountFor(directory(users).directory, identity({ emailVerified: false }))).rejects.toThrow(MESSAGES.emailInUse);
    const adopt = directory(users);
    expect(await accountFor(adopt.directory, identity())).toMatchObject({ id: 'u1', cognito_sub: 'sub-1' });
    expect(adopt.log[0]).toBe('relink sub-1');
    const fresh = directory([]);
    expect(await accountFor(fresh.directory, identity({ name: ' Ana ' }))).toMatchObject({ id: 'new', email: 'ana@example.com', full_name: 'Ana' });
  });

  it('a concurrent first request’s account is taken as it is', async () => {
    const raced = directory([], { raced: account({ id: 'theirs' }) });
    expect(await accountFor(raced.directory, identity())).toMatchObject({ id: 'theirs' });
  });

  it('the stored email follows the token (409 when another account holds it); business identities upgrade', async () => {
    const moved = directory([account()]);
    expect(await accountFor(moved.directory, identity({ email: 'new@example.com', business: true }))).toMatchObject({ email: 'new@example.com', user_type: 'business' });
    const taken = directory([account(), account({ id: 'u2', cognito_sub: 'sub-2', email: 'new@example.com' })]);
    await expect(accountFor(taken.directory, identity({ email: 'new@example.com' }))).rejects.toThrow(MESSAGES.emailInUse);
    expect(taken.log.some((line) => line.startsWith('link'))).toBe(false);
  });
});

describe('updateProfile', () => {
  it('a business account cannot go back to regular (403, nothing written); blank clears, business upgrades', async () => {
    const { store, tx } = memoryStore();
    const writes: unknown[] = [];
    tx.updateUser = async (id, change) => (writes.push(change), account({ id, ...change }));
    await expect(updateProfile(store, { user: account({ user_type: 'business' }), changes: { user_type: 'regular' } })).rejects.toThrow(MESSAGES.accountTypeChange);
    expect(writes).toEqual([]);
    expect(await updateProfile(store, { user: account(), changes: { user_type: 'business', phone_number: '' } })).toMatchObject({ user_type: 'business', phone_number: null });
  });
});

describe('eraseAccount', () => {
  const user = account({ booking_email: 'Bookings@Example.com' });
  const bookings = [
    { id: 'b1', deal_id: 'd1', user_id: 'u1', guest_email: null, status: 'pending', payment_intent_id: null },
    { id: 'b2', deal_id: 'd1', user_id: null, guest_email: 'ANA@example.com', status: 'confirmed', payment_intent_id: 'pi_1' },
  ] as BookingRow<JsonValues>[];

  function erasable() {
    const fake = memoryStore({ deals: [deal({ owner_id: 'u1' })], entries: [entry({ user_id: 'u1', status: 'offered' }), entry()] });
    const { tx, log } = fake;
    tx.lockBookingsOf = async () => bookings;
    tx.releaseSpots = async (id) => void log.push(`release ${id}`);
    tx.deleteReviewsBy = async (id) => void log.push(`reviews of ${id} deleted`);
    tx.deleteBookings = async (ids) => void log.push(`delete ${ids.join()}`);
    tx.anonymiseBookings = async (ids) => void log.push(`anonymise ${ids.join()}`);
    tx.removeDealsOf = async () => (log.push('deals removed'), ['d1']);
    tx.dropUnsentMail = async (addresses) => void log.push(`drop mail to ${addresses.join()}`);
    tx.deleteAccount = async (gone) => void log.push(`account ${gone.id} deleted`);
    return fake;
  }

  it('releases holds, leaves lines (an offered spot passes on), removes what goes and anonymises what stays, then the login', async () => {
    const { store, log, db } = erasable();
    const logins: string[] = [];
    await eraseAccount(store, { deleteUser: async (sub) => void logins.push(sub) }, { user, now: NOW });
    expect(log).toEqual([
      'release b1',
      `${db.entries[0]!.id} left`,
      `${db.entries[1]!.id} offered`,
      'reviews of u1 deleted',
      'delete b1',
      'anonymise b2',
      'deals removed',
      `${db.entries[1]!.id} closed`,
      'restock 1',
      'drop mail to ana@example.com,bookings@example.com',
      'account u1 deleted',
    ]);
    expect(logins).toEqual(['sub-1']);
  });

  it('a login that cannot be deleted is 502 (the transaction rolls back)', async () => {
    const { store } = erasable();
    const failing = { deleteUser: async () => Promise.reject(new Error('provider down')) };
    await expect(eraseAccount(store, failing, { user, now: NOW })).rejects.toMatchObject({ status: 502, message: MESSAGES.internalError });
  });
});
