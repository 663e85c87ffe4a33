/**
 * The migrated templates the test databases are copied from, made once per run by globalSetup
 * (test/globalSetup.ts) and handed to the test workers through vitest's provide/inject.
 *
 * - Postgres: a database `spur_tpl_<random>`, migrated, its pool closed, then closed to
 *   connections (`ALLOW_CONNECTIONS false`): Postgres refuses `CREATE DATABASE … TEMPLATE` while
 *   anyone is connected to the template, and nobody now can be. Copies from one template may run
 *   side by side (each takes a share lock on it). Dropped at the end of the run.
 * - PGlite (`TEST_DB=pglite`): two dumped data directories, one freshly initialised (for
 *   `migrate: false`) and one migrated, loaded by each test file's embedded Postgres, so that no
 *   file migrates its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createDb } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Postgres: the migrated template database's name, or why there is none (no server). */
    templateDatabase: { name: string } | { error: string };
    /** PGlite: dump files of a fresh and of a migrated data directory. */
    pgliteTemplates: { empty: string; migrated: string };
  }
}

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the admin URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTemplateDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `spur_tpl_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
    const db = createDb({ url: databaseUrl(name), poolMax: 1 });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    // Nobody may connect to the template from now on (its copies do not inherit this).
    await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  } catch (error) {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.destroy();
    throw error;
  }
  await admin.destroy();
  return {
    name,
    async drop() {
      const cleanup = createDb({ url: ADMIN_DATABASE_URL, poolMax: 1 });
      try {
        await cleanup.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}

/** Extensions the migrations create (as the local stack's embedded Postgres loads them). */
const EXTENSIONS = { pg_trgm, cube, earthdistance };

async function writeDump(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.partial`, file);
}

/**
 * One in-memory PGlite (initdb costs seconds; loading a dump a fraction of that): dumped fresh,
 * then migrated through the wire protocol as the tests' own databases are, and dumped again.
 */
export async function writePgliteTemplates(): Promise<{ files: { empty: string; migrated: string }; remove(): Promise<void> }> {
  const dir = path.join(tmpdir(), 'spur-test-pglite');
  await mkdir(dir, { recursive: true });
  const files = { empty: path.join(dir, `template-${process.pid}.tar`), migrated: path.join(dir, `template-${process.pid}-migrated.tar`) };
  const remove = async () => {
    await rm(files.empty, { force: true });
    await rm(files.migrated, { force: true });
  };
  const pglite = await PGlite.create({ extensions: EXTENSIONS });
  try {
    await writeDump(pglite, files.empty);
    // The pool of one, and the connection holding the migration lock (db/migrate.ts).
    const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 2 });
    await server.start();
    try {
      const db = createDb({ url: `postgres://postgres@${server.getServerConn()}/postgres`, poolMax: 1, keepIdle: true });
      try {
        await migrateLatest(db);
      } finally {
        await db.destroy();
      }
    } finally {
      await server.stop();
    }
    await writeDump(pglite, files.migrated);
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await pglite.close();
  }
  return { files, remove };
}
