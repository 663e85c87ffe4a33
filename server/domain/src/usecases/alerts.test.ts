import { describe, expect, it } from 'vitest';
import { ALERT_LIMITS, MESSAGES, type AlertCreate } from '@spur/contract';
import { loadCatalog } from '@spur/i18n';
import es from '../locales/es.json';
import type { AlertMomentRow, AlertSettingsRow, JsonValues, UserRow } from '../rows';
import { alertSettingsOf, createAlert, deleteAlert, deliverAlertMoments, inboxOf, readInbox, saveBusiness, saveDeal, unsaveBusiness, unsaveDeal, updateAlertSettings } from './alerts';
import { NOW, deal, memoryStore, session, type Tables } from './memoryStore.waitlist.testing';

const CENTRE = { latitude: 33.5427, longitude: -117.7854 };
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const venue = (row: Parameters<typeof deal>[0] = {}) => deal({ ...CENTRE, latitude: 33.5452, category: 'tour', available_slots: 3, ...row });
const soon = (row: Parameters<typeof session>[0] = {}) => session({ starts_at: minutesFromNow(60), slots_left: 2, ...row });
const person = (id: string, row: Partial<UserRow<JsonValues>> = {}) => ({ id, email: `${id}@example.com`, alert_emails: true, ...row }) as UserRow<JsonValues>;
const lagunaAlert: AlertCreate = { place_name: 'Laguna Beach', ...CENTRE, radius_km: 2, window: 'within_3h' };
/** No quiet hours, in UTC. */
const awake = (userId: string, row: Partial<AlertSettingsRow> = {}): AlertSettingsRow => ({ user_id: userId, quiet_start: '00:00', quiet_end: '00:00', time_zone: 'UTC', daily_cap: 10, ...row });

let moments = 0;
const moment = (row: Partial<AlertMomentRow<JsonValues>> = {}): AlertMomentRow<JsonValues> => {
  moments += 1;
  return { id: `m${moments}`, moment: 'new_session', deal_id: 'd1', session_id: soon().id, previous_price: null, created_at: NOW.toISOString(), processed_at: null, ...row };
};

/** The traveler ("u1") with a Laguna alert, and a session starting in an hour nearby. */
async function withAlert(tables: Partial<Tables> = {}) {
  const store = memoryStore({ deals: [venue()], sessions: [soon()], users: [person('u1')], settings: [awake('u1')], ...tables });
  const alert = await createAlert(store.store, { userId: 'u1', body: lagunaAlert });
  return { ...store, alert };
}

describe('saved deals', () => {
  it('saves a deal once, and unsaves it; an unknown or removed deal is not found', async () => {
    const { store, db } = memoryStore({ deals: [venue(), venue({ id: 'gone', deleted_at: NOW.toISOString() })] });
    expect(await saveDeal(store, { userId: 'u1', dealId: 'd1' })).toEqual({ saved: true });
    await saveDeal(store, { userId: 'u1', dealId: 'd1' });
    expect(db.saved.map((row) => row.deal_id)).toEqual(['d1']);
    await expect(saveDeal(store, { userId: 'u1', dealId: 'nope' })).rejects.toMatchObject({ status: 404, message: MESSAGES.dealNotFound });
    await expect(saveDeal(store, { userId: 'u1', dealId: 'gone' })).rejects.toMatchObject({ status: 404, message: MESSAGES.dealNotFound });
    expect(await unsaveDeal(store, { userId: 'u1', dealId: 'd1' })).toEqual({ saved: false });
    expect(db.saved).toEqual([]);
  });
});

const paddleCo = { id: 'b1', owner_id: 'biz', name: 'Paddle Co', created_at: NOW.toISOString() };

describe('saved businesses', () => {
  it('saves a business once, and unsaves it; an unknown business is not found', async () => {
    const { store, db } = memoryStore({ businesses: [paddleCo] });
    expect(await saveBusiness(store, { userId: 'u1', businessId: 'b1' })).toEqual({ saved: true });
    await saveBusiness(store, { userId: 'u1', businessId: 'b1' });
    expect(db.savedBusinesses.map((row) => row.business_id)).toEqual(['b1']);
    await expect(saveBusiness(store, { userId: 'u1', businessId: 'nope' })).rejects.toMatchObject({ status: 404, message: MESSAGES.businessNotFound });
    expect(await unsaveBusiness(store, { userId: 'u1', businessId: 'b1' })).toEqual({ saved: false });
    expect(await unsaveBusiness(store, { userId: 'u1', businessId: 'b1' })).toEqual({ saved: false });
    expect(db.savedBusinesses).toEqual([]);
  });
});

describe('alerts and settings', () => {
  it('creates an alert with its defaults; a bad field is a 400 that saves nothing', async () => {
    const { store, db } = memoryStore();
    expect(await createAlert(store, { userId: 'u1', body: { ...lagunaAlert, place_name: '  Laguna Beach  ' } })).toMatchObject({ place_name: 'Laguna Beach', categories: [], max_price: null, radius_km: 2 });
    await expect(createAlert(store, { userId: 'u1', body: { ...lagunaAlert, radius_km: 0.1 } })).rejects.toMatchObject({ issues: [expect.objectContaining({ message: MESSAGES.alertRadius })] });
    expect(db.alerts).toHaveLength(1);
  });

  it(`refuses a person's alert past ${ALERT_LIMITS.maxAlertsPerUser}`, async () => {
    const { store, db } = memoryStore();
    for (let made = 0; made < ALERT_LIMITS.maxAlertsPerUser; made += 1) await createAlert(store, { userId: 'u1', body: lagunaAlert });
    await expect(createAlert(store, { userId: 'u1', body: lagunaAlert })).rejects.toMatchObject({ status: 400, message: MESSAGES.alertLimit });
    await createAlert(store, { userId: 'u2', body: lagunaAlert });
    expect(db.alerts).toHaveLength(ALERT_LIMITS.maxAlertsPerUser + 1);
  });

  it("deletes one's own alert; another person's is not found", async () => {
    const { store, db, alert } = await withAlert();
    await expect(deleteAlert(store, { userId: 'u2', alertId: alert.id })).rejects.toMatchObject({ status: 404, message: MESSAGES.alertNotFound });
    expect(await deleteAlert(store, { userId: 'u1', alertId: alert.id })).toEqual(alert);
    expect(db.alerts).toEqual([]);
  });

  it('answers the defaults until set, then keeps what was not sent', async () => {
    const { store } = memoryStore();
    expect(await alertSettingsOf(store, 'u1')).toEqual({ quiet_start: '21:00', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: 10 });
    expect(await updateAlertSettings(store, { userId: 'u1', body: { daily_cap: 2 } })).toEqual({ quiet_start: '21:00', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: 2 });
    expect(await updateAlertSettings(store, { userId: 'u1', body: { quiet_end: '07:30' } })).toMatchObject({ quiet_end: '07:30', daily_cap: 2 });
    await expect(updateAlertSettings(store, { userId: 'u1', body: {} })).rejects.toMatchObject({ issues: [expect.objectContaining({ message: MESSAGES.nothingToUpdate })] });
  });
});

describe('deliverAlertMoments', () => {
  it('a new session matching an alert: in the inbox, then by mail without a push subscription; each moment once', async () => {
    const { store, db, mails, alert } = await withAlert({ moments: [moment()] });
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 1, alerts: 1 });
    expect(db.inbox).toEqual([
      expect.objectContaining({ user_id: 'u1', alert_id: alert.id, moment: 'new_session', deal_id: 'd1', session_id: soon().id, price: 20, previous_price: null, distance_m: 278 }),
    ]);
    expect(mails).toEqual([{ kind: 'alert', to: 'u1@example.com', key: `alert:${db.inbox[0]!.id}`, locale: 'en', data: expect.objectContaining({ title: 'New time: Kayak', url: '/deals/d1' }) }]);
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 0, alerts: 0 });
  });

  it("writes the alert in the person's language", async () => {
    loadCatalog('es', es);
    const { store, mails } = await withAlert({ moments: [moment()], users: [person('u1', { locale: 'es' })] });
    await deliverAlertMoments(store, NOW);
    expect(mails).toEqual([expect.objectContaining({ locale: 'es', data: expect.objectContaining({ title: 'Nuevo horario: Kayak' }) })]);
  });

  it('pushes instead of mailing when the person has a subscription', async () => {
    const { store, mails, pushes } = await withAlert({ moments: [moment()], pushSubscribers: ['u1'] });
    await deliverAlertMoments(store, NOW);
    expect(pushes).toEqual([expect.objectContaining({ userId: 'u1', notice: expect.objectContaining({ title: 'New time: Kayak', tag: 'deal-d1' }) })]);
    expect(mails).toEqual([]);
  });

  it('in quiet hours (the defaults: 04:00 in Los Angeles), or with alert mail off: the inbox only', async () => {
    const quiet = await withAlert({ moments: [moment()], settings: [], pushSubscribers: ['u1'] });
    await deliverAlertMoments(quiet.store, NOW);
    expect(quiet.db.inbox).toHaveLength(1);
    expect([quiet.mails, quiet.pushes]).toEqual([[], []]);
    const noMail = await withAlert({ moments: [moment()], users: [person('u1', { alert_emails: false })] });
    await deliverAlertMoments(noMail.store, NOW);
    expect(noMail.db.inbox).toHaveLength(1);
    expect(noMail.mails).toEqual([]);
  });

  it("once per alert and deal a day, and no more than the day's cap", async () => {
    const second = soon({ id: '44444444-4444-4444-8444-444444444444', starts_at: minutesFromNow(90) });
    const again = await withAlert({ sessions: [soon(), second], moments: [moment(), moment({ session_id: second.id })] });
    expect(await deliverAlertMoments(again.store, NOW)).toEqual({ moments: 2, alerts: 1 });
    const capped = await withAlert({ deals: [venue(), venue({ id: 'd2' })], sessions: [soon(), soon({ id: '55555555-5555-4555-8555-555555555555', deal_id: 'd2' })], settings: [awake('u1', { daily_cap: 1 })] });
    capped.db.moments.push(moment(), moment({ deal_id: 'd2', session_id: '55555555-5555-4555-8555-555555555555' }));
    expect(await deliverAlertMoments(capped.store, NOW)).toEqual({ moments: 2, alerts: 1 });
    expect(capped.db.inbox.map((row) => row.deal_id)).toEqual(['d1']);
  });

  it('a moment about what can no longer be booked, or outside the alert, alerts no one but is done', async () => {
    const { store, db } = await withAlert({
      deals: [venue(), venue({ id: 'far', latitude: 34 }), venue({ id: 'removed', deleted_at: NOW.toISOString() })],
      sessions: [soon({ slots_left: 0 })],
      moments: [moment(), moment({ deal_id: 'far', session_id: null, moment: 'spot_freed' }), moment({ deal_id: 'removed', session_id: null, moment: 'spot_freed' })],
    });
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 3, alerts: 0 });
    expect(db.moments.every((row) => row.processed_at === NOW.toISOString())).toBe(true);
    expect(await deliverAlertMoments(store, NOW, 1)).toEqual({ moments: 0, alerts: 0 });
  });

  it("a saved deal's news: a drop below the price before, a freed spot; a price not lower is none", async () => {
    const { store, db } = memoryStore({
      deals: [venue()],
      users: [person('u1')],
      settings: [awake('u1')],
      saved: [{ user_id: 'u1', deal_id: 'd1', created_at: NOW.toISOString() }],
      moments: [moment({ moment: 'price_drop', session_id: null, previous_price: 15 }), moment({ moment: 'price_drop', session_id: null, previous_price: 25 })],
    });
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 2, alerts: 1 });
    expect(db.inbox).toEqual([expect.objectContaining({ alert_id: null, moment: 'price_drop', price: 20, previous_price: 25, distance_m: null, starts_at: null, once_key: 'saved:u1:d1:2026-11-01' })]);
  });

  it("a saved business's new deal names the business; alerts and other businesses' savers hear nothing of it", async () => {
    const { store, db, mails } = await withAlert({
      deals: [venue(), venue({ id: 'd2', business_id: 'b2', business_name: 'Harbor Cruises' })],
      users: [person('u1'), person('u2')],
      settings: [awake('u1'), awake('u2')],
      businesses: [paddleCo],
      savedBusinesses: [{ user_id: 'u2', business_id: 'b1', created_at: NOW.toISOString() }],
      moments: [moment({ moment: 'new_deal', session_id: null }), moment({ moment: 'new_deal', deal_id: 'd2', session_id: null })],
    });
    // u1's alert circles the deal but an alert is about times: only u2, who saved Paddle Co, hears of it.
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 2, alerts: 1 });
    expect(db.inbox).toEqual([
      expect.objectContaining({ user_id: 'u2', alert_id: null, moment: 'new_deal', deal_id: 'd1', business_name: 'Paddle Co', starts_at: null, distance_m: null, once_key: 'saved:u2:d1:2026-11-01' }),
    ]);
    expect(mails).toEqual([expect.objectContaining({ to: 'u2@example.com', data: expect.objectContaining({ title: 'New from Paddle Co: Kayak', body: 'Any day · $20' }) })]);
  });

  it("a new time of a saved business's deal, once for who saved the deal too; its price drop is the deal's savers' only", async () => {
    const { store, db } = memoryStore({
      deals: [venue()],
      sessions: [soon()],
      users: [person('u1'), person('u2')],
      settings: [awake('u1'), awake('u2')],
      businesses: [paddleCo],
      saved: [{ user_id: 'u1', deal_id: 'd1', created_at: NOW.toISOString() }],
      savedBusinesses: [
        { user_id: 'u1', business_id: 'b1', created_at: NOW.toISOString() },
        { user_id: 'u2', business_id: 'b1', created_at: NOW.toISOString() },
      ],
      moments: [moment()],
    });
    expect(await deliverAlertMoments(store, NOW)).toEqual({ moments: 1, alerts: 2 });
    expect(db.inbox.map((row) => [row.user_id, row.moment])).toEqual([
      ['u1', 'new_session'],
      ['u2', 'new_session'],
    ]);
    const nextDay = new Date(NOW.getTime() + 24 * 3_600_000);
    db.moments.push(moment({ moment: 'price_drop', session_id: null, previous_price: 25 }));
    db.deals[0]!.available_slots = 3;
    expect(await deliverAlertMoments(store, nextDay)).toEqual({ moments: 1, alerts: 1 });
    expect(db.inbox.at(-1)).toMatchObject({ user_id: 'u1', moment: 'price_drop' });
  });

  it('the inbox lists newest first with the unread count; reading it marks all read', async () => {
    const { store, alert } = await withAlert({ moments: [moment()] });
    await deliverAlertMoments(store, NOW);
    const inbox = await inboxOf(store, 'u1');
    expect(inbox).toMatchObject({ unread: 1, alerts: [{ alert_id: alert.id, read: false, starts_at: minutesFromNow(60) }] });
    expect(await readInbox(store, { userId: 'u1', now: NOW })).toMatchObject({ unread: 0, alerts: [{ read: true }] });
    expect(await inboxOf(store, 'u2')).toEqual({ alerts: [], unread: 0 });
  });
});
