/**
 * What push subscriptions (`push.ts`) need of a backend's storage. A store of its own rather than
 * a part of `StoreTransaction`: subscribing touches nothing else, and a backend without Web Push
 * (the in-browser one) need not implement it to run the other use cases.
 */
import type { PushSubscriptionCreate } from '@spur/contract';
import type { PushSubscriptionRow, RowValues } from '../rows';

/** A browser's subscription as the contract's schema has checked it. */
export type PushSubscriptionKeys = Pick<PushSubscriptionCreate, 'endpoint' | 'keys'>;

export interface PushTransaction<V extends RowValues> {
  /**
   * The endpoint's subscription, the user's with these keys: the user's row is updated; another
   * user's row for it (the browser changed hands) is deleted, its queued pushes with it, and a
   * new one made.
   */
  savePushSubscription(userId: string, subscription: PushSubscriptionKeys): Promise<PushSubscriptionRow<V>>;
  /** Deletes the user's subscription (its queued pushes go with it); undefined: none, or another user's. */
  deleteOwnPushSubscription(id: string, userId: string): Promise<PushSubscriptionRow<V> | undefined>;
}

export interface PushStore<V extends RowValues> {
  transaction<T>(work: (tx: PushTransaction<V>) => Promise<T>): Promise<T>;
}
