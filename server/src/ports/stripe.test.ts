/** Webhook signatures: the account endpoint's secret, then the Connect endpoint's, and nothing else. */
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { verifyStripeEvent } from './stripe';

const ACCOUNT_SECRET = 'whsec_unit_account';
const CONNECT_SECRET = 'whsec_unit_connect';
const event = { id: 'evt_unit_1', object: 'event', type: 'account.updated', data: { object: { id: 'acct_unit' } } };

function delivery(secret: string) {
  const payload = JSON.stringify(event);
  return { rawBody: Buffer.from(payload), signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('verifyStripeEvent', () => {
  const both = { webhookSecret: ACCOUNT_SECRET, connectWebhookSecret: CONNECT_SECRET };

  it('accepts a delivery signed by either endpoint', () => {
    for (const secret of [ACCOUNT_SECRET, CONNECT_SECRET]) {
      const { rawBody, signature } = delivery(secret);
      expect(verifyStripeEvent(rawBody, signature, both).id).toBe('evt_unit_1');
    }
  });

  it('refuses one signed with another secret', () => {
    const { rawBody, signature } = delivery('whsec_unit_other');
    expect(() => verifyStripeEvent(rawBody, signature, both)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('refuses a Connect-signed one when no Connect secret is configured', () => {
    const { rawBody, signature } = delivery(CONNECT_SECRET);
    expect(() => verifyStripeEvent(rawBody, signature, { webhookSecret: ACCOUNT_SECRET, connectWebhookSecret: undefined })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('refuses everything without the account secret, or without a signature', () => {
    const { rawBody, signature } = delivery(CONNECT_SECRET);
    expect(() => verifyStripeEvent(rawBody, signature, { webhookSecret: undefined, connectWebhookSecret: CONNECT_SECRET })).toThrow(/STRIPE_WEBHOOK_SECRET is not configured/);
    expect(() => verifyStripeEvent(rawBody, undefined, both)).toThrow(/No Stripe-Signature header/);
  });
});
