/**
 * The database a server process uses: the Postgres server named by DATABASE_URL, or embedded
 * Postgres (PGlite, data on disk) when none is configured, so a fresh machine needs nothing
 * installed. Either way it is migrated before it is handed out.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { DATA_DIR } from '../paths';
import { startEmbeddedPostgres } from './embedded';
import { createDb, type Db } from './knex';
import { migrateLatest } from './migrate';

export interface OpenDatabase {
  db: Db;
  /** True for embedded Postgres. */
  embedded: boolean;
  /** Closes the pool, then the embedded server if there is one. */
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = path.join(DATA_DIR, 'pglite');

export async function openDatabase(database: Config['database'], logger: Logger): Promise<OpenDatabase> {
  if (database.url) {
    const db = createDb({ url: database.url, poolMax: database.poolMax });
    try {
      await migrateLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return { db, embedded: false, close: () => db.destroy() };
  }

  const dataDir = database.pgliteDataDir ?? DEFAULT_PGLITE_DIR;
  const started = performance.now();
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDb({ url: embedded.url, poolMax: 1, keepIdle: true });
  const close = async () => {
    await db.destroy();
    await embedded.close();
  };
  try {
    await migrateLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  logger.info({ dataDir, ms: Math.round(performance.now() - started) }, 'embedded Postgres (PGlite) ready');
  return { db, embedded: true, close };
}
