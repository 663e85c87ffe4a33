import type { Knex } from 'knex';

// Languages (issue 30). An account's language: its mail and alerts are written in it, and the app
// offers it (the profile's Language setting). English until the person chooses; the languages are
// the app's (@spur/i18n's LOCALES, written out here as they stood: a migration does not move).
// A queued mail keeps the language its data was written in, which its rendering then uses: a
// change of language afterwards does not mix two in one mail.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CONSTRAINT users_locale_check CHECK (locale IN ('en', 'es', 'zh-Hans'));
    ALTER TABLE mail_outbox ADD COLUMN locale text NOT NULL DEFAULT 'en';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE mail_outbox DROP COLUMN locale;
    ALTER TABLE users DROP COLUMN locale;
  `);
}
