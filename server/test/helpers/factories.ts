/** Test data: accounts through the real init call, deals and bookings straight into the tables. */
import type { DealCreate, User } from '@spur/contract';
import type { BookingRow, DealRow } from '../../src/db/rows';
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
