import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import type { JsonValues, PushSubscriptionRow } from '../rows';
import { subscribePush, toPushSubscription, unsubscribePush } from './push';
import type { PushStore, PushTransaction } from './pushPort';

const BROWSER = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

/** A store of rows in memory, counting its transactions. */
function pushStore(rows: Array<PushSubscriptionRow<JsonValues>> = []) {
  let transactions = 0;
  const tx: PushTransaction<JsonValues> = {
    async savePushSubscription(userId, { endpoint, keys }) {
      const row = { id: `sub-${rows.length + 1}`, user_id: userId, endpoint, ...keys, created_at: '2030-01-01T12:00:00.000Z' };
      rows.push(row);
      return row;
    },
    async deleteOwnPushSubscription(id, userId) {
      const index = rows.findIndex((row) => row.id === id && row.user_id === userId);
      return index < 0 ? undefined : rows.splice(index, 1)[0];
    },
  };
  const store: PushStore<JsonValues> = {
    transaction: (work) => {
      transactions += 1;
      return work(tx);
    },
  };
  return { store, rows, transactions: () => transactions };
}

describe('push subscriptions', () => {
  it('registers the browser for the user and answers its reference', async () => {
    const { store, rows } = pushStore();
    await expect(subscribePush(store, { userId: 'user-1', subscription: BROWSER, pushConfigured: true })).resolves.toEqual({
      id: 'sub-1',
      endpoint: BROWSER.endpoint,
      created_at: '2030-01-01T12:00:00.000Z',
    });
    expect(rows).toMatchObject([{ user_id: 'user-1', endpoint: BROWSER.endpoint, p256dh: BROWSER.keys.p256dh, auth: BROWSER.keys.auth }]);
  });

  it('refuses with 400 without touching the store when the backend has no push', async () => {
    const { store, transactions } = pushStore();
    await expect(subscribePush(store, { userId: 'user-1', subscription: BROWSER, pushConfigured: false })).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.pushNotConfigured,
    });
    expect(transactions()).toBe(0);
  });

  it('removes only the user’s own subscription: 404 for another user’s or a missing one', async () => {
    const { store, rows } = pushStore();
    const { id } = await subscribePush(store, { userId: 'user-1', subscription: BROWSER, pushConfigured: true });
    await expect(unsubscribePush(store, { userId: 'user-2', id })).rejects.toMatchObject({ status: 404, message: MESSAGES.pushSubscriptionNotFound });
    expect(rows).toHaveLength(1);
    await expect(unsubscribePush(store, { userId: 'user-1', id })).resolves.toMatchObject({ id, endpoint: BROWSER.endpoint });
    expect(rows).toEqual([]);
    await expect(unsubscribePush(store, { userId: 'user-1', id })).rejects.toMatchObject({ status: 404 });
  });

  it('answers timestamps as ISO strings from either encoding', () => {
    const row = { id: 's', user_id: 'u', endpoint: 'e', p256dh: 'p', auth: 'a' };
    expect(toPushSubscription({ ...row, created_at: new Date('2030-01-01T12:00:00Z') }).created_at).toBe('2030-01-01T12:00:00.000Z');
    expect(toPushSubscription({ ...row, created_at: '2030-01-01T12:00:00.000Z' }).created_at).toBe('2030-01-01T12:00:00.000Z');
  });
});
