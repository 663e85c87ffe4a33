import { randomUUID } from 'node:crypto';
import pino from 'pino';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CLAIM_LEASE_MS, mailRetryDelayMs } from '@spur/domain';
import { manualClock } from '@spur/test-kit/clock';
import { startFakePushService, type FakePushService, type FakePushSubscription } from '@spur/test-kit/push';
import type { PushOutboxRow, PushSubscriptionRow, UserRow } from '../db/rows';
import { createPushSender } from '../ports/push';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createPushOutboxService, MAX_PUSH_PAYLOAD_BYTES, PUSH_TTL_SECONDS, queuePush } from './pushOutbox';

const logger = pino({ level: 'silent' });
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@spur.test' };
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
let database: TestDatabase;
let service: FakePushService;

const outbox = () => createPushOutboxService({ db: database.db, clock, logger, sender: createPushSender(vapid) });
const rows = () => database.db<PushOutboxRow>('push_outbox').orderBy('key');

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 10 });
  service = await startFakePushService({ vapidPublicKey: vapid.publicKey });
});
afterAll(async () => {
  await service.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db('push_subscriptions').delete();
  service.received.length = 0;
  service.refused.length = 0;
});

async function insertUser(): Promise<UserRow> {
  const [row] = await database.db<UserRow>('users').insert({ cognito_sub: randomUUID(), email: `${randomUUID()}@spur.test` }).returning('*');
  return row!;
}

/** A browser of `user` subscribed at the fake push service. */
async function subscribe(user: UserRow): Promise<FakePushSubscription & { row: PushSubscriptionRow }> {
  const subscription = service.subscribe();
  const [row] = await database.db<PushSubscriptionRow>('push_subscriptions')
    .insert({ user_id: user.id, endpoint: subscription.endpoint, ...subscription.keys })
    .returning('*');
  return { ...subscription, row: row! };
}

const alert = { title: 'Sunset kayak tour: 2 spots left', url: '/deals/abc' };

describe('queuePush', () => {
  it('queues one push per subscription of the user, keyed by alert and subscription, once per key', async () => {
    const user = await insertUser();
    const phone = await subscribe(user);
    const laptop = await subscribe(user);
    await subscribe(await insertUser());
    expect(await queuePush(database.db, { userId: user.id, key: 'alert:1', payload: alert })).toBe(2);
    expect(await queuePush(database.db, { userId: user.id, key: 'alert:1', payload: { title: 'changed' } })).toBe(2);
    const queued = await rows();
    expect(queued.map((row) => [row.key, row.subscription_id, row.status, row.payload])).toEqual(
      [
        [`alert:1:${phone.row.id}`, phone.row.id, 'pending', alert],
        [`alert:1:${laptop.row.id}`, laptop.row.id, 'pending', alert],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });

  it('refuses a payload larger than a push service must take; the largest allowed one is delivered', async () => {
    const user = await insertUser();
    await subscribe(user);
    // The JSON string's quotes count: its text is two bytes shorter than the limit.
    const largest = 'x'.repeat(MAX_PUSH_PAYLOAD_BYTES - 2);
    await expect(queuePush(database.db, { userId: user.id, key: 'alert:big', payload: `${largest}x` })).rejects.toThrow(`push payload of ${MAX_PUSH_PAYLOAD_BYTES + 1} bytes (at most ${MAX_PUSH_PAYLOAD_BYTES})`);
    expect(await queuePush(database.db, { userId: user.id, key: 'alert:largest', payload: largest })).toBe(1);
    expect(await outbox().deliverDue()).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(service.refused).toEqual([]);
    expect(service.received.map((push) => JSON.parse(push.payload))).toEqual([largest]);
  });

  it('answers 0 for a user without a browser to push to (the caller mails instead)', async () => {
    expect(await queuePush(database.db, { userId: (await insertUser()).id, key: 'alert:2', payload: alert })).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it('queues in the caller’s transaction: nothing when it rolls back', async () => {
    const user = await insertUser();
    await subscribe(user);
    await database.db
      .transaction(async (trx) => {
        await queuePush(trx, { userId: user.id, key: 'alert:3', payload: alert });
        throw new Error('the alert failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
  });
});

describe('push delivery', () => {
  it('sends each queued push once, encrypted to its browser, even with two sweeps at once', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, insertUser));
    const browsers = await Promise.all(users.flatMap((user) => [subscribe(user), subscribe(user)]));
    for (const [index, user] of users.entries()) await queuePush(database.db, { userId: user.id, key: `alert:${index}`, payload: { ...alert, index } });

    const [first, second] = await Promise.all([outbox().deliverDue(), outbox().deliverDue()]);
    expect(first.sent + second.sent).toBe(10);
    expect(first.failed + second.failed + first.gone + second.gone).toBe(0);
    expect(service.received).toHaveLength(10);
    expect(new Set(service.received.map((push) => push.subscriptionId))).toEqual(new Set(browsers.map((browser) => browser.id)));
    const byBrowser = new Map(browsers.map((browser) => [browser.id, users.findIndex((user) => user.id === browser.row.user_id)]));
    for (const push of service.received) {
      expect(JSON.parse(push.payload)).toEqual({ ...alert, index: byBrowser.get(push.subscriptionId) });
      expect(push.ttl).toBe(PUSH_TTL_SECONDS);
    }
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: 10 }, () => ['sent', 1]));
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 0 });
  });

  it('retries a push the push service refused with backoff, and sends it once it accepts', async () => {
    const user = await insertUser();
    const browser = await subscribe(user);
    await queuePush(database.db, { userId: user.id, key: 'alert:retry', payload: alert });
    service.answer(browser.id, 500);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'push service answered 500' });
    expect(failed?.next_attempt_at).toEqual(new Date(clock.now().getTime() + mailRetryDelayMs(1)));
    // Not due again before its backoff is over.
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 0 });

    service.answer(browser.id, 201);
    clock.advance(mailRetryDelayMs(1));
    expect(await outbox().deliverDue()).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(service.received.map((push) => JSON.parse(push.payload))).toEqual([alert]);
  });

  it('gives a push up as failed after the last attempt', async () => {
    const user = await insertUser();
    const browser = await subscribe(user);
    await queuePush(database.db, { userId: user.id, key: 'alert:doomed', payload: alert });
    await database.db('push_outbox').update({ attempts: 9 });
    service.answer(browser.id, 503);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 10 }]);
    clock.advance(7 * 60 * 60_000);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 0 });
  });

  it('deletes a subscription the push service no longer knows, with its pushes, and keeps the user’s others', async () => {
    const user = await insertUser();
    const gone = await subscribe(user);
    const kept = await subscribe(user);
    await queuePush(database.db, { userId: user.id, key: 'alert:a', payload: alert });
    await queuePush(database.db, { userId: user.id, key: 'alert:b', payload: alert });
    service.answer(gone.id, 410);
    const report = await outbox().deliverDue();
    expect(report.sent).toBe(2);
    expect(report.gone).toBeGreaterThanOrEqual(1);
    expect(await database.db<PushSubscriptionRow>('push_subscriptions').pluck('id')).toEqual([kept.row.id]);
    expect((await rows()).map((row) => [row.subscription_id, row.status])).toEqual([
      [kept.row.id, 'sent'],
      [kept.row.id, 'sent'],
    ]);
    expect(await queuePush(database.db, { userId: user.id, key: 'alert:c', payload: alert })).toBe(1);
  });

  it('sends a push again whose sender crashed after claiming it, once the lease is over', async () => {
    const user = await insertUser();
    await subscribe(user);
    await queuePush(database.db, { userId: user.id, key: 'alert:lease', payload: alert });
    // A claim that was never marked: attempts counted, next attempt a lease ahead.
    await database.db('push_outbox').update({ attempts: 1, next_attempt_at: new Date(clock.now().getTime() + MAIL_CLAIM_LEASE_MS) });
    expect(await outbox().deliverDue()).toEqual({ sent: 0, gone: 0, failed: 0 });
    clock.advance(MAIL_CLAIM_LEASE_MS);
    expect(await outbox().deliverDue()).toEqual({ sent: 1, gone: 0, failed: 0 });
  });

  it('sends nothing without VAPID keys: the pushes wait', async () => {
    const user = await insertUser();
    await subscribe(user);
    await queuePush(database.db, { userId: user.id, key: 'alert:off', payload: alert });
    const off = createPushOutboxService({ db: database.db, clock, logger, sender: undefined });
    expect(off.enabled).toBe(false);
    expect(await off.deliverDue()).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });
});
