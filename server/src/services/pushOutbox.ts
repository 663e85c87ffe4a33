/**
 * Web Push through a durable outbox (migration 021), as mail goes through its own
 * (services/outbox.ts): an alert queues one push per subscription of its person in its own
 * transaction (`queuePush`), and the maintenance sweep delivers (`deliverDue`), claiming due
 * pushes with FOR UPDATE SKIP LOCKED and a lease so that two instances never send the same one,
 * retrying failures with the mail's backoff and giving up after as many attempts. A subscription
 * the push service no longer knows (404, 410) is deleted, its pushes with it.
 *
 * Also the server's side of @spur/domain's push store port (subscribing, unsubscribing).
 */
import { mailRetryDelayMs, MAIL_CLAIM_LEASE_MS, MAIL_MAX_ATTEMPTS, type PgValues, type PushStore, type PushTransaction } from '@spur/domain';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { PushOutboxRow, PushSubscriptionRow } from '../db/rows';
import type { PushSender } from '../ports/push';

/** One alert's push to every browser of a person. */
export interface QueuedPush {
  userId: string;
  /** The alert's idempotency key; each subscription's push is keyed `<key>:<subscription id>`. */
  key: string;
  /** What the service worker receives, as JSON. */
  payload: unknown;
}

/**
 * The largest payload (its JSON, in bytes) a push may carry: push services must take a 4096-byte
 * body (RFC 8291 §4), which holds 3993 bytes of plaintext after the header, the tag and the delimiter.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3993;

/**
 * Queues the push for each of the user's subscriptions in the caller's transaction, due at once;
 * a subscription that already has the push of this key keeps it (queuing is idempotent). Answers
 * how many subscriptions the push is queued for: 0 means the person has no browser to push to
 * (the caller falls back to e-mail).
 */
export async function queuePush(trx: Trx | Db, push: QueuedPush): Promise<number> {
  const payload = JSON.stringify(push.payload);
  // Refused here, in the caller's transaction, rather than by every push service later.
  if (Buffer.byteLength(payload) > MAX_PUSH_PAYLOAD_BYTES) throw new Error(`push payload of ${Buffer.byteLength(payload)} bytes (at most ${MAX_PUSH_PAYLOAD_BYTES})`);
  const subscriptions = await trx<PushSubscriptionRow>('push_subscriptions').where({ user_id: push.userId }).select('id');
  if (subscriptions.length === 0) return 0;
  await trx('push_outbox')
    .insert(subscriptions.map(({ id }) => ({ key: `${push.key}:${id}`, subscription_id: id, payload, next_attempt_at: null })))
    .onConflict('key')
    .ignore();
  return subscriptions.length;
}

/** How long a push service keeps an alert for a browser that is offline: after a day it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Pushes claimed per transaction, and at most per sweep (the next sweep sends the rest). */
const CLAIM_BATCH = 20;
const MAX_PER_SWEEP = 10 * CLAIM_BATCH;

type ClaimedPush = PushOutboxRow & Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

/** The push store port (@spur/domain's pushPort.ts) in one knex transaction. */
export function pushTransaction(trx: Trx): PushTransaction<PgValues> {
  return {
    async savePushSubscription(userId, { endpoint, keys }) {
      // Another account's row for this browser goes, with the pushes queued for that account.
      await trx('push_subscriptions').where({ endpoint }).whereNot({ user_id: userId }).delete();
      const [row] = await trx<PushSubscriptionRow>('push_subscriptions')
        .insert({ user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflict('endpoint')
        // user_id too: a concurrent save by another account may have inserted the row meanwhile.
        .merge(['user_id', 'p256dh', 'auth'])
        .returning('*');
      return row!;
    },
    async deleteOwnPushSubscription(id, userId) {
      const [row] = await trx<PushSubscriptionRow>('push_subscriptions').where({ id, user_id: userId }).delete().returning('*');
      return row;
    },
  };
}

export type PushOutboxService = ReturnType<typeof createPushOutboxService>;

export function createPushOutboxService(deps: { db: Db; clock: Clock; logger: Logger; sender: PushSender | undefined }) {
  const { db, clock, logger, sender } = deps;

  /** Due pushes with their subscription's keys, taken out of every other sweep's sight for one lease. */
  async function claimDue(): Promise<ClaimedPush[]> {
    const now = clock.now();
    return db.transaction(async (trx) => {
      const due = await trx<ClaimedPush>('push_outbox as o')
        .join('push_subscriptions as s', 's.id', 'o.subscription_id')
        .where('o.status', 'pending')
        .where((q) => q.whereNull('o.next_attempt_at').orWhere('o.next_attempt_at', '<=', now))
        .orderByRaw('o.next_attempt_at NULLS FIRST, o.created_at')
        .limit(CLAIM_BATCH)
        .select('o.*', 's.endpoint', 's.p256dh', 's.auth')
        .forUpdate('o')
        .skipLocked();
      if (due.length === 0) return [];
      await trx('push_outbox')
        .whereIn('id', due.map((row) => row.id))
        .update({ attempts: trx.raw('attempts + 1'), next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS) });
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  async function deliver(send: PushSender, row: ClaimedPush): Promise<'sent' | 'gone' | 'failed'> {
    try {
      const outcome = await send.send(row, JSON.stringify(row.payload), { ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' });
      if (outcome === 'gone') {
        await db('push_subscriptions').where({ id: row.subscription_id }).delete();
        return 'gone';
      }
      await db('push_outbox').where({ id: row.id }).update({ status: 'sent', sent_at: clock.now(), last_error: null });
      return 'sent';
    } catch (error) {
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db('push_outbox')
        .where({ id: row.id })
        .update({
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: new Date(clock.now().getTime() + mailRetryDelayMs(row.attempts)),
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        });
      logger.warn({ err: error, push: row.key, attempts: row.attempts, giveUp }, 'push delivery failed');
      return 'failed';
    }
  }

  return {
    /** Whether this server sends pushes (VAPID keys configured). */
    enabled: sender !== undefined,

    /** The push store port, for the subscription use cases. */
    store: { transaction: (work) => db.transaction((trx) => work(pushTransaction(trx))) } satisfies PushStore<PgValues>,

    /** Sends what is due: how many were sent, found gone (their subscription deleted) and failed this time. */
    async deliverDue(): Promise<{ sent: number; gone: number; failed: number }> {
      const counts = { sent: 0, gone: 0, failed: 0 };
      // Without VAPID keys nothing can be sent: queued pushes wait for the keys to come back.
      if (!sender) return counts;
      let batch: ClaimedPush[];
      do {
        batch = await claimDue();
        for (const row of batch) counts[await deliver(sender, row)] += 1;
      } while (batch.length === CLAIM_BATCH && counts.sent + counts.gone + counts.failed < MAX_PER_SWEEP);
      return counts;
    },
  };
}
