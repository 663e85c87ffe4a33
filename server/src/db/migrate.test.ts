/**
 * Migrations when several instances start at once on an empty database (a deploy of two, or the
 * migration job beside them): each run waits for the one before, none fails, and every migration
 * is applied once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestDatabase, createTestDatabase, onPglite, type TestDatabase } from '../../test/helpers/database';
import { migrateLatest, pendingMigrations } from './migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

describe('migrateLatest', () => {
  it('three runs started together on an empty database all succeed, and apply each migration once', async () => {
    // Embedded Postgres takes few connections: a pool and a lock connection per run.
    const runs = onPglite ? 1 : 3;
    const pools = Array.from({ length: runs }, () => connectTestDatabase(database.url, 2));
    try {
      const results = await Promise.allSettled(pools.map(({ db }) => migrateLatest(db)));
      expect(results.map((result) => result.status)).toEqual(Array(runs).fill('fulfilled'));
    } finally {
      await Promise.all(pools.map((pool) => pool.drop()));
    }
    expect(await pendingMigrations(database.db)).toEqual([]);
    const applied = await database.db('knex_migrations').select('name');
    expect(new Set(applied.map((row: { name: string }) => row.name)).size).toBe(applied.length);
  });
});
