import { describe, expect, it } from 'vitest';
import { MESSAGES, PushSubscriptionSchema } from '@spur/contract';
import type { PushSubscriptionRow } from '../db/rows';
import { queuePush } from '../services/pushOutbox';
import { signUp } from '../../test/helpers/factories';
import { pushEnv, useFakePushService } from '../../test/helpers/push';
import { useTestApi } from '../../test/helpers/testApp';

const { vapid, service } = useFakePushService();
const api = useTestApi({ env: pushEnv(vapid) });
const withoutPush = useTestApi();

const subscriptionBody = () => {
  const { endpoint, keys } = service().subscribe();
  return { endpoint, keys };
};
const subscriptionsOf = (userId: string) => api().db<PushSubscriptionRow>('push_subscriptions').where({ user_id: userId }).orderBy('created_at');

describe('GET /api/push-config', () => {
  it('gives the VAPID public key browsers subscribe with, or null when push is off', async () => {
    expect(await api().request('GET', '/api/push-config')).toMatchObject({ status: 200, body: { public_key: vapid.publicKey } });
    expect(await withoutPush().request('GET', '/api/push-config')).toMatchObject({ status: 200, body: { public_key: null } });
  });
});

describe('POST /api/push-subscriptions', () => {
  it('registers the browser for the caller, and a push queued for them reaches it', async () => {
    const account = await signUp(api());
    const body = subscriptionBody();
    const created = await api().request('POST', '/api/push-subscriptions', { token: account.token, body });
    expect(created.status).toBe(201);
    expect(PushSubscriptionSchema.strict().parse(created.body)).toMatchObject({ endpoint: body.endpoint });
    expect(await subscriptionsOf(account.user.id)).toMatchObject([{ id: created.body.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }]);

    expect(await queuePush(api().db, { userId: account.user.id, key: 'alert:route', payload: { title: 'Back in stock' } })).toBe(1);
    await api().spur.services.pushOutbox.deliverDue();
    expect(service().received.map((push) => JSON.parse(push.payload))).toEqual([{ title: 'Back in stock' }]);
  });

  it('updates the same endpoint’s keys, and re-points an endpoint another account had to the caller', async () => {
    const first = await signUp(api());
    const body = subscriptionBody();
    const created = await api().request('POST', '/api/push-subscriptions', { token: first.token, body });
    const renewed = subscriptionBody().keys;
    const again = await api().request('POST', '/api/push-subscriptions', { token: first.token, body: { ...body, keys: renewed } });
    expect(again).toMatchObject({ status: 201, body: { id: created.body.id, endpoint: body.endpoint, created_at: created.body.created_at } });
    expect(await subscriptionsOf(first.user.id)).toMatchObject([{ id: created.body.id, p256dh: renewed.p256dh, auth: renewed.auth }]);

    // The browser changes hands: the other account's pushes must not reach the new one.
    await queuePush(api().db, { userId: first.user.id, key: 'alert:before', payload: { title: 'for the first account' } });
    const second = await signUp(api());
    const taken = await api().request('POST', '/api/push-subscriptions', { token: second.token, body });
    expect(taken.status).toBe(201);
    expect(await subscriptionsOf(first.user.id)).toEqual([]);
    expect(await subscriptionsOf(second.user.id)).toMatchObject([{ id: taken.body.id, endpoint: body.endpoint }]);
    expect(await api().db('push_outbox').where('key', 'like', 'alert:before:%')).toEqual([]);
  });

  it('refuses a malformed endpoint or keys with a clear message and stores nothing', async () => {
    const account = await signUp(api());
    const valid = subscriptionBody();
    const bodies = [
      { ...valid, endpoint: 'http://push.example/send/1' },
      { ...valid, endpoint: 'not a url' },
      { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(2) } },
      { ...valid, keys: { ...valid.keys, auth: 'not+base64' } },
      { endpoint: valid.endpoint },
    ];
    for (const body of bodies) {
      expect(await api().request('POST', '/api/push-subscriptions', { token: account.token, body })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.pushSubscriptionInvalid },
      });
    }
    expect(await subscriptionsOf(account.user.id)).toEqual([]);
  });

  it('answers 400 when this server has no VAPID keys', async () => {
    const account = await signUp(withoutPush());
    expect(await withoutPush().request('POST', '/api/push-subscriptions', { token: account.token, body: subscriptionBody() })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.pushNotConfigured },
    });
    expect(await withoutPush().db('push_subscriptions')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await api().request('POST', '/api/push-subscriptions', { body: subscriptionBody() })).status).toBe(401);
  });
});

describe('DELETE /api/push-subscriptions/:id', () => {
  it('removes the caller’s subscription and answers it; another user’s, a removed one and a malformed id are 404', async () => {
    const owner = await signUp(api());
    const stranger = await signUp(api());
    const created = await api().request('POST', '/api/push-subscriptions', { token: owner.token, body: subscriptionBody() });
    const path = `/api/push-subscriptions/${created.body.id}`;

    expect(await api().request('DELETE', path, { token: stranger.token })).toMatchObject({ status: 404, body: { message: MESSAGES.pushSubscriptionNotFound } });
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(1);
    expect(await api().request('DELETE', '/api/push-subscriptions/not-an-id', { token: owner.token })).toMatchObject({
      status: 404,
      body: { message: MESSAGES.pushSubscriptionNotFound },
    });

    expect(await api().request('DELETE', path, { token: owner.token })).toMatchObject({ status: 200, body: created.body });
    expect(await subscriptionsOf(owner.user.id)).toEqual([]);
    expect(await api().request('DELETE', path, { token: owner.token })).toMatchObject({ status: 404, body: { message: MESSAGES.pushSubscriptionNotFound } });
  });
});
