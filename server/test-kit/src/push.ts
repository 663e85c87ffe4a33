/**
 * A stand-in for a browser vendor's push service, on a free loopback port: it makes
 * subscriptions as a browser would (a P-256 key pair and a 16-byte authentication secret each,
 * endpoint `http://127.0.0.1:<port>/push/<id>`), and takes pushes as a push service and the
 * browser together would. Each POST must carry a valid VAPID authorization (RFC 8292: an ES256
 * JWT signed by the expected application server key, for this origin, expiring within 24 hours,
 * with a subject), `Content-Encoding: aes128gcm` and a TTL; its body is decrypted with the
 * subscription's keys (RFC 8291 over RFC 8188), here with node:crypto alone, so a sender's
 * encryption is checked by an implementation other than its own. Accepted pushes are recorded
 * (201); refused ones too, with the reason. A subscription can be told to answer 404, 410
 * (unsubscribed) or a 5xx instead.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePushSubscription {
  id: string;
  endpoint: string;
  /** As `PushSubscription.toJSON()` gives them: base64url. */
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload. */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

export interface RefusedPush {
  subscriptionId: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  /** The service's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** A new subscription, as a browser gets from the push service. */
  subscribe(): FakePushSubscription;
  /** Accepted pushes, in order. */
  received: ReceivedPush[];
  /** Refused pushes (bad authorization, encoding or body), in order. */
  refused: RefusedPush[];
  /** From now on, the subscription's pushes are answered with `status` (404, 410: gone; 5xx: failing) and not recorded; 201 again to accept. */
  answer(subscriptionId: string, status: number): void;
  close(): Promise<void>;
}

/** The longest a VAPID token may live (RFC 8292 §2). */
const MAX_TOKEN_SECONDS = 24 * 60 * 60;
const TAG_BYTES = 16;
/** The largest body a push service must take (RFC 8291 §4); a larger one is refused with 413. */
const MAX_BODY_BYTES = 4096;

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  answer: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The JSON of one base64url JWT segment. */
const segmentJson = (segment: string | undefined): Record<string, unknown> => {
  try {
    return JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new Refusal(401, 'VAPID token is not a JWT');
  }
};

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` for a push to `origin` (RFC 8292). */
function checkVapid(authorization: string | undefined, origin: string, expectedKey: string): void {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'missing or malformed VAPID authorization');
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Refusal(403, 'VAPID key is not the application server key the subscription was made with');
  const [header, claims, signature] = token.split('.');
  if (segmentJson(header).alg !== 'ES256') throw new Refusal(401, 'VAPID token is not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Refusal(401, 'VAPID key is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
  if (!signed) throw new Refusal(401, 'VAPID signature does not verify');
  const payload = segmentJson(claims);
  if (payload.aud !== origin) throw new Refusal(401, `VAPID audience ${String(payload.aud)} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Refusal(401, 'VAPID token expired');
  if (payload.exp > now + MAX_TOKEN_SECONDS) throw new Refusal(401, 'VAPID token lives longer than 24 hours');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Refusal(401, 'VAPID subject missing');
}

/** RFC 8291 + RFC 8188: the plaintext of an aes128gcm body encrypted to the subscriber's keys. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  if (body.length < 21) throw new Refusal(400, 'body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || recordSize < TAG_BYTES + 2) throw new Refusal(400, 'aes128gcm header is not Web Push’s (key id must be the sender’s 65-byte public key)');
  let secret: Buffer;
  try {
    secret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'the sender’s key is not a P-256 point');
  }
  const receiverKey = subscriber.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscriber.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low bytes (RFC 8188 §2.3).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    let data: Buffer;
    try {
      data = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'payload does not decrypt with the subscription’s keys');
    }
    // Each record: data, a delimiter (2 on the last record, 1 before), then zero padding.
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (data[end] !== (last ? 2 : 1)) throw new Refusal(400, 'record delimiter missing');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(options: {
  /** The application server's VAPID public key (base64url) every push must be signed with. */
  vapidPublicKey: string;
}): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const body = await readBody(request);
      const subscriber = subscribers.get(id);
      if (request.method !== 'POST' || !subscriber) {
        response.writeHead(404).end();
        return;
      }
      try {
        checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'Content-Encoding must be aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'TTL header missing or invalid');
        if (body.length > MAX_BODY_BYTES) throw new Refusal(413, `body of ${body.length} bytes (at most ${MAX_BODY_BYTES})`);
        const payload = decrypt(body, subscriber);
        if (subscriber.answer !== 201) {
          response.writeHead(subscriber.answer).end();
          return;
        }
        received.push({ subscriptionId: id, payload, ttl, urgency: request.headers.urgency as string | undefined, topic: request.headers.topic as string | undefined });
        response.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 500;
        refused.push({ subscriptionId: id, status, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(status, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : '');
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, answer: 201 });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(subscriptionId, status) {
      const subscriber = subscribers.get(subscriptionId);
      if (!subscriber) throw new Error(`no subscription ${subscriptionId}`);
      subscriber.answer = status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
