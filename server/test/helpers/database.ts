/**
 * A fresh, migrated Postgres database per test file (`spur_test_<random>`), dropped afterwards.
 * DATABASE_URL names the server and an existing database to connect to for CREATE DATABASE.
 */
import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { poolMax?: number; migrate?: boolean } = {}): Promise<TestDatabase> {
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
