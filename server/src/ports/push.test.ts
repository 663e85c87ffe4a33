import { createPrivateKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { useFakePushService } from '../../test/helpers/push';
import { createPushSender, PushServiceError, type PushTarget } from './push';

const { vapid: keys, service } = useFakePushService();
const vapid = { ...keys, subject: 'mailto:support@spur.test' };

const target = (): PushTarget & { id: string } => {
  const subscription = service().subscribe();
  return { id: subscription.id, endpoint: subscription.endpoint, ...subscription.keys };
};

/** A push to `to` as web-push builds it, with the VAPID authorization given. */
async function postWith(to: PushTarget, authorization: string): Promise<number> {
  const request = webPush.generateRequestDetails({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } }, 'hello', {
    contentEncoding: 'aes128gcm',
    TTL: 60,
  });
  const { 'Content-Length': _length, ...headers } = request.headers;
  const response = await fetch(to.endpoint, { method: 'POST', headers: { ...(headers as Record<string, string>), TTL: '60', Authorization: authorization }, body: new Uint8Array(request.body) });
  return response.status;
}

/** A VAPID authorization with these claims, signed with `keys` (ES256, raw r‖s as JWS has it). */
function vapidHeader(claims: Record<string, unknown>, keys: { publicKey: string; privateKey: string } = vapid): string {
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${segment({ typ: 'JWT', alg: 'ES256' })}.${segment(claims)}`;
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${signed}.${signature}, k=${keys.publicKey}`;
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const claims = (overrides: Record<string, unknown> = {}) => ({ aud: service().origin, exp: inSeconds(3600), sub: vapid.subject, ...overrides });

describe('the Web Push sender against a push service', () => {
  it('delivers the payload encrypted to the subscription (decrypted by the service as sent) with its TTL, urgency and topic', async () => {
    const to = target();
    const payload = JSON.stringify({ title: 'Sunset kayak tour dropped to $35', url: '/deals/1', emoji: '🛶' });
    await expect(createPushSender(vapid).send(to, payload, { ttlSeconds: 3600, urgency: 'high', topic: 'deal-1' })).resolves.toBe('sent');
    expect(service().refused).toEqual([]);
    expect(service().received).toEqual([{ subscriptionId: to.id, payload, ttl: 3600, urgency: 'high', topic: 'deal-1' }]);
  });

  it('answers gone when the push service no longer knows the subscription (410, 404)', async () => {
    const unsubscribed = target();
    service().answer(unsubscribed.id, 410);
    await expect(createPushSender(vapid).send(unsubscribed, 'x', { ttlSeconds: 60 })).resolves.toBe('gone');
    const expired = target();
    service().answer(expired.id, 404);
    await expect(createPushSender(vapid).send(expired, 'x', { ttlSeconds: 60 })).resolves.toBe('gone');
    expect(service().received).toEqual([]);
  });

  it('throws with the status on any other refusal', async () => {
    const failing = target();
    service().answer(failing.id, 500);
    const error = await createPushSender(vapid).send(failing, 'x', { ttlSeconds: 60 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PushServiceError);
    expect(error).toMatchObject({ status: 500 });
  });

  it('is refused when signed with another key than the one the browser subscribed with', async () => {
    const other = { ...webPush.generateVAPIDKeys(), subject: vapid.subject };
    const error = await createPushSender(other).send(target(), 'x', { ttlSeconds: 60 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403 });
    expect(service().refused.map((refusal) => refusal.reason)).toEqual(['VAPID key is not the application server key the subscription was made with']);
  });
});

describe('the fake push service', () => {
  it('takes a push with a valid token', async () => {
    const to = target();
    expect(await postWith(to, vapidHeader(claims()))).toBe(201);
    expect(service().received.map((push) => push.payload)).toEqual(['hello']);
  });

  it('refuses a VAPID token whose signature does not verify with the key it names', async () => {
    const forger = webPush.generateVAPIDKeys();
    // Signed by the forger, naming the expected key.
    const forged = vapidHeader(claims(), forger).replace(/k=.*$/, `k=${vapid.publicKey}`);
    expect(await postWith(target(), forged)).toBe(401);
    expect(service().refused.at(-1)?.reason).toBe('VAPID signature does not verify');
  });

  it('refuses a token for another audience, an expired one, one living past 24 hours and one without a subject', async () => {
    const to = target();
    expect(await postWith(to, vapidHeader(claims({ aud: 'https://push.example' })))).toBe(401);
    expect(await postWith(to, vapidHeader(claims({ exp: inSeconds(-60) })))).toBe(401);
    expect(await postWith(to, vapidHeader(claims({ exp: inSeconds(25 * 3600) })))).toBe(401);
    expect(await postWith(to, vapidHeader(claims({ sub: undefined })))).toBe(401);
    expect(service().refused.map((refusal) => refusal.reason)).toEqual([
      `VAPID audience https://push.example is not ${service().origin}`,
      'VAPID token expired',
      'VAPID token lives longer than 24 hours',
      'VAPID subject missing',
    ]);
    expect(service().received).toEqual([]);
  });

  it('refuses a payload not encrypted to the subscription', async () => {
    const to = target();
    const someoneElse = target();
    // Encrypted to another browser's keys, sent to this one.
    expect(await postWith({ ...someoneElse, endpoint: to.endpoint }, vapidHeader(claims()))).toBe(400);
    expect(service().refused.at(-1)).toMatchObject({ subscriptionId: to.id, reason: 'payload does not decrypt with the subscription’s keys' });
  });
});
