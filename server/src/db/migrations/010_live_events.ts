import type { Knex } from 'knex';

// Live availability: every visible change to a deal or a session is published on the
// `spur_catalogue` channel (NOTIFY) by the transaction that makes it, so it reaches every
// instance's listener only if it commits, and in commit order. The payload is the stream message,
// `{"id": <live_event_ids>, "event": <LiveEvent of @spur/contract>}` (a few hundred bytes, far
// under NOTIFY's 8,000). Ids come from a sequence: unique on every instance, but taken before
// the commit, so arrival order is the stream's order, not the ids' numeric order.
//
// What the clock changes (price steps, expiries) is published by the maintenance sweep
// (services/timedEvents.ts): live_time_sweep holds the instant the last sweep covered, one row,
// locked by the sweep that moves it on, so of several instances one announces each change.
//
// Bulk loads (the demo seed, the bench) turn this off for their transaction with
// `set_config('spur.live_events', 'off', true)` and publish one `reload` instead of thousands of
// events.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE SEQUENCE live_event_ids;
    CREATE TABLE live_time_sweep (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      swept_until timestamptz NOT NULL
    );
    -- Deals on sale that will expire, by expiry: the sweep's expiries.
    CREATE INDEX deals_expiry_idx ON deals (expires_at) WHERE deleted_at IS NULL AND expires_at IS NOT NULL;

    CREATE FUNCTION live_publish(event jsonb) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('spur.live_events', true) = 'off' THEN RETURN; END IF;
      PERFORM pg_notify('spur_catalogue', jsonb_build_object('id', nextval('live_event_ids'), 'event', event)::text);
    END $$;

    -- A session as the API answers it (SessionSchema), times as JavaScript's toISOString writes them.
    CREATE FUNCTION live_session_json(s sessions) RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT jsonb_build_object(
        'id', s.id, 'deal_id', s.deal_id,
        'starts_at', to_char(s.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'duration_minutes', s.duration_minutes, 'capacity', s.capacity, 'slots_left', s.slots_left,
        'cutoff_minutes', s.cutoff_minutes, 'status', s.status)
    $$;

    CREATE FUNCTION live_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      before jsonb;
      after jsonb;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM live_publish(jsonb_build_object('type', 'session_removed', 'deal_id', OLD.deal_id, 'session_id', OLD.id));
        RETURN NULL;
      END IF;
      after := live_session_json(NEW);
      IF TG_OP = 'INSERT' THEN
        PERFORM live_publish(jsonb_build_object('type', 'session', 'deal_id', NEW.deal_id, 'session', after));
        RETURN NULL;
      END IF;
      before := live_session_json(OLD);
      IF before = after THEN RETURN NULL; END IF;
      IF before - 'slots_left' = after - 'slots_left' THEN
        PERFORM live_publish(jsonb_build_object(
          'type', 'slots', 'deal_id', NEW.deal_id, 'session_id', NEW.id, 'slots_left', NEW.slots_left,
          'change', NEW.slots_left - OLD.slots_left, 'starts_at', after -> 'starts_at', 'cutoff_minutes', NEW.cutoff_minutes));
      ELSE
        PERFORM live_publish(jsonb_build_object('type', 'session', 'deal_id', NEW.deal_id, 'session', after));
      END IF;
      RETURN NULL;
    END $$;

    -- Columns no page shows: the bookkeeping time and the search document derived from the text.
    CREATE FUNCTION live_deal_json(d deals) RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT to_jsonb(d) - 'updated_at' - 'search_vector'
    $$;

    CREATE FUNCTION live_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      before jsonb;
      after jsonb;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.deleted_at IS NULL THEN
          PERFORM live_publish(jsonb_build_object('type', 'deal_removed', 'deal_id', OLD.id));
        END IF;
        RETURN NULL;
      END IF;
      IF NEW.deleted_at IS NOT NULL THEN
        IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL THEN
          PERFORM live_publish(jsonb_build_object('type', 'deal_removed', 'deal_id', NEW.id));
        END IF;
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' OR OLD.deleted_at IS NOT NULL THEN
        PERFORM live_publish(jsonb_build_object('type', 'deal', 'deal_id', NEW.id));
        RETURN NULL;
      END IF;
      before := live_deal_json(OLD);
      after := live_deal_json(NEW);
      IF before = after THEN RETURN NULL; END IF;
      IF before - 'available_slots' <> after - 'available_slots' THEN
        PERFORM live_publish(jsonb_build_object('type', 'deal', 'deal_id', NEW.id));
      -- A deal with sessions sells its sessions' spots: its own count is shown nowhere.
      ELSIF NOT NEW.has_sessions THEN
        PERFORM live_publish(jsonb_build_object(
          'type', 'slots', 'deal_id', NEW.id, 'session_id', NULL, 'slots_left', NEW.available_slots,
          'change', NEW.available_slots - OLD.available_slots, 'starts_at', NULL, 'cutoff_minutes', NULL));
      END IF;
      RETURN NULL;
    END $$;

    -- Silenced, a row costs the WHEN test alone (no PL/pgSQL call): bulk loads stay fast.
    CREATE TRIGGER sessions_live AFTER INSERT OR UPDATE OR DELETE ON sessions
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off')
      EXECUTE FUNCTION live_sessions_changed();
    CREATE TRIGGER deals_live AFTER INSERT OR UPDATE OR DELETE ON deals
      FOR EACH ROW WHEN (current_setting('spur.live_events', true) IS DISTINCT FROM 'off')
      EXECUTE FUNCTION live_deals_changed();
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP TRIGGER deals_live ON deals;
    DROP TRIGGER sessions_live ON sessions;
    DROP FUNCTION live_deals_changed(), live_deal_json(deals), live_sessions_changed(), live_session_json(sessions),
      live_publish(jsonb);
    DROP INDEX deals_expiry_idx;
    DROP TABLE live_time_sweep;
    DROP SEQUENCE live_event_ids;
  `);
}
