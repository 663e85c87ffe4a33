/** Saved deals, alerts, their settings and the inbox through the API: the caller's own, bad input refused. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LIMITS, AlertSchema, AlertSettingsSchema, DealSchema, InboxSchema, MESSAGES, type AlertCreate } from '@spur/contract';
import type { DealRow } from '../db/rows';
import { insertDeal, signUp, signUpBusiness, type Account } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();
let owner: Account;

beforeAll(async () => {
  owner = await signUpBusiness(api());
});

const validAlert = (overrides: Partial<AlertCreate> = {}): AlertCreate => ({
  place_name: 'Laguna Beach',
  latitude: 33.5427,
  longitude: -117.7854,
  radius_km: 5,
  window: 'today',
  ...overrides,
});

describe('saved deals', () => {
  it('saves, lists most recently saved first as catalogue deals, drops removed ones, unsaves', async () => {
    const me = await signUp(api());
    const first = await insertDeal(api().db, owner.user.id);
    const second = await insertDeal(api().db, owner.user.id);
    for (const deal of [first, second]) {
      const saved = await api().request('PUT', `/api/saved/deals/${deal.id}`, { token: me.token });
      expect(saved).toMatchObject({ status: 200, body: { saved: true } });
    }
    // Saving again keeps it once.
    await api().request('PUT', `/api/saved/deals/${first.id}`, { token: me.token });
    await api().db('saved_deals').where({ deal_id: first.id }).update({ created_at: new Date(Date.now() - 60_000) });
    const listed = await api().request('GET', '/api/saved/deals', { token: me.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((deal: unknown) => DealSchema.parse(deal).id)).toEqual([second.id, first.id]);
    expect((await api().request('GET', '/api/saved/deal-ids', { token: me.token })).body).toEqual({ deal_ids: [second.id, first.id] });

    await api().db<DealRow>('deals').where({ id: second.id }).update({ deleted_at: new Date() });
    expect((await api().request('GET', '/api/saved/deal-ids', { token: me.token })).body).toEqual({ deal_ids: [first.id] });
    const unsaved = await api().request('DELETE', `/api/saved/deals/${first.id}`, { token: me.token });
    expect(unsaved).toMatchObject({ status: 200, body: { saved: false } });
    expect((await api().request('GET', '/api/saved/deals', { token: me.token })).body).toEqual([]);
    // Another person's saved deals are theirs alone.
    const other = await signUp(api());
    expect((await api().request('GET', '/api/saved/deal-ids', { token: other.token })).body).toEqual({ deal_ids: [] });
  });

  it('404 for a removed deal, an unknown one and a malformed id', async () => {
    const me = await signUp(api());
    const removed = await insertDeal(api().db, owner.user.id, { deleted_at: new Date() });
    for (const id of [removed.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await api().request('PUT', `/api/saved/deals/${id}`, { token: me.token });
      expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.dealNotFound } });
    }
    expect(await api().request('DELETE', '/api/saved/deals/not-a-uuid', { token: me.token })).toMatchObject({ status: 404, body: { message: MESSAGES.dealNotFound } });
    expect(await api().db('saved_deals').where({ user_id: me.user.id })).toEqual([]);
  });
});

describe('alerts', () => {
  it('creates, lists newest first and deletes the caller\'s alerts', async () => {
    const me = await signUp(api());
    const created = await api().request('POST', '/api/alerts', { token: me.token, body: validAlert({ categories: ['tour'], max_price: 60 }) });
    expect(created.status).toBe(201);
    expect(AlertSchema.parse(created.body)).toMatchObject({ place_name: 'Laguna Beach', radius_km: 5, window: 'today', categories: ['tour'], max_price: 60 });
    const listed = await api().request('GET', '/api/alerts', { token: me.token });
    expect(listed.body).toEqual([created.body]);
    const deleted = await api().request('DELETE', `/api/alerts/${created.body.id}`, { token: me.token });
    expect(deleted).toMatchObject({ status: 200, body: created.body });
    expect((await api().request('GET', '/api/alerts', { token: me.token })).body).toEqual([]);
  });

  it.each([
    [{ radius_km: 0.2 }, MESSAGES.alertRadius],
    [{ radius_km: ALERT_LIMITS.maxRadiusKm + 1 }, MESSAGES.alertRadius],
    [{ window: 'tomorrow' }, MESSAGES.alertWindow],
    [{ max_price: 0 }, MESSAGES.alertPrice],
    [{ max_price: ALERT_LIMITS.maxPrice + 1 }, MESSAGES.alertPrice],
    [{ place_name: '  ' }, MESSAGES.alertPlaceName],
  ])('400 for %j, and nothing saved', async (change, message) => {
    const me = await signUp(api());
    const response = await api().request('POST', '/api/alerts', { token: me.token, body: { ...validAlert(), ...change } });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await api().db('alerts').where({ user_id: me.user.id })).toEqual([]);
  });

  it(`400 for the alert past ${ALERT_LIMITS.maxAlertsPerUser}`, async () => {
    const me = await signUp(api());
    const created = await Promise.all(
      Array.from({ length: ALERT_LIMITS.maxAlertsPerUser + 2 }, () => api().request('POST', '/api/alerts', { token: me.token, body: validAlert() })),
    );
    expect(created.filter((response) => response.status === 201)).toHaveLength(ALERT_LIMITS.maxAlertsPerUser);
    for (const refused of created.filter((response) => response.status !== 201)) expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.alertLimit } });
    expect(await api().db('alerts').where({ user_id: me.user.id })).toHaveLength(ALERT_LIMITS.maxAlertsPerUser);
  });

  it("404 for another person's alert, an unknown one and a malformed id; theirs stays", async () => {
    const mine = await signUp(api());
    const theirs = await signUp(api());
    const alert = (await api().request('POST', '/api/alerts', { token: theirs.token, body: validAlert() })).body;
    for (const id of [alert.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await api().request('DELETE', `/api/alerts/${id}`, { token: mine.token });
      expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.alertNotFound } });
    }
    expect((await api().request('GET', '/api/alerts', { token: theirs.token })).body).toEqual([alert]);
  });
});

describe('alert settings', () => {
  it('answers the defaults, then keeps what is not sent as it was', async () => {
    const me = await signUp(api());
    const defaults = await api().request('GET', '/api/alert-settings', { token: me.token });
    expect(AlertSettingsSchema.parse(defaults.body)).toEqual({ quiet_start: '21:00', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: ALERT_LIMITS.defaultDailyCap });
    const updated = await api().request('PUT', '/api/alert-settings', { token: me.token, body: { quiet_start: '22:30', daily_cap: 3 } });
    expect(updated).toMatchObject({ status: 200, body: { quiet_start: '22:30', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: 3 } });
    expect((await api().request('GET', '/api/alert-settings', { token: me.token })).body).toEqual(updated.body);
  });

  it.each([
    [{ quiet_start: '25:00' }, MESSAGES.alertQuietHours],
    [{ quiet_end: '8am' }, MESSAGES.alertQuietHours],
    [{ daily_cap: 0 }, MESSAGES.alertDailyCap],
    [{ daily_cap: ALERT_LIMITS.maxDailyCap + 1 }, MESSAGES.alertDailyCap],
    [{ daily_cap: 2.5 }, MESSAGES.alertDailyCap],
    [{}, MESSAGES.nothingToUpdate],
  ])('400 for %j, and nothing changed', async (body, message) => {
    const me = await signUp(api());
    await api().request('PUT', '/api/alert-settings', { token: me.token, body: { daily_cap: 4 } });
    const response = await api().request('PUT', '/api/alert-settings', { token: me.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect((await api().request('GET', '/api/alert-settings', { token: me.token })).body).toMatchObject({ quiet_start: '21:00', quiet_end: '08:00', daily_cap: 4 });
  });
});

describe('the inbox', () => {
  it('lists the caller\'s alerts newest first with the unread count, and marks them read', async () => {
    const me = await signUp(api());
    const deal = await insertDeal(api().db, owner.user.id, { title: 'Sunset Kayak Tour' });
    const row = { user_id: me.user.id, moment: 'spot_freed', deal_id: deal.id, deal_title: deal.title, business_name: deal.business_name, time_zone: 'America/Los_Angeles', price: '25.00' };
    await api().db('inbox_alerts').insert([
      { ...row, once_key: `older:${me.user.id}`, created_at: new Date('2030-01-01T10:00:00Z') },
      { ...row, once_key: `newer:${me.user.id}`, created_at: new Date('2030-01-01T11:00:00Z'), moment: 'price_drop', previous_price: '30.00' },
    ]);
    const inbox = InboxSchema.parse((await api().request('GET', '/api/inbox', { token: me.token })).body);
    expect(inbox.unread).toBe(2);
    expect(inbox.alerts.map((alert) => [alert.moment, alert.price, alert.previous_price, alert.read])).toEqual([
      ['price_drop', 25, 30, false],
      ['spot_freed', 25, null, false],
    ]);
    const read = await api().request('POST', '/api/inbox/read', { token: me.token });
    expect(read.body).toMatchObject({ unread: 0, alerts: [{ read: true }, { read: true }] });
    const other = await signUp(api());
    expect((await api().request('GET', '/api/inbox', { token: other.token })).body).toEqual({ alerts: [], unread: 0 });
  });
});
