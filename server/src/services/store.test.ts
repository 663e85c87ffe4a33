/**
 * The store's transaction: Postgres giving up on one (a deadlock, a serialization failure) runs
 * the use case again, in a new transaction; any other error ends it at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { fakePayments } from '../../test/helpers/fakes';
import { createInventoryService } from './inventory';
import { createStore } from './store';

let database: TestDatabase;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
const store = () => createStore({ db: database.db, inventory: createInventoryService({ db: database.db, clock }), payments: fakePayments() });
const postgresError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it.each(['40P01', '40001'])('runs the work again after Postgres gave up on it (%s)', async (code) => {
  let attempts = 0;
  const result = await store().transaction(async () => {
    attempts += 1;
    if (attempts === 1) throw postgresError(code);
    return 'done';
  });
  expect(result).toBe('done');
  expect(attempts).toBe(2);
});

it('gives up after three attempts, with the last error', async () => {
  let attempts = 0;
  await expect(
    store().transaction(async () => {
      attempts += 1;
      throw postgresError('40P01');
    }),
  ).rejects.toThrow('postgres 40P01');
  expect(attempts).toBe(3);
});

it('ends at once on any other error', async () => {
  let attempts = 0;
  await expect(
    store().transaction(async () => {
      attempts += 1;
      throw postgresError('23505');
    }),
  ).rejects.toThrow('postgres 23505');
  expect(attempts).toBe(1);
});
