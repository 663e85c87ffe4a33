import type { Knex } from 'knex';

// Emails are stored lower-case, which makes the unique constraint case-insensitive.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cognito_sub text NOT NULL UNIQUE,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      full_name text,
      phone_number text,
      user_type text NOT NULL DEFAULT 'regular' CHECK (user_type IN ('regular', 'business')),
      marketing_emails boolean NOT NULL DEFAULT false,
      booking_updates boolean NOT NULL DEFAULT true,
      marketing_email text NOT NULL DEFAULT '',
      booking_email text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Identity tokens outlive a deleted account by up to an hour: this stops them re-creating it.
    CREATE TABLE deleted_identities (
      cognito_sub text PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE deleted_identities; DROP TABLE users;');
}
