import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { RANDOM_PAGE_COST } from './knex';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

it('every connection plans for cached data and compiles no query (JIT off)', async () => {
  const setting = async (name: string) => ((await database.db.raw(`SHOW ${name}`)) as { rows: Record<string, string>[] }).rows[0]![name];
  expect(Number(await setting('random_page_cost'))).toBe(RANDOM_PAGE_COST);
  expect(await setting('jit')).toBe('off');
});
