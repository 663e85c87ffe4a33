import type { Knex } from 'knex';

// A business's one payout account with the payment provider (Stripe Connect Express, or a test
// account without a Stripe key), as the provider's last `account.updated` event described it.
// last_event_at / last_event_id: the last update applied, so a replayed or older event changes
// nothing (@spur/domain's isNewerAccountUpdate). The account goes with its business.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE payout_accounts (
      business_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      stripe_account_id text NOT NULL CONSTRAINT payout_accounts_stripe_account_id_key UNIQUE,
      charges_enabled boolean NOT NULL DEFAULT false,
      payouts_enabled boolean NOT NULL DEFAULT false,
      details_submitted boolean NOT NULL DEFAULT false,
      requirements_due text[] NOT NULL DEFAULT '{}',
      last_event_at timestamptz,
      last_event_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE payout_accounts;');
}
