/**
 * A fresh database per test file, dropped afterwards: a copy of the run's migrated template
 * (test/helpers/templates.ts, made once by globalSetup), or an empty one with `migrate: false`.
 *
 * Postgres (default): DATABASE_URL names the server and an existing database to connect to for
 * CREATE DATABASE; each file gets its own `spur_test_<random>`, `TEMPLATE spur_tpl_<random>`.
 *
 * PGlite (`TEST_DB=pglite`): each file gets its own embedded Postgres (PGlite behind
 * pglite-socket, in memory), loaded from the run's dumped data directory. It runs one statement
 * at a time, so pools are capped at one (beside it: a live events listener, a tap).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@spur/local-stack/embedded-postgres';
import { expect, inject } from 'vitest';
import { createDb, type Db } from '../../src/db/knex';
import { ENGINE_INDEPENDENT_FILES } from '../scope';
import { ADMIN_DATABASE_URL, databaseUrl } from './templates';

export { ADMIN_DATABASE_URL };

/** True when the suite runs on embedded Postgres (`TEST_DB=pglite`). */
export const onPglite = process.env.TEST_DB === 'pglite';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A file listed as never opening a database must not open one: it would be left out of the PGlite pass. */
function refuseEngineIndependentFile(): void {
  const { testPath } = expect.getState();
  if (!testPath) return;
  const file = path.relative(SERVER_DIR, testPath).split(path.sep).join('/');
  if (ENGINE_INDEPENDENT_FILES.includes(file)) {
    throw new Error(`${file} opens a database but is listed in test/scope.ts as engine-independent (left out of the PGlite pass): remove it from the list`);
  }
}

export async function createTestDatabase(options: { poolMax?: number; migrate?: boolean } = {}): Promise<TestDatabase> {
  refuseEngineIndependentFile();
  if (onPglite) return createPgliteDatabase(options);
  const name = `spur_test_${randomBytes(6).toString('hex')}`;
  let template = '';
  if (options.migrate !== false) {
    const provided = inject('templateDatabase');
    if ('error' in provided) throw new Error(provided.error);
    template = ` TEMPLATE ${provided.name}`;
  }
  const admin = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
  try {
    await admin.raw(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.destroy();
  }

  const url = databaseUrl(name);
  const db = createDb({ url, poolMax: options.poolMax ?? 10 });
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const cleanup = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
      try {
        await cleanup.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}

/** Another pool on an existing test database (a second server instance); `drop()` only closes the pool. */
export function connectTestDatabase(url: string, poolMax = 10): TestDatabase {
  const db = createDb({ url, poolMax });
  return { url, db, drop: () => db.destroy() };
}

async function createPgliteDatabase(options: { migrate?: boolean }): Promise<TestDatabase> {
  const templates = inject('pgliteTemplates');
  const template = new Blob([await readFile(options.migrate === false ? templates.empty : templates.migrated)]);
  const embedded = await startEmbeddedPostgres({ loadDataDir: template });
  const db = createDb({ url: embedded.url, poolMax: 1, keepIdle: true });
  return {
    url: embedded.url,
    db,
    async drop() {
      await db.destroy();
      await embedded.close();
    },
  };
}
