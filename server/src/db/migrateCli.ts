/** `npm run migrate`: applies pending migrations to DATABASE_URL, the same way main.ts does. */
import { withCliDatabase } from './cli';
import { migrateLatest } from './migrate';

await withCliDatabase(async (db) => {
  await migrateLatest(db);
  console.info('Migrations are up to date.');
});
