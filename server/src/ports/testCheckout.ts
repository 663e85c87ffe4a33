/**
 * The built-in test checkout, used when no Stripe key is configured: checkouts are pages of the
 * app itself (`/test-checkout/{id}`), paid or cancelled through the test-checkout endpoints,
 * which fulfil through the same service functions as Stripe's webhook.
 */
import { randomBytes } from 'node:crypto';
import { TEST_CHECKOUT_ROUTE, buildPath } from '@spur/contract';
import type { CheckoutProvider } from './payments';

export const TEST_CHECKOUT_PREFIX = 'cs_test_';

/** A checkout id shaped like a Stripe Checkout Session id: the prefix and 58 url-safe random characters. */
export function newTestCheckoutId(): string {
  return `${TEST_CHECKOUT_PREFIX}${randomBytes(44).toString('base64url').slice(0, 58)}`;
}

export function createTestCheckoutProvider(): CheckoutProvider {
  return {
    kind: 'test',
    async open({ appUrl, expiresAt }) {
      const id = newTestCheckoutId();
      return { id, url: `${appUrl}${buildPath(TEST_CHECKOUT_ROUTE, { checkoutId: id })}`, expiresAt };
    },
  };
}
