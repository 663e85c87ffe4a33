/** `npm run seed`: migrates DATABASE_URL and inserts the demo dataset (safe to run again). */
import { createDb } from './knex';
import { migrateLatest } from './migrate';
import { seedDemoData } from './seeds/demo';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const db = createDb({ url, poolMax: 1 });
try {
  await migrateLatest(db);
  const inserted = await seedDemoData(db);
  console.info(`Seeded: ${JSON.stringify(inserted)} (0 means it was already there).`);
} finally {
  await db.destroy();
}
