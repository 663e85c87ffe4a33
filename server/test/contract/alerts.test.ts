/**
 * Never miss it (issue 31): saved deals and businesses, alerts and their settings, the inbox, and
 * the sweep that turns a moment (a new session, a price drop, a freed spot, a saved business's new
 * deal) into an alert: in the inbox always,
 * by mail (neither backend pushes here) outside quiet hours and within the daily cap, once per
 * alert and deal a day. The traveler's alert circles Laguna Beach (DEFAULT_CENTRE); the deals
 * the cases create are a few hundred metres from it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_LIMITS,
  AlertListSchema,
  AlertSchema,
  AlertSettingsSchema,
  DEFAULT_CENTRE,
  DEFAULT_QUIET_HOURS,
  DEFAULT_TIME_ZONE,
  DealSchema,
  InboxSchema,
  MESSAGES,
  ManagedSessionListSchema,
  PushConfigSchema,
  SAVED_BUSINESS_DEALS_SHOWN,
  SavedBusinessIdsSchema,
  SavedBusinessListSchema,
  SavedDealIdsSchema,
  SavedDealListSchema,
  SavedStateSchema,
  type AlertCreate,
  type InboxAlert,
} from '@spur/contract';
import { distanceMeters } from '@spur/domain';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { BUSINESS_IDS, DEAL_IDS, DEMO_ACCOUNTS, HOUR, MINUTE, SEED, UNKNOWN_ID, newestFirst, validDeal } from './fixtures';

const TRAVELER = DEMO_ACCOUNTS.traveler.email;
/** About 300 m from DEFAULT_CENTRE. */
const NEARBY = { latitude: 33.5452, longitude: -117.7862 };
const NEARBY_M = Math.round(distanceMeters(DEFAULT_CENTRE, NEARBY));

const lagunaAlert = (overrides: Partial<AlertCreate> = {}): AlertCreate => ({
  place_name: 'Laguna Beach',
  ...DEFAULT_CENTRE,
  radius_km: 2,
  window: 'within_3h',
  ...overrides,
});

const inSeedTime = (ms: number) => new Date(SEED_NOW.getTime() + ms).toISOString();

async function traveler(c: Contract) {
  return c.token('traveler');
}

async function saveAlert(c: Contract, overrides: Partial<AlertCreate> = {}) {
  return expectOk(await c.call('POST', '/api/alerts', { token: await traveler(c), body: lagunaAlert(overrides) }), 201, AlertSchema);
}

async function settings(c: Contract, body: Record<string, unknown>) {
  return expectOk(await c.call('PUT', '/api/alert-settings', { token: await traveler(c), body }), 200, AlertSettingsSchema);
}

/** Quiet hours (UTC) covering the next two hours, or none. */
const quietNow = () => {
  const hour = SEED_NOW.getUTCHours();
  const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return { quiet_start: clock(hour), quiet_end: clock(hour + 2), time_zone: 'UTC' };
};
const NO_QUIET_HOURS = { quiet_start: '00:00', quiet_end: '00:00', time_zone: 'UTC' };

/** A new deal of the adventures business near the centre, open-dated unless sessions are added. */
async function nearbyDeal(c: Contract, overrides: Record<string, unknown> = {}) {
  return expectOk(
    await c.call('POST', '/api/deals', { token: await c.token('adventures'), body: validDeal({ ...NEARBY, category: 'tour', available_slots: 4, ...overrides }) }),
    201,
    DealSchema,
  );
}

async function addSession(c: Contract, dealId: string, startsInMs: number) {
  const [session] = expectOk(
    await c.call('POST', `/api/deals/business/${dealId}/sessions`, { token: await c.token('adventures'), body: { starts_at: inSeedTime(startsInMs), capacity: 4, cutoff_minutes: 0 } }),
    201,
    ManagedSessionListSchema,
  );
  return session!;
}

async function inbox(c: Contract) {
  return expectOk(await c.call('GET', '/api/inbox', { token: await traveler(c) }), 200, InboxSchema);
}

const alertMails = async (c: Contract) => (await c.driver.mails()).filter((mail) => mail.kind === 'alert');

contractSuite('alerts', (c) => {
  beforeEach(async () => {
    await c.reset();
    // Whatever the seed recorded is matched now, before any alert exists.
    await c.advanceClock(MINUTE);
  });

  describe('saved deals', () => {
    it('saves, lists (most recent first) and unsaves deals; saving twice keeps one', async () => {
      const token = await traveler(c);
      expect(expectOk(await c.call('GET', '/api/saved/deals', { token }), 200, SavedDealListSchema)).toEqual([]);
      expect(expectOk(await c.call('PUT', `/api/saved/deals/${DEAL_IDS.sunsetPaddle}`, { token }), 200, SavedStateSchema)).toEqual({ saved: true });
      await c.advanceClock(1000);
      expectOk(await c.call('PUT', `/api/saved/deals/${DEAL_IDS.artWalk}`, { token }), 200, SavedStateSchema);
      expectOk(await c.call('PUT', `/api/saved/deals/${DEAL_IDS.artWalk}`, { token }), 200, SavedStateSchema);
      const saved = expectOk(await c.call('GET', '/api/saved/deals', { token }), 200, SavedDealListSchema);
      expect(saved.map((deal) => deal.id)).toEqual([DEAL_IDS.artWalk, DEAL_IDS.sunsetPaddle]);
      expect(saved[1]).toEqual((await c.call('GET', `/api/deals/${DEAL_IDS.sunsetPaddle}`)).body);
      expect(expectOk(await c.call('GET', '/api/saved/deal-ids', { token }), 200, SavedDealIdsSchema)).toEqual({ deal_ids: [DEAL_IDS.artWalk, DEAL_IDS.sunsetPaddle] });
      expect(expectOk(await c.call('DELETE', `/api/saved/deals/${DEAL_IDS.artWalk}`, { token }), 200, SavedStateSchema)).toEqual({ saved: false });
      expect(expectOk(await c.call('DELETE', `/api/saved/deals/${DEAL_IDS.artWalk}`, { token }), 200, SavedStateSchema)).toEqual({ saved: false });
      expect(expectOk(await c.call('GET', '/api/saved/deal-ids', { token }), 200, SavedDealIdsSchema)).toEqual({ deal_ids: [DEAL_IDS.sunsetPaddle] });
      // Another person's list is their own.
      expect(expectOk(await c.call('GET', '/api/saved/deal-ids', { token: await c.token('wellness') }), 200, SavedDealIdsSchema)).toEqual({ deal_ids: [] });
    });

    it('refuses guests, an unknown deal and a removed one; a removed deal leaves the list', async () => {
      expectError(await c.call('PUT', `/api/saved/deals/${DEAL_IDS.sunsetPaddle}`), 401, MESSAGES.authRequired);
      expectError(await c.call('GET', '/api/saved/deals'), 401, MESSAGES.authRequired);
      const token = await traveler(c);
      expectError(await c.call('PUT', `/api/saved/deals/${UNKNOWN_ID}`, { token }), 404, MESSAGES.dealNotFound);
      const deal = await nearbyDeal(c);
      expectOk(await c.call('PUT', `/api/saved/deals/${deal.id}`, { token }), 200, SavedStateSchema);
      expect((await c.call('DELETE', `/api/deals/${deal.id}`, { token: await c.token('adventures') })).status).toBe(200);
      expectError(await c.call('PUT', `/api/saved/deals/${deal.id}`, { token }), 404, MESSAGES.dealNotFound);
      expect(expectOk(await c.call('GET', '/api/saved/deals', { token }), 200, SavedDealListSchema)).toEqual([]);
      expect(expectOk(await c.call('GET', '/api/saved/deal-ids', { token }), 200, SavedDealIdsSchema)).toEqual({ deal_ids: [] });
    });
  });

  describe('saved businesses', () => {
    /** A seed business as the list answers it: its deals (none expired or removed in the seed), newest first. */
    const seedBusiness = (name: keyof typeof BUSINESS_IDS) => {
      const deals = newestFirst(SEED.deals.filter((deal) => deal.business_id === BUSINESS_IDS[name]));
      return { id: BUSINESS_IDS[name], name, live_deals: deals.length, deals: deals.slice(0, SAVED_BUSINESS_DEALS_SHOWN).map(({ id, title }) => ({ id, title })) };
    };

    it("gives each deal its business, one of several an account may run", async () => {
      const deal = expectOk(await c.call('GET', `/api/deals/${DEAL_IDS.sunsetPaddle}`), 200, DealSchema);
      expect(deal).toMatchObject({ business_name: 'Crystal Cove Paddle Co.', business_id: BUSINESS_IDS['Crystal Cove Paddle Co.'] });
      expect(expectOk(await c.call('GET', `/api/deals/${DEAL_IDS.surfLesson}`), 200, DealSchema).business_id).toBe(BUSINESS_IDS['Laguna Coast Adventures']);
    });

    it('saves, lists (most recent first, with their live deals) and unsaves businesses; saving twice keeps one', async () => {
      const token = await traveler(c);
      expect(expectOk(await c.call('GET', '/api/saved/businesses', { token }), 200, SavedBusinessListSchema)).toEqual([]);
      expect(expectOk(await c.call('PUT', `/api/saved/businesses/${BUSINESS_IDS['Laguna Coast Adventures']}`, { token }), 200, SavedStateSchema)).toEqual({ saved: true });
      await c.advanceClock(1000);
      expectOk(await c.call('PUT', `/api/saved/businesses/${BUSINESS_IDS['Harborlight Spa']}`, { token }), 200, SavedStateSchema);
      expectOk(await c.call('PUT', `/api/saved/businesses/${BUSINESS_IDS['Harborlight Spa']}`, { token }), 200, SavedStateSchema);
      const saved = expectOk(await c.call('GET', '/api/saved/businesses', { token }), 200, SavedBusinessListSchema);
      expect(saved).toEqual([seedBusiness('Harborlight Spa'), seedBusiness('Laguna Coast Adventures')]);
      expect(saved[1]!.live_deals).toBeGreaterThan(SAVED_BUSINESS_DEALS_SHOWN);
      expect(expectOk(await c.call('GET', '/api/saved/business-ids', { token }), 200, SavedBusinessIdsSchema)).toEqual({
        business_ids: [BUSINESS_IDS['Harborlight Spa'], BUSINESS_IDS['Laguna Coast Adventures']],
      });
      expect(expectOk(await c.call('DELETE', `/api/saved/businesses/${BUSINESS_IDS['Harborlight Spa']}`, { token }), 200, SavedStateSchema)).toEqual({ saved: false });
      expect(expectOk(await c.call('DELETE', `/api/saved/businesses/${BUSINESS_IDS['Harborlight Spa']}`, { token }), 200, SavedStateSchema)).toEqual({ saved: false });
      expect(expectOk(await c.call('GET', '/api/saved/business-ids', { token }), 200, SavedBusinessIdsSchema)).toEqual({ business_ids: [BUSINESS_IDS['Laguna Coast Adventures']] });
      // Another person's list is their own.
      expect(expectOk(await c.call('GET', '/api/saved/business-ids', { token: await c.token('wellness') }), 200, SavedBusinessIdsSchema)).toEqual({ business_ids: [] });
    });

    it("refuses guests and an unknown business; a new name is a new business of the account; an erased account's businesses are gone", async () => {
      expectError(await c.call('PUT', `/api/saved/businesses/${BUSINESS_IDS['Harborlight Spa']}`), 401, MESSAGES.authRequired);
      expectError(await c.call('GET', '/api/saved/businesses'), 401, MESSAGES.authRequired);
      expectError(await c.call('GET', '/api/saved/business-ids'), 401, MESSAGES.authRequired);
      const token = await traveler(c);
      expectError(await c.call('PUT', `/api/saved/businesses/${UNKNOWN_ID}`, { token }), 404, MESSAGES.businessNotFound);
      expectError(await c.call('PUT', '/api/saved/businesses/not-an-id', { token }), 404, MESSAGES.businessNotFound);
      expectError(await c.call('DELETE', '/api/saved/businesses/not-an-id', { token }), 404, MESSAGES.businessNotFound);

      const owner = await c.token({ email: 'cove-kayaks@example.com', name: 'Cove Kayaks', business: 'attribute' });
      const create = async (body: Record<string, unknown>) =>
        expectOk(await c.call('POST', '/api/deals', { token: owner, body: validDeal(body) }), 201, DealSchema);
      const first = await create({ title: 'Dawn paddle', business_name: 'Cove Kayaks' });
      await c.advanceClock(1000);
      const second = await create({ title: 'Dusk paddle', business_name: 'Cove Kayaks' });
      const other = await create({ title: 'Harbor walk', business_name: 'Cove Walks' });
      expect(first.business_id).toEqual(expect.any(String));
      expect(second.business_id).toBe(first.business_id);
      expect(other.business_id).not.toBe(first.business_id);

      expectOk(await c.call('PUT', `/api/saved/businesses/${first.business_id}`, { token }), 200, SavedStateSchema);
      const cove = { id: first.business_id, name: 'Cove Kayaks' };
      expect(expectOk(await c.call('GET', '/api/saved/businesses', { token }), 200, SavedBusinessListSchema)).toEqual([
        { ...cove, live_deals: 2, deals: [{ id: second.id, title: 'Dusk paddle' }, { id: first.id, title: 'Dawn paddle' }] },
      ]);
      expect((await c.call('DELETE', `/api/deals/${second.id}`, { token: owner })).status).toBe(200);
      expect(expectOk(await c.call('GET', '/api/saved/businesses', { token }), 200, SavedBusinessListSchema)).toEqual([
        { ...cove, live_deals: 1, deals: [{ id: first.id, title: 'Dawn paddle' }] },
      ]);

      expect((await c.call('DELETE', '/api/users/account', { token: owner })).status).toBe(200);
      expect(expectOk(await c.call('GET', '/api/saved/businesses', { token }), 200, SavedBusinessListSchema)).toEqual([]);
      expectError(await c.call('PUT', `/api/saved/businesses/${first.business_id}`, { token }), 404, MESSAGES.businessNotFound);
    });
  });

  describe('alerts and their settings', () => {
    it('creates, lists and deletes alerts; another person sees none and cannot delete them', async () => {
      const token = await traveler(c);
      const first = await saveAlert(c, { categories: ['tour', 'beach'], max_price: 60 });
      expect(first).toMatchObject({ place_name: 'Laguna Beach', ...DEFAULT_CENTRE, radius_km: 2, window: 'within_3h', categories: ['tour', 'beach'], max_price: 60 });
      await c.advanceClock(1000);
      const second = await saveAlert(c, { place_name: '  Dana Point ', window: 'weekend' });
      expect(second).toMatchObject({ place_name: 'Dana Point', categories: [], max_price: null, window: 'weekend' });
      expect(expectOk(await c.call('GET', '/api/alerts', { token }), 200, AlertListSchema)).toEqual([second, first]);
      const wellness = await c.token('wellness');
      expect(expectOk(await c.call('GET', '/api/alerts', { token: wellness }), 200, AlertListSchema)).toEqual([]);
      expectError(await c.call('DELETE', `/api/alerts/${first.id}`, { token: wellness }), 404, MESSAGES.alertNotFound);
      expect(expectOk(await c.call('DELETE', `/api/alerts/${first.id}`, { token }), 200, AlertSchema)).toEqual(first);
      expectError(await c.call('DELETE', `/api/alerts/${first.id}`, { token }), 404, MESSAGES.alertNotFound);
      expect(expectOk(await c.call('GET', '/api/alerts', { token }), 200, AlertListSchema)).toEqual([second]);
      expectError(await c.call('GET', '/api/alerts'), 401, MESSAGES.authRequired);
    });

    it('refuses each bad field with its message, changing nothing', async () => {
      const token = await traveler(c);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ place_name: '   ' }, MESSAGES.alertPlaceName],
        [{ place_name: 'x'.repeat(ALERT_LIMITS.placeName + 1) }, MESSAGES.alertPlaceName],
        [{ place_name: undefined }, MESSAGES.alertPlaceName],
        [{ latitude: 91 }, MESSAGES.validCoordinates],
        [{ radius_km: 0.4 }, MESSAGES.alertRadius],
        [{ radius_km: 101 }, MESSAGES.alertRadius],
        [{ radius_km: '2' }, MESSAGES.alertRadius],
        [{ window: 'tomorrow' }, MESSAGES.alertWindow],
        [{ categories: ['nope'] }, MESSAGES.validCategory],
        [{ max_price: 0 }, MESSAGES.alertPrice],
        [{ max_price: ALERT_LIMITS.maxPrice + 1 }, MESSAGES.alertPrice],
      ];
      for (const [overrides, message] of cases) {
        expectError(await c.call('POST', '/api/alerts', { token, body: { ...lagunaAlert(), ...overrides } }), 400, message);
      }
      expect(expectOk(await c.call('GET', '/api/alerts', { token }), 200, AlertListSchema)).toEqual([]);
    });

    it(`keeps at most ${ALERT_LIMITS.maxAlertsPerUser} alerts a person`, async () => {
      for (let made = 0; made < ALERT_LIMITS.maxAlertsPerUser; made += 1) await saveAlert(c, { place_name: `Place ${made + 1}` });
      expectError(await c.call('POST', '/api/alerts', { token: await traveler(c), body: lagunaAlert() }), 400, MESSAGES.alertLimit);
      expect(expectOk(await c.call('GET', '/api/alerts', { token: await traveler(c) }), 200, AlertListSchema)).toHaveLength(ALERT_LIMITS.maxAlertsPerUser);
      // Another person has their own allowance.
      expect((await c.call('POST', '/api/alerts', { token: await c.token('wellness'), body: lagunaAlert() })).status).toBe(201);
    });

    it('answers the default settings, changes only what is sent, and refuses bad values', async () => {
      const token = await traveler(c);
      const defaults = { quiet_start: DEFAULT_QUIET_HOURS.start, quiet_end: DEFAULT_QUIET_HOURS.end, time_zone: DEFAULT_TIME_ZONE, daily_cap: ALERT_LIMITS.defaultDailyCap };
      expect(expectOk(await c.call('GET', '/api/alert-settings', { token }), 200, AlertSettingsSchema)).toEqual(defaults);
      expect(await settings(c, { daily_cap: 3 })).toEqual({ ...defaults, daily_cap: 3 });
      expect(await settings(c, { quiet_start: '22:30', time_zone: 'Europe/Paris' })).toEqual({ ...defaults, daily_cap: 3, quiet_start: '22:30', time_zone: 'Europe/Paris' });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, MESSAGES.nothingToUpdate],
        [{ quiet_start: '24:00' }, MESSAGES.alertQuietHours],
        [{ quiet_end: '7:00' }, MESSAGES.alertQuietHours],
        [{ quiet_end: 700 }, MESSAGES.alertQuietHours],
        [{ time_zone: 'Mars/Olympus' }, MESSAGES.validTimeZone],
        [{ daily_cap: 0 }, MESSAGES.alertDailyCap],
        [{ daily_cap: ALERT_LIMITS.maxDailyCap + 1 }, MESSAGES.alertDailyCap],
        [{ daily_cap: 2.5 }, MESSAGES.alertDailyCap],
      ];
      for (const [body, message] of cases) expectError(await c.call('PUT', '/api/alert-settings', { token, body }), 400, message);
      expect(expectOk(await c.call('GET', '/api/alert-settings', { token }), 200, AlertSettingsSchema)).toEqual({ ...defaults, daily_cap: 3, quiet_start: '22:30', time_zone: 'Europe/Paris' });
      expect(expectOk(await c.call('GET', '/api/alert-settings', { token: await c.token('wellness') }), 200, AlertSettingsSchema)).toEqual(defaults);
    });
  });

  describe('the sweep', () => {
    it('a new session nearby within 3 hours: one alert in the inbox with the deal, price and distance, and a mail; the same deal again that day: none', async () => {
      await settings(c, NO_QUIET_HOURS);
      const alert = await saveAlert(c);
      const deal = await nearbyDeal(c);
      const session = await addSession(c, deal.id, HOUR);
      await c.advanceClock(MINUTE);
      const { alerts, unread } = await inbox(c);
      expect(unread).toBe(1);
      expect(alerts).toEqual([
        {
          id: expect.any(String),
          alert_id: alert.id,
          moment: 'new_session',
          deal_id: deal.id,
          deal_title: deal.title,
          business_name: deal.business_name,
          session_id: session.id,
          starts_at: session.starts_at,
          time_zone: deal.time_zone,
          price: deal.price,
          previous_price: null,
          distance_m: NEARBY_M,
          created_at: expect.any(String),
          read: false,
        } satisfies InboxAlert,
      ]);
      const mails = await alertMails(c);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'alert', to: TRAVELER, data: { title: `New time: ${deal.title}`, url: `/deals/${deal.id}`, tag: `deal-${deal.id}` } });

      await addSession(c, deal.id, 2 * HOUR);
      await c.advanceClock(MINUTE);
      expect((await inbox(c)).alerts).toHaveLength(1);
      expect(await alertMails(c)).toHaveLength(1);
    });

    it('a session outside the circle, the window, the categories or the price: no alert', async () => {
      await settings(c, NO_QUIET_HOURS);
      await saveAlert(c, { categories: ['tour'], max_price: 50 });
      await addSession(c, (await nearbyDeal(c, { latitude: 33.6, longitude: -117.9 })).id, HOUR);
      await addSession(c, (await nearbyDeal(c)).id, 4 * HOUR);
      await addSession(c, (await nearbyDeal(c, { category: 'beach' })).id, HOUR);
      await addSession(c, (await nearbyDeal(c, { price: 50.01 })).id, HOUR);
      await c.advanceClock(MINUTE);
      expect(await inbox(c)).toEqual({ alerts: [], unread: 0 });
      expect(await alertMails(c)).toEqual([]);
    });

    it("a saved deal's price drop and freed spot: alerts without a saved alert", async () => {
      await settings(c, NO_QUIET_HOURS);
      const token = await traveler(c);
      const adventures = await c.token('adventures');
      const cheaper = await nearbyDeal(c, { price: 60 });
      const soldOut = await nearbyDeal(c, { available_slots: 0 });
      for (const deal of [cheaper, soldOut]) expectOk(await c.call('PUT', `/api/saved/deals/${deal.id}`, { token }), 200, SavedStateSchema);
      const edit = (deal: typeof cheaper, changes: Record<string, unknown>) =>
        c.call('PUT', `/api/deals/${deal.id}`, { token: adventures, body: { title: deal.title, description: deal.description, price: deal.price, ...changes } });
      expect((await edit(cheaper, { price: 45 })).status).toBe(200);
      // A sweep each: alerts of one sweep tie on their time, and the inbox's order must be the same on both backends.
      await c.advanceClock(MINUTE);
      expect((await edit(soldOut, { available_slots: 2 })).status).toBe(200);
      await c.advanceClock(MINUTE);
      const { alerts, unread } = await inbox(c);
      expect(unread).toBe(2);
      const byDeal = Object.fromEntries(alerts.map((alert) => [alert.deal_id, alert]));
      expect(byDeal[cheaper.id]).toMatchObject({ alert_id: null, moment: 'price_drop', price: 45, previous_price: 60, session_id: null, starts_at: null, distance_m: null });
      expect(byDeal[soldOut.id]).toMatchObject({ alert_id: null, moment: 'spot_freed', price: soldOut.price, previous_price: null, session_id: null, distance_m: null });
      const titles = (await alertMails(c)).map((mail) => (mail.data as { title: string }).title).sort();
      expect(titles).toEqual([`Price drop: ${cheaper.title}`, `Spot freed: ${soldOut.title}`].sort());
      // A raise is no news.
      expect((await edit(cheaper, { price: 70 })).status).toBe(200);
      await c.advanceClock(MINUTE);
      expect((await inbox(c)).alerts).toHaveLength(2);
    });

    it("a saved business's new deal: one alert naming the business, and a mail; its new times: once per deal a day, once for who saved the deal too", async () => {
      await settings(c, NO_QUIET_HOURS);
      const token = await traveler(c);
      const laguna = { business_name: 'Laguna Coast Adventures' };
      // A new deal under a seed business's name is that business's.
      const first = await nearbyDeal(c, laguna);
      expect(first.business_id).toBe(BUSINESS_IDS['Laguna Coast Adventures']);
      await c.advanceClock(MINUTE);
      expectOk(await c.call('PUT', `/api/saved/businesses/${first.business_id}`, { token }), 200, SavedStateSchema);
      expectOk(await c.call('PUT', `/api/saved/deals/${first.id}`, { token }), 200, SavedStateSchema);

      const second = await nearbyDeal(c, { ...laguna, title: 'Tide pool walk', price: 35 });
      await nearbyDeal(c, { business_name: 'Newport Harbor Cruises', title: 'Harbor cruise' });
      await c.advanceClock(MINUTE);
      const { alerts, unread } = await inbox(c);
      expect(unread).toBe(1);
      expect(alerts).toEqual([
        {
          id: expect.any(String),
          alert_id: null,
          moment: 'new_deal',
          deal_id: second.id,
          deal_title: 'Tide pool walk',
          business_name: 'Laguna Coast Adventures',
          session_id: null,
          starts_at: null,
          time_zone: second.time_zone,
          price: 35,
          previous_price: null,
          distance_m: null,
          created_at: expect.any(String),
          read: false,
        } satisfies InboxAlert,
      ]);
      expect(await alertMails(c)).toEqual([
        expect.objectContaining({ kind: 'alert', to: TRAVELER, data: expect.objectContaining({ title: 'New from Laguna Coast Adventures: Tide pool walk', body: 'Any day · $35', url: `/deals/${second.id}` }) }),
      ]);

      // A new time of the first deal (saved, and of the saved business): one alert; the second's, the day it was news: none.
      const session = await addSession(c, first.id, HOUR);
      await addSession(c, second.id, 2 * HOUR);
      await c.advanceClock(MINUTE);
      const after = (await inbox(c)).alerts;
      expect(after.map((alert) => [alert.moment, alert.deal_id, alert.session_id])).toEqual([
        ['new_session', first.id, session.id],
        ['new_deal', second.id, null],
      ]);
      expect(await alertMails(c)).toHaveLength(2);
    });

    it('in quiet hours: in the inbox, no mail', async () => {
      await settings(c, quietNow());
      await saveAlert(c);
      await addSession(c, (await nearbyDeal(c)).id, HOUR);
      await c.advanceClock(MINUTE);
      expect((await inbox(c)).unread).toBe(1);
      expect(await alertMails(c)).toEqual([]);
    });

    it('with alert e-mails turned off: in the inbox, no mail', async () => {
      await settings(c, NO_QUIET_HOURS);
      expect((await c.call('PUT', '/api/users/email-preferences', { token: await traveler(c), body: { alert_emails: false } })).status).toBe(200);
      await saveAlert(c);
      await addSession(c, (await nearbyDeal(c)).id, HOUR);
      await c.advanceClock(MINUTE);
      expect((await inbox(c)).unread).toBe(1);
      expect(await alertMails(c)).toEqual([]);
    });

    it('the daily cap: past it, no alert at all', async () => {
      await settings(c, { ...NO_QUIET_HOURS, daily_cap: 1 });
      await saveAlert(c);
      const first = await nearbyDeal(c);
      await addSession(c, first.id, HOUR);
      await c.advanceClock(MINUTE);
      await addSession(c, (await nearbyDeal(c)).id, HOUR);
      await c.advanceClock(MINUTE);
      const { alerts } = await inbox(c);
      expect(alerts.map((alert) => alert.deal_id)).toEqual([first.id]);
      expect(await alertMails(c)).toHaveLength(1);
    });

    it('reading the inbox marks every alert read', async () => {
      await settings(c, NO_QUIET_HOURS);
      await saveAlert(c);
      await addSession(c, (await nearbyDeal(c)).id, HOUR);
      await c.advanceClock(MINUTE);
      const read = expectOk(await c.call('POST', '/api/inbox/read', { token: await traveler(c) }), 200, InboxSchema);
      expect(read.unread).toBe(0);
      expect(read.alerts.map((alert) => alert.read)).toEqual([true]);
      expect((await inbox(c)).unread).toBe(0);
      expect(expectOk(await c.call('GET', '/api/inbox', { token: await c.token('wellness') }), 200, InboxSchema)).toEqual({ alerts: [], unread: 0 });
    });
  });

  describe('push subscriptions', () => {
    const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

    it('answers the key browsers subscribe with (none on the in-browser backend) and refuses bad subscriptions', async () => {
      const config = expectOk(await c.call('GET', '/api/push-config', { compare: false }), 200, PushConfigSchema);
      if (c.driver.name === 'msw') expect(config).toEqual({ public_key: null });
      const token = await traveler(c);
      expectError(await c.call('POST', '/api/push-subscriptions'), 401, MESSAGES.authRequired);
      const bad = await c.call('POST', '/api/push-subscriptions', { token, body: { ...subscription, endpoint: 'http://push.example.com/x' } });
      expect(bad.status).toBe(400);
      expect([MESSAGES.pushSubscriptionInvalid, MESSAGES.pushNotConfigured]).toContain(bad.body.message);
      expectError(await c.call('DELETE', `/api/push-subscriptions/${UNKNOWN_ID}`, { token }), 404, MESSAGES.pushSubscriptionNotFound);
    });

    it.runIf(c.driver.name === 'msw')('the in-browser backend refuses a subscription: it has no push service', async () => {
      expectError(await c.call('POST', '/api/push-subscriptions', { token: await traveler(c), body: subscription }), 400, MESSAGES.pushNotConfigured);
    });
  });
});
