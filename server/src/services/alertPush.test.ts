/**
 * An alert's push, end to end on the server: a traveller's saved alert and push subscription (a
 * stand-in for the browser vendor's push service that checks the VAPID token and decrypts the
 * payload with the subscription's own keys), a business's new time nearby, the sweep's matching
 * and the push outbox's delivery.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE, type Deal } from '@spur/contract';
import { signUp, signUpBusiness, validDeal } from '../../test/helpers/factories';
import { pushEnv, useFakePushService } from '../../test/helpers/push';
import { useTestApi } from '../../test/helpers/testApp';

const { vapid, service } = useFakePushService();
const api = useTestApi({ env: pushEnv(vapid) });
// Noon in Laguna Beach, outside the default quiet hours.
const NOON = new Date('2030-01-08T20:00:00Z');
const MINUTE = 60_000;
beforeEach(() => {
  api().clock.set(NOON);
});

async function subscribedTraveller() {
  const traveller = await signUp(api());
  const { id: subscriptionId, endpoint, keys } = service().subscribe();
  expect((await api().request('POST', '/api/push-subscriptions', { token: traveller.token, body: { endpoint, keys } })).status).toBe(201);
  // Saved a little north of the venue: the notification says how far.
  const alert = { place_name: 'Laguna Beach', latitude: DEFAULT_CENTRE.latitude + 0.008, longitude: DEFAULT_CENTRE.longitude, radius_km: 5, window: 'within_3h' };
  expect((await api().request('POST', '/api/alerts', { token: traveller.token, body: alert })).status).toBe(201);
  /** What this traveller's browser received (earlier cases' travellers match the new deals too). */
  const received = () => service().received.filter((push) => push.subscriptionId === subscriptionId);
  return { ...traveller, received };
}

async function addTime(token: string, dealId: string, startsInMinutes: number) {
  const starts_at = new Date(NOON.getTime() + startsInMinutes * MINUTE).toISOString();
  const added = await api().request('POST', `/api/deals/business/${dealId}/sessions`, { token, body: { starts_at, capacity: 4, cutoff_minutes: 15 } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

/** A business's new deal at the venue, with a time `startsInMinutes` from now. */
async function newTimeNearby(title: string, startsInMinutes: number): Promise<{ deal: Deal; businessToken: string }> {
  const business = await signUpBusiness(api());
  const body = validDeal({ title, price: 45, latitude: DEFAULT_CENTRE.latitude, longitude: DEFAULT_CENTRE.longitude });
  const { body: deal } = await api().request('POST', '/api/deals', { token: business.token, body });
  await addTime(business.token, deal.id, startsInMinutes);
  return { deal: deal as Deal, businessToken: business.token };
}

describe('an alert pushed to a subscribed browser', () => {
  it('names the deal, when it starts (venue time, zone named), how far and the price, opens the deal page, and is not mailed too', async () => {
    const traveller = await subscribedTraveller();
    const { deal } = await newTimeNearby('Sunset Paddle Push', 90);

    await api().spur.services.alerts.deliverMoments();
    await api().spur.services.pushOutbox.deliverDue();

    expect(service().refused).toEqual([]);
    expect(traveller.received()).toHaveLength(1);
    expect(JSON.parse(traveller.received()[0]!.payload)).toEqual({
      title: 'New time: Sunset Paddle Push',
      body: 'Today 1:30 PM PST · 0.6 mi away · $45',
      url: `/deals/${deal.id}`,
      tag: `deal-${deal.id}`,
    });
    const mails = await api().db('mail_outbox').where({ kind: 'alert', recipient: traveller.user.email });
    expect(mails).toEqual([]);
    const inbox = await api().request('GET', '/api/inbox', { token: traveller.token });
    expect(inbox.body).toMatchObject({ unread: 1, alerts: [{ moment: 'new_session', deal_id: deal.id, price: 45 }] });
  });

  it('once per alert and deal a day: a second time of the same deal that day sends nothing more', async () => {
    const traveller = await subscribedTraveller();
    const { deal, businessToken } = await newTimeNearby('Morning Paddle Push', 60);
    await api().spur.services.alerts.deliverMoments();
    await addTime(businessToken, deal.id, 120);
    expect(await api().spur.services.alerts.deliverMoments()).toMatchObject({ moments: 1, alerts: 0 });
    await api().spur.services.pushOutbox.deliverDue();
    expect(traveller.received().map((push) => JSON.parse(push.payload).title)).toEqual(['New time: Morning Paddle Push']);
  });
});
