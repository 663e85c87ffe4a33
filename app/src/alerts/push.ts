/**
 * The push machine's actors in the browser: the Web Push subscription of this device, through the
 * service worker's registration (`navigator.serviceWorker.ready`) and the API.
 */
import type { PushSubscriptionCreate } from '@spur/contract';
import { getPushConfig, subscribePush, unsubscribePush } from '../api';
import type { PushCheck } from '../machines/pushMachine';

/** True where this browser can subscribe to push at all. */
export function browserHasPush(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;
}

/** What `PushSubscription.toJSON()` gives, as the API takes it. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionCreate {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

export async function checkPush(): Promise<PushCheck> {
  if (!browserHasPush()) return { kind: 'unsupported' };
  const { public_key: publicKey } = await getPushConfig();
  if (!publicKey) return { kind: 'unconfigured' };
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (!existing) return { kind: 'off', publicKey };
  // Registering the same endpoint again only updates it, and answers its id (needed to turn it off).
  const { id } = await subscribePush(subscriptionBody(existing));
  return { kind: 'on', publicKey, subscriptionId: id };
}

export async function subscribeThisBrowser({ publicKey }: { publicKey: string }): Promise<string> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { id } = await subscribePush(subscriptionBody(subscription));
  return id;
}

export async function unsubscribeThisBrowser({ subscriptionId }: { subscriptionId: string }): Promise<void> {
  await unsubscribePush(subscriptionId);
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
}
