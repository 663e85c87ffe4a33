/**
 * Migration 023 (saved businesses) gives the deals made before it their businesses: one per owner
 * and business name, the name's deals under it, none for a deal whose owner is gone; and the
 * inbox's alerts their deal's business name.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import * as savedBusinesses from './migrations/023_saved_businesses';
import type { BusinessRow, DealRow, UserRow } from './rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it("puts each deal under its owner's business of its name, and names the inbox's businesses", async () => {
  const { db } = database;
  const partner = async (email: string) => (await db<UserRow>('users').insert({ cognito_sub: email, email, user_type: 'business' }).returning('*'))[0]!;
  const first = { user: await partner('first@example.com') };
  const second = { user: await partner('second@example.com') };
  await savedBusinesses.down(db);
  const kayaks = await insertDeal(db, first.user.id, { business_name: 'Cove Kayaks' });
  const moreKayaks = await insertDeal(db, first.user.id, { business_name: 'Cove Kayaks' });
  const walks = await insertDeal(db, first.user.id, { business_name: 'Cove Walks' });
  const theirKayaks = await insertDeal(db, second.user.id, { business_name: 'Cove Kayaks' });
  const orphan = await insertDeal(db, null, { business_name: 'Gone Tours' });
  await db('inbox_alerts').insert({ user_id: second.user.id, once_key: 'k', moment: 'spot_freed', deal_id: walks.id, deal_title: walks.title, time_zone: 'UTC', price: '25.00', created_at: new Date() });
  await savedBusinesses.up(db);

  const businesses = await db<BusinessRow>('businesses').select('id', 'owner_id', 'name');
  expect(businesses.map(({ owner_id, name }) => [owner_id, name]).sort()).toEqual(
    [
      [first.user.id, 'Cove Kayaks'],
      [first.user.id, 'Cove Walks'],
      [second.user.id, 'Cove Kayaks'],
    ].sort(),
  );
  const businessOf = async (deal: DealRow) => {
    const row = await db<DealRow>('deals').where({ id: deal.id }).first('business_id');
    return businesses.find((business) => business.id === row!.business_id) ?? null;
  };
  expect(await businessOf(kayaks)).toMatchObject({ owner_id: first.user.id, name: 'Cove Kayaks' });
  expect((await businessOf(moreKayaks))!.id).toBe((await businessOf(kayaks))!.id);
  expect(await businessOf(walks)).toMatchObject({ owner_id: first.user.id, name: 'Cove Walks' });
  expect(await businessOf(theirKayaks)).toMatchObject({ owner_id: second.user.id, name: 'Cove Kayaks' });
  expect(await businessOf(orphan)).toBeNull();
  expect(await db('inbox_alerts').pluck('business_name')).toEqual(['Cove Walks']);
});
