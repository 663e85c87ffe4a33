/** The database a server process uses: the Postgres of DATABASE_URL, migrated before it is handed out. */
import type { Config } from '../config';
import { createDb, type Db } from './knex';
import { migrateLatest } from './migrate';

export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

export async function openDatabase(database: Config['database']): Promise<OpenDatabase> {
  // A server that takes few connections (embedded Postgres) may still count a closed one for a
  // moment: a pool of one keeps its connection instead of replacing it.
  const db = createDb({ url: database.url, poolMax: database.poolMax, keepIdle: database.poolMax === 1 });
  try {
    await migrateLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, close: () => db.destroy() };
}
