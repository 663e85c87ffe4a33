import type { Knex } from 'knex';
import { ALERT_MOMENTS } from '@spur/contract';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

// Saved businesses (issue 31). A business is what a partner account sells under one name, the
// deals' business_name: one account may run several (the demo's adventures account runs seven),
// and a traveller saves the one a deal names, not the account. One row per owner and name, made
// when a deal first names it (@spur/domain's createDeal and editDeal, through `businessIdOf`);
// its id is the deal's public business_id (an account's own id is never shown). It goes with the
// account: the account's deals, then off sale, lose it, and so do the people who saved it.
//
// A new deal is a moment too ('new_deal', recorded like those of 022), which only the people who
// saved its business hear of. The inbox keeps the business's name as the alert told it.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (owner_id, name)
    );
    INSERT INTO businesses (owner_id, name, created_at)
      SELECT owner_id, business_name, min(created_at) FROM deals WHERE owner_id IS NOT NULL GROUP BY owner_id, business_name;

    -- Checked at commit: an account's deletion sets both owner_id and business_id of its deals to
    -- null, one cascade after the other, and the row between them names a business already gone.
    ALTER TABLE deals ADD COLUMN business_id uuid REFERENCES businesses (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;
    UPDATE deals d SET business_id = b.id FROM businesses b WHERE b.owner_id = d.owner_id AND b.name = d.business_name;
    -- The backfill's checks now: pending ones would refuse the index below.
    SET CONSTRAINTS deals_business_id_fkey IMMEDIATE;
    -- A saved business's live deals, newest first.
    CREATE INDEX deals_business_idx ON deals (business_id, created_at DESC) WHERE deleted_at IS NULL;

    CREATE TABLE saved_businesses (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, business_id)
    );
    CREATE INDEX saved_businesses_business_idx ON saved_businesses (business_id);

    ALTER TABLE inbox_alerts ADD COLUMN business_name text NOT NULL DEFAULT '';
    UPDATE inbox_alerts i SET business_name = d.business_name FROM deals d WHERE d.id = i.deal_id;
    ALTER TABLE inbox_alerts ALTER COLUMN business_name DROP DEFAULT;

    ALTER TABLE alert_moments DROP CONSTRAINT alert_moments_moment_check,
      ADD CONSTRAINT alert_moments_moment_check CHECK (moment IN (${list(ALERT_MOMENTS)}));
    ALTER TABLE inbox_alerts DROP CONSTRAINT inbox_alerts_moment_check,
      ADD CONSTRAINT inbox_alerts_moment_check CHECK (moment IN (${list(ALERT_MOMENTS)}));

    CREATE TRIGGER deals_new_deal_moment AFTER INSERT ON deals
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off'
        AND NEW.deleted_at IS NULL AND NEW.business_id IS NOT NULL)
      EXECUTE FUNCTION alert_moment_record('new_deal');
  `);
}

export async function down(db: Knex): Promise<void> {
  const before = ALERT_MOMENTS.filter((moment) => moment !== 'new_deal');
  await db.raw(`
    DROP TRIGGER deals_new_deal_moment ON deals;
    DELETE FROM alert_moments WHERE moment = 'new_deal';
    DELETE FROM inbox_alerts WHERE moment = 'new_deal';
    ALTER TABLE inbox_alerts DROP CONSTRAINT inbox_alerts_moment_check,
      ADD CONSTRAINT inbox_alerts_moment_check CHECK (moment IN (${list(before)}));
    ALTER TABLE alert_moments DROP CONSTRAINT alert_moments_moment_check,
      ADD CONSTRAINT alert_moments_moment_check CHECK (moment IN (${list(before)}));
    ALTER TABLE inbox_alerts DROP COLUMN business_name;
    DROP TABLE saved_businesses;
    ALTER TABLE deals DROP COLUMN business_id;
    DROP TABLE businesses;
  `);
}
