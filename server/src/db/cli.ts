/** Shared by the database command-line scripts: a one-connection knex on DATABASE_URL, always closed. */
import { createDb, type Db } from './knex';

export async function withCliDatabase(task: (db: Db) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required');
    process.exit(1);
  }
  const db = createDb({ url, poolMax: 1 });
  try {
    await task(db);
  } finally {
    await db.destroy();
  }
}
