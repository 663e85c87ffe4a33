/** `npm run migrate`: applies pending migrations to DATABASE_URL, the same way main.ts does. */
import { createDb } from './knex';
import { migrateLatest } from './migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const db = createDb({ url, poolMax: 1 });
try {
  await migrateLatest(db);
  console.info('Migrations are up to date.');
} finally {
  await db.destroy();
}
