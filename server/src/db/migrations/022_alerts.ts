import type { Knex } from 'knex';
import { ALERT_LIMITS, ALERT_MOMENTS, ALERT_WINDOWS, CATEGORIES, DEFAULT_QUIET_HOURS, DEFAULT_TIME_ZONE } from '@spur/contract';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const CLOCK = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

// Saved deals and alerts (issue 31). An alert is a circle (centre, radius). Its GiST index is over
// the circle's own bounding cube, earth_box(ll_to_earth(latitude, longitude), radius in metres)
// (earthdistance over cube, as deals_venue_idx of 009): `that box @> ll_to_earth(point)` reads
// only the alerts whose box holds a deal's venue, each then checked against its radius. (An index
// over the centre alone would have to search a box of the largest radius, 100 km, around the
// venue: most alerts of a region, for the few whose circle reaches it.)
//
// Moments (what alerts are about) are recorded by triggers in the transaction of the change, so
// one exists exactly when its change committed; the sweep matches each once (alert_moments
// unprocessed, claimed with SKIP LOCKED). Like the live events of 010 they honour
// `spur.live_events = 'off'` (bulk loads). The running price steps of dated deals come from the
// clock, not a write: the sweep records those (services/timedEvents.ts).
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE users ADD COLUMN alert_emails boolean NOT NULL DEFAULT true;

    CREATE TABLE saved_deals (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, deal_id)
    );
    CREATE INDEX saved_deals_deal_idx ON saved_deals (deal_id);

    CREATE TABLE alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      place_name text NOT NULL CHECK (char_length(place_name) BETWEEN 1 AND ${ALERT_LIMITS.placeName}),
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      radius_km double precision NOT NULL CHECK (radius_km BETWEEN ${ALERT_LIMITS.minRadiusKm} AND ${ALERT_LIMITS.maxRadiusKm}),
      "window" text NOT NULL CHECK ("window" IN (${list(ALERT_WINDOWS)})),
      categories text[] NOT NULL DEFAULT '{}' CHECK (categories <@ ARRAY[${list(CATEGORIES)}]::text[]),
      max_price numeric(10, 2) CHECK (max_price > 0 AND max_price <= ${ALERT_LIMITS.maxPrice}),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alerts_user_idx ON alerts (user_id, created_at DESC);
    CREATE INDEX alerts_circle_idx ON alerts USING gist (earth_box(ll_to_earth(latitude, longitude), radius_km * 1000));

    CREATE TABLE alert_settings (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      quiet_start text NOT NULL DEFAULT '${DEFAULT_QUIET_HOURS.start}' CHECK (quiet_start ~ ${CLOCK}),
      quiet_end text NOT NULL DEFAULT '${DEFAULT_QUIET_HOURS.end}' CHECK (quiet_end ~ ${CLOCK}),
      time_zone text NOT NULL DEFAULT '${DEFAULT_TIME_ZONE}',
      daily_cap integer NOT NULL DEFAULT ${ALERT_LIMITS.defaultDailyCap} CHECK (daily_cap BETWEEN ${ALERT_LIMITS.minDailyCap} AND ${ALERT_LIMITS.maxDailyCap})
    );

    CREATE TABLE alert_moments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      moment text NOT NULL CHECK (moment IN (${list(ALERT_MOMENTS)})),
      deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
      session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
      previous_price numeric(10, 2),
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      CHECK ((moment = 'price_drop') = (previous_price IS NOT NULL))
    );
    -- The sweep's queue: the unprocessed ones, oldest first.
    CREATE INDEX alert_moments_queue_idx ON alert_moments (created_at, id) WHERE processed_at IS NULL;

    -- What the inbox showed stays as it was told: no key to the alert, the session or the deal.
    CREATE TABLE inbox_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      alert_id uuid,
      once_key text NOT NULL UNIQUE,
      moment text NOT NULL CHECK (moment IN (${list(ALERT_MOMENTS)})),
      deal_id uuid NOT NULL,
      deal_title text NOT NULL,
      session_id uuid,
      starts_at timestamptz,
      time_zone text NOT NULL,
      price numeric(10, 2) NOT NULL,
      previous_price numeric(10, 2),
      distance_m integer,
      created_at timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX inbox_alerts_user_idx ON inbox_alerts (user_id, created_at DESC);

    CREATE FUNCTION alert_moment_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'sessions' THEN
        INSERT INTO alert_moments (moment, deal_id, session_id) VALUES (TG_ARGV[0], NEW.deal_id, NEW.id);
      ELSIF TG_ARGV[0] = 'price_drop' THEN
        INSERT INTO alert_moments (moment, deal_id, previous_price) VALUES ('price_drop', NEW.id, OLD.price);
      ELSE
        INSERT INTO alert_moments (moment, deal_id) VALUES (TG_ARGV[0], NEW.id);
      END IF;
      RETURN NULL;
    END $$;

    -- The conditions sit in WHEN: a change that is no moment costs no PL/pgSQL call.
    CREATE TRIGGER sessions_new_session_moment AFTER INSERT ON sessions
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off' AND NEW.status = 'scheduled')
      EXECUTE FUNCTION alert_moment_record('new_session');
    -- A sold-out session with spots again: a cancellation, an expired hold, a capacity raise.
    CREATE TRIGGER sessions_spot_freed_moment AFTER UPDATE OF slots_left ON sessions
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off'
        AND OLD.slots_left = 0 AND NEW.slots_left > 0 AND NEW.status = 'scheduled')
      EXECUTE FUNCTION alert_moment_record('spot_freed');
    -- An open-dated deal's stock (a dated deal sells its sessions' spots).
    CREATE TRIGGER deals_spot_freed_moment AFTER UPDATE OF available_slots ON deals
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off'
        AND NOT NEW.has_sessions AND NEW.deleted_at IS NULL AND OLD.available_slots = 0 AND NEW.available_slots > 0)
      EXECUTE FUNCTION alert_moment_record('spot_freed');
    -- An open-dated deal's price lowered by its business (a dated deal's price moves by its steps).
    CREATE TRIGGER deals_price_drop_moment AFTER UPDATE OF price ON deals
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off'
        AND NOT NEW.has_sessions AND NEW.deleted_at IS NULL AND NEW.price < OLD.price)
      EXECUTE FUNCTION alert_moment_record('price_drop');
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP TRIGGER deals_price_drop_moment ON deals;
    DROP TRIGGER deals_spot_freed_moment ON deals;
    DROP TRIGGER sessions_spot_freed_moment ON sessions;
    DROP TRIGGER sessions_new_session_moment ON sessions;
    DROP FUNCTION alert_moment_record();
    DROP TABLE inbox_alerts, alert_moments, alert_settings, alerts, saved_deals;
    ALTER TABLE users DROP COLUMN alert_emails;
  `);
}
