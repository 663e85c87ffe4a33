/** Test data: accounts through the real init call, deals and bookings straight into the tables. */
import type { DealCreate, User } from '@spur/contract';
import type { BookingRow, DealRow, SessionRow, WaitlistEntryRow } from '../../src/db/rows';
import type { Db } from '../../src/db/knex';
import { newIdentityUser, type IdentityUser } from '@spur/test-kit/tokens';
import type { TestApi } from './testApp';

export interface Account {
  identity: IdentityUser;
  token: string;
  user: User;
}

export async function signUp(api: TestApi, overrides: Partial<IdentityUser> = {}): Promise<Account> {
  const identity = newIdentityUser(overrides);
  const token = api.identity.idToken(identity);
  const response = await api.request<User>('GET', '/api/users/init', { token });
  if (response.status !== 200) throw new Error(`init failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { identity, token, user: response.body };
}

export const signUpBusiness = (api: TestApi, overrides: Partial<IdentityUser> = {}) =>
  signUp(api, { business: 'group', ...overrides });

let dealCounter = 0;

export async function insertDeal(db: Db, ownerId: string | null, overrides: Partial<DealRow> = {}): Promise<DealRow> {
  dealCounter += 1;
  const [deal] = await db<DealRow>('deals')
    .insert({
      owner_id: ownerId,
      title: `Test deal ${dealCounter}`,
      description: 'A test experience',
      price: '25.00',
      category: 'tour',
      location: 'Laguna Beach, CA',
      business_name: 'Test Business',
      available_slots: 10,
      ...overrides,
    })
    .returning('*');
  return deal!;
}

export async function insertBooking(db: Db, deal: Pick<DealRow, 'id'>, overrides: Partial<BookingRow> = {}): Promise<BookingRow> {
  const [booking] = await db<BookingRow>('bookings')
    .insert({ deal_id: deal.id, status: 'confirmed', amount_cents: 2500, ...overrides })
    .returning('*');
  return booking!;
}

export const validDeal = (overrides: Partial<DealCreate> = {}): DealCreate => ({
  title: 'Sunset Kayak Tour',
  description: 'Paddle along the coast at golden hour.',
  price: 49.99,
  location: 'Laguna Beach, CA',
  ...overrides,
});

export const slotsOf = async (db: Db, dealId: string) =>
  (await db<DealRow>('deals').where({ id: dealId }).first())!.available_slots;

/** Guests `waiter0@…` onwards in the line of a session (or open-dated deal), in that order of joining from `now`. */
export async function insertWaiters(db: Db, dealId: string, sessionId: string | null, waiting: number, now: Date): Promise<WaitlistEntryRow[]> {
  const entries: WaitlistEntryRow[] = [];
  // One at a time: their order in line is their insertion order.
  for (let i = 0; i < waiting; i += 1) {
    const [entry] = await db<WaitlistEntryRow>('waitlist_entries')
      .insert({ deal_id: dealId, session_id: sessionId, email: `waiter${i}@example.com`, created_at: new Date(now.getTime() + i) })
      .returning('*');
    entries.push(entry!);
  }
  return entries;
}

/**
 * A sold-out session starting a day after `now`, of `capacity` spots each held by a pending
 * booking (held for an hour), with `waiting` guests in its line.
 */
export async function insertSoldOutLine(db: Db, ownerId: string | null, now: Date, capacity: number, waiting: number) {
  const deal = await insertDeal(db, ownerId, { has_sessions: true });
  const [session] = await db<SessionRow>('sessions')
    .insert({ deal_id: deal.id, starts_at: new Date(now.getTime() + 24 * 3600_000), duration_minutes: 60, capacity, slots_left: 0, cutoff_minutes: 15 })
    .returning('*');
  const bookings = await db<BookingRow>('bookings')
    .insert(Array.from({ length: capacity }, () => ({ deal_id: deal.id, session_id: session!.id, amount_cents: 100, status: 'pending' as const, hold_expires_at: new Date(now.getTime() + 3600_000) })))
    .returning('*');
  return { deal, session: session!, bookings, entries: await insertWaiters(db, deal.id, session!.id, waiting, now) };
}
