/**
 * A fresh, migrated database per test file, dropped afterwards.
 *
 * Postgres (default): DATABASE_URL names the server and an existing database to connect to for
 * CREATE DATABASE; each file gets its own `spur_test_<random>`.
 *
 * PGlite (`TEST_DB=pglite`): each file gets its own embedded Postgres (PGlite behind
 * pglite-socket, in memory), started from a template made once per run by globalSetup. It runs
 * one statement at a time, so pools are capped at one (beside it: a live events listener, a tap).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { startEmbeddedPostgres } from '@spur/local-stack/embedded-postgres';
import { createDb, type Db } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';
import { inject } from 'vitest';
import './pgliteTemplate';

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when the suite runs on embedded Postgres (`TEST_DB=pglite`). */
export const onPglite = process.env.TEST_DB === 'pglite';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { poolMax?: number; migrate?: boolean } = {}): Promise<TestDatabase> {
  if (onPglite) return createPgliteDatabase(options);
  const name = `spur_test_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();

  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createDb({ url: url.toString(), poolMax: options.poolMax ?? 10 });
  if (options.migrate !== false) await migrateLatest(db);

  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      const cleanup = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
      await cleanup.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.destroy();
    },
  };
}

/** Another pool on an existing test database (a second server instance); `drop()` only closes the pool. */
export function connectTestDatabase(url: string, poolMax = 10): TestDatabase {
  const db = createDb({ url, poolMax });
  return { url, db, drop: () => db.destroy() };
}

async function createPgliteDatabase(options: { migrate?: boolean }): Promise<TestDatabase> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const embedded = await startEmbeddedPostgres({ loadDataDir: template });
  const db = createDb({ url: embedded.url, poolMax: 1, keepIdle: true });
  try {
    if (options.migrate !== false) await migrateLatest(db);
  } catch (error) {
    await db.destroy();
    await embedded.close();
    throw error;
  }
  return {
    url: embedded.url,
    db,
    async drop() {
      await db.destroy();
      await embedded.close();
    },
  };
}
