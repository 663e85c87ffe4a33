/** `npm run seed`: migrates DATABASE_URL and inserts the demo dataset (safe to run again). */
import { withCliDatabase } from './cli';
import { migrateLatest } from './migrate';
import { seedDemoData } from './seeds/demo';

await withCliDatabase(async (db) => {
  await migrateLatest(db);
  const inserted = await seedDemoData(db);
  console.info(`Seeded: ${JSON.stringify(inserted)} (0 means it was already there).`);
});
