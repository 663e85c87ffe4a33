/**
 * Alerts on real Postgres: the moments migration 022's triggers record (and those they do not),
 * the GiST candidates of `alertsAround`, and the sweep's matching under concurrency, the daily
 * cap, quiet hours and the mail fallback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import { distanceMeters, type PgValues, type Store } from '@spur/domain';
import type { AlertMomentRow, DealRow, InboxAlertRow, MailOutboxRow, SessionRow, UserRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import { fakePayments } from '../../test/helpers/fakes';
import { createAlertsService } from './alerts';
import { ALERTS_AROUND_SQL } from './alertsStore';
import { createCatalogueService } from './catalogue';
import { createInventoryService } from './inventory';
import { createStore } from './store';
import { createTimedEventsService } from './timedEvents';

let database: TestDatabase;
// Noon in Laguna Beach: outside the default quiet hours (21:00–08:00 Pacific).
const NOON = new Date('2030-01-08T20:00:00Z');
const clock = manualClock(NOON);
const LAGUNA = { latitude: 33.5427, longitude: -117.7854 };
let store: Store<PgValues>;
const alerts = () => createAlertsService({ db: database.db, clock, store, catalogue: createCatalogueService({ db: database.db, clock }) });

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 20 });
  store = createStore({ db: database.db, inventory: createInventoryService({ db: database.db, clock }), payments: fakePayments() });
});
afterAll(() => database.drop());
beforeEach(async () => {
  clock.set(NOON);
  await database.db('alert_moments').delete();
});

let people = 0;
async function person(overrides: Partial<UserRow> = {}): Promise<UserRow> {
  people += 1;
  const [user] = await database.db<UserRow>('users').insert({ cognito_sub: `sub-${people}`, email: `person${people}@example.com`, ...overrides }).returning('*');
  return user!;
}

const owner = () => person({ user_type: 'business' });

async function datedDeal(overrides: Partial<DealRow> = {}) {
  return insertDeal(database.db, (await owner()).id, { has_sessions: true, available_slots: 0, ...LAGUNA, ...overrides });
}

async function insertSession(dealId: string, overrides: Partial<SessionRow> = {}): Promise<SessionRow> {
  const [session] = await database.db<SessionRow>('sessions')
    .insert({ deal_id: dealId, starts_at: new Date(clock.now().getTime() + 3600_000), duration_minutes: 60, capacity: 4, slots_left: 4, cutoff_minutes: 15, ...overrides })
    .returning('*');
  return session!;
}

const moments = () => database.db<AlertMomentRow>('alert_moments').orderBy('created_at').orderBy('id').select('moment', 'deal_id', 'session_id', 'previous_price');

describe('moments recorded by the triggers of migration 022', () => {
  it('a new scheduled session, a sold-out session freed, an open-dated deal restocked and cheaper', async () => {
    const dated = await datedDeal();
    const session = await insertSession(dated.id, { slots_left: 0 });
    await database.db('sessions').where({ id: session.id }).increment('slots_left', 1);
    const open = await insertDeal(database.db, (await owner()).id, { available_slots: 0, price: '40.00' });
    await database.db('deals').where({ id: open.id }).update({ available_slots: 2 });
    await database.db('deals').where({ id: open.id }).update({ price: '30.00' });
    expect(await moments()).toEqual([
      { moment: 'new_session', deal_id: dated.id, session_id: session.id, previous_price: null },
      { moment: 'spot_freed', deal_id: dated.id, session_id: session.id, previous_price: null },
      { moment: 'spot_freed', deal_id: open.id, session_id: null, previous_price: null },
      { moment: 'price_drop', deal_id: open.id, session_id: null, previous_price: '40.00' },
    ]);
  });

  it('none for a resize that frees no sold-out session, a session moved, a price raised, a dated deal repriced, a cancelled session, or a bulk load', async () => {
    const dated = await datedDeal({ price: '50.00' });
    const open = await insertSession(dated.id, { slots_left: 2 });
    const cancelled = await insertSession(dated.id, { status: 'cancelled', slots_left: 0 });
    await database.db('alert_moments').delete();
    await database.db('sessions').where({ id: open.id }).update({ capacity: 6, slots_left: 4 });
    await database.db('sessions').where({ id: open.id }).update({ starts_at: new Date(NOON.getTime() + 7200_000) });
    await database.db('sessions').where({ id: cancelled.id }).update({ slots_left: 3 });
    await database.db('deals').where({ id: dated.id }).update({ price: '20.00' });
    const stocked = await insertDeal(database.db, (await owner()).id, { available_slots: 3, price: '40.00' });
    await database.db('deals').where({ id: stocked.id }).update({ available_slots: 5, price: '45.00' });
    await database.db.transaction(async (trx) => {
      await trx.raw(`SELECT set_config('spur.live_events', 'off', true)`);
      const [soldOut] = await trx<SessionRow>('sessions')
        .insert({ deal_id: dated.id, starts_at: NOON, duration_minutes: 60, capacity: 4, slots_left: 0, cutoff_minutes: 15 })
        .returning('*');
      await trx('sessions').where({ id: soldOut!.id }).update({ slots_left: 1 });
    });
    expect(await moments()).toEqual([]);
  });

  it('a running price step of a dated deal is recorded by the sweep with the step before', async () => {
    const deal = await datedDeal({ price: '100.00', price_drop_floor: '50.00', price_drop_window_minutes: 120 });
    const session = await insertSession(deal.id, { starts_at: new Date(NOON.getTime() + 60 * 60_000) });
    await database.db('alert_moments').delete();
    const timed = createTimedEventsService({ db: database.db, clock });
    await timed.publish();
    clock.advance(30 * 60_000);
    await timed.publish();
    const [step] = await moments();
    expect(step).toMatchObject({ moment: 'price_drop', deal_id: deal.id, session_id: session.id });
    expect(Number(step!.previous_price)).toBeGreaterThan(50);
    expect(Number(step!.previous_price)).toBeLessThan(100);
  });
});

describe('alertsAround', () => {
  it('reads the GiST index at 10,000 alerts and answers exactly the alerts whose circle holds the point', async () => {
    const user = await person();
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      user_id: user.id,
      place_name: 'Around Laguna',
      // A spiral out to ~1.5° (≈ 160 km) with radii from 0.5 to 20 km.
      latitude: LAGUNA.latitude + Math.cos(index) * (index / 10_000) * 1.5,
      longitude: LAGUNA.longitude + Math.sin(index) * (index / 10_000) * 1.5,
      radius_km: 0.5 + (index % 40) / 2,
      window: 'today',
    }));
    for (let start = 0; start < rows.length; start += 1_000) await database.db('alerts').insert(rows.slice(start, start + 1_000));
    await database.db.raw('ANALYZE alerts');
    const point = { latitude: LAGUNA.latitude + 0.01, longitude: LAGUNA.longitude - 0.01 };
    const bindings = [point.latitude, point.longitude, point.latitude, point.longitude];
    const plan = (await database.db.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(`EXPLAIN ${ALERTS_AROUND_SQL}`, bindings)).rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('alerts_circle_idx');
    const found = await store.transaction((tx) => tx.alertsAround(point));
    const expected = rows.filter((row) => distanceMeters(row, point) <= row.radius_km * 1000).length;
    expect(found.length).toBe(expected);
    expect(found.length).toBeGreaterThan(0);
    for (const alert of found) expect(distanceMeters(alert, point)).toBeLessThanOrEqual(alert.radius_km * 1000 + 1);
    await database.db('alerts').where({ user_id: user.id }).delete();
  });
});

describe('the sweep (deliverAlertMoments)', () => {
  async function alertFor(user: UserRow, overrides: Record<string, unknown> = {}) {
    await database.db('alerts').insert({ user_id: user.id, place_name: 'Laguna', ...LAGUNA, radius_km: 5, window: 'within_3h', ...overrides });
  }
  const inboxOf = (user: UserRow) => database.db<InboxAlertRow>('inbox_alerts').where({ user_id: user.id });
  const alertMails = (user: UserRow) => database.db<MailOutboxRow>('mail_outbox').where({ recipient: user.email, kind: 'alert' });

  it('two sweeps at once alert each person once per moment; a second moment of the deal the same day is kept to once', async () => {
    const watchers = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const watcher of watchers) await alertFor(watcher);
    const deal = await datedDeal();
    for (let index = 0; index < 6; index += 1) await insertSession(deal.id, { starts_at: new Date(NOON.getTime() + (index + 1) * 20 * 60_000) });
    const results = await Promise.all([alerts().deliverMoments(), alerts().deliverMoments()]);
    expect(results[0]!.moments + results[1]!.moments).toBe(6);
    expect(results[0]!.alerts + results[1]!.alerts).toBe(8);
    for (const watcher of watchers) {
      expect(await inboxOf(watcher)).toHaveLength(1);
      expect(await alertMails(watcher)).toHaveLength(1);
    }
    expect(await database.db('alert_moments').whereNull('processed_at')).toEqual([]);
  });

  it('keeps to the daily cap, and in quiet hours fills the inbox without push or mail', async () => {
    const capped = await person();
    await alertFor(capped);
    await database.db('alert_settings').insert({ user_id: capped.id, daily_cap: 2 });
    for (let index = 0; index < 3; index += 1) await insertSession((await datedDeal()).id);
    await alerts().deliverMoments();
    expect(await inboxOf(capped)).toHaveLength(2);
    expect(await alertMails(capped)).toHaveLength(2);

    const sleeper = await person();
    await alertFor(sleeper);
    // 22:30 in Laguna Beach.
    clock.set(new Date('2030-01-09T06:30:00Z'));
    await insertSession((await datedDeal()).id);
    await alerts().deliverMoments();
    expect(await inboxOf(sleeper)).toHaveLength(1);
    expect(await alertMails(sleeper)).toEqual([]);
  });

  it('mails a person with no push subscription who wants alert mail, and nobody who turned it off', async () => {
    const wants = await person();
    const declines = await person({ alert_emails: false });
    await alertFor(wants, { radius_km: 0.5 });
    await alertFor(declines, { radius_km: 0.5 });
    const deal = await datedDeal({ title: 'Sunset Kayak Tour', price: '45.00' });
    await insertSession(deal.id);
    await alerts().deliverMoments();
    const [mail] = await alertMails(wants);
    expect(mail).toMatchObject({ kind: 'alert', recipient: wants.email });
    expect(mail!.data).toMatchObject({ title: 'New time: Sunset Kayak Tour', url: `/deals/${deal.id}` });
    expect(await inboxOf(declines)).toHaveLength(1);
    expect(await database.db('mail_outbox').where({ recipient: declines.email })).toEqual([]);
  });
});
