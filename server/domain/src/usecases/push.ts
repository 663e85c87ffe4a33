/**
 * Web Push subscriptions: a signed-in user registers the browser they allowed notifications in,
 * or removes it. Pushes themselves are the server's (its outbox); these are the requests.
 */
import { MESSAGES, type PushSubscriptionCreate, type PushSubscriptionRef } from '@spur/contract';
import { badRequest, notFound } from '../errors';
import type { PushSubscriptionRow, RowValues } from '../rows';
import type { PushStore } from './pushPort';

export function toPushSubscription(row: PushSubscriptionRow<RowValues>): PushSubscriptionRef {
  return { id: row.id, endpoint: row.endpoint, created_at: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString() };
}

/** Registers (or re-points to the user) a browser's subscription; 400 when this backend has no push. */
export async function subscribePush<V extends RowValues>(
  store: PushStore<V>,
  request: { userId: string; subscription: PushSubscriptionCreate; pushConfigured: boolean },
): Promise<PushSubscriptionRef> {
  if (!request.pushConfigured) throw badRequest(MESSAGES.pushNotConfigured);
  const row = await store.transaction((tx) => tx.savePushSubscription(request.userId, request.subscription));
  return toPushSubscription(row);
}

/** Removes the user's subscription: 404 for another user's or one that is not there (the pipeline answers a malformed id so). */
export async function unsubscribePush<V extends RowValues>(store: PushStore<V>, request: { userId: string; id: string }): Promise<PushSubscriptionRef> {
  const row = await store.transaction((tx) => tx.deleteOwnPushSubscription(request.id, request.userId));
  if (!row) throw notFound(MESSAGES.pushSubscriptionNotFound);
  return toPushSubscription(row);
}
