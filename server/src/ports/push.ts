/**
 * Outgoing Web Push: the payload encrypted to the browser's keys (RFC 8291, aes128gcm) and signed
 * for with the server's VAPID key (RFC 8292), both by web-push; the request goes out with fetch
 * rather than web-push's own sender, which speaks https only (the local stack's and the tests'
 * push service listens on plain http on loopback).
 */
import webPush from 'web-push';

/** Where a browser receives pushes, and the keys its payloads are encrypted to (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces one not delivered yet (at most 32 base64url characters). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** 'gone': the push service no longer knows the subscription (the browser unsubscribed, or it expired). */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** Throws `PushServiceError` when the push service refuses for another reason (and on network errors). */
  send(subscription: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

export class PushServiceError extends Error {
  override name = 'PushServiceError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: URL the push service may contact. */
  subject: string;
}

/** A push service that does not answer in this time is a failed attempt (the outbox retries it). */
const SEND_TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidIdentity): PushSender {
  return {
    async send(subscription, payload, options) {
      const request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: options.ttlSeconds,
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.urgency ? { urgency: options.urgency } : {}),
      });
      // fetch sets the length of the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      const text = await response.text();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushServiceError(response.status, text);
      return 'sent';
    },
  };
}
