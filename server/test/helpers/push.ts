/**
 * A VAPID key pair and the stand-in push service (@spur/test-kit/push) for one test file: started
 * before its tests, closed after them, its records cleared before each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import webPush from 'web-push';
import { startFakePushService, type FakePushService } from '@spur/test-kit/push';

export function useFakePushService(): { vapid: { publicKey: string; privateKey: string }; service(): FakePushService } {
  const vapid = webPush.generateVAPIDKeys();
  let service: FakePushService | undefined;
  beforeAll(async () => {
    service = await startFakePushService({ vapidPublicKey: vapid.publicKey });
  });
  afterAll(() => service?.close());
  beforeEach(() => {
    service!.received.length = 0;
    service!.refused.length = 0;
  });
  return {
    vapid,
    service: () => {
      if (!service) throw new Error('the fake push service starts before the tests');
      return service;
    },
  };
}

/** The server's configuration of that key pair: push on. */
export const pushEnv = (vapid: { publicKey: string; privateKey: string }) => ({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
