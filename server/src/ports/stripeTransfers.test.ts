/**
 * Stripe transfers and transfer reversals (separate charges and transfers) with the real `stripe`
 * SDK against the local fake Stripe API: the requests as Stripe receives them, one idempotency
 * key per booking (a retried sweep gets the first transfer back), and a provider failure thrown.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TransferProvider } from '@spur/domain';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../test/helpers/fakeStripe';
import { createStripeClient, createStripeTransfers } from './stripe';

let stripe: FakeStripe;
let transfers: TransferProvider;

beforeAll(async () => {
  stripe = await startFakeStripe();
  transfers = createStripeTransfers(createStripeClient({ secretKey: FAKE_STRIPE_KEY, webhookSecret: undefined, connectWebhookSecret: undefined, apiBase: stripe.url }));
});
afterAll(() => stripe?.close());

it("sends the booking's net to the business's account in the booking's transfer group, once per booking", async () => {
  const id = await transfers.transfer({ bookingId: 'b1', amountCents: 4249, destination: 'acct_business' });
  expect(id).toMatch(/^tr_fake_/);
  const request = stripe.transfers.at(-1)!;
  expect(request.params).toEqual({ amount: '4249', currency: 'usd', destination: 'acct_business', transfer_group: 'b1', metadata: { booking_id: 'b1' } });
  expect(request.idempotencyKey).toBe('spur-transfer-b1');
  expect(request.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
  // A retry (the sweep failed after Stripe sent it, or another instance) is answered with the same transfer.
  expect(await transfers.transfer({ bookingId: 'b1', amountCents: 4249, destination: 'acct_business' })).toBe(id);
});

it("reverses part of the booking's transfer, keyed by the booking", async () => {
  await transfers.reverseTransfer({ bookingId: 'b2', transferId: 'tr_fake_9', amountCents: 1700 });
  const request = stripe.transferReversals.at(-1)!;
  expect(request.params).toEqual({ transfer: 'tr_fake_9', amount: '1700', metadata: { booking_id: 'b2' } });
  expect(request.idempotencyKey).toBe('spur-transfer-reversal-b2');
});

it('throws when Stripe refuses', async () => {
  stripe.fail('transfers', { status: 400, message: 'Insufficient funds in Stripe account' });
  await expect(transfers.transfer({ bookingId: 'b3', amountCents: 100, destination: 'acct_business' })).rejects.toThrow('Insufficient funds');
  stripe.fail('transferReversals', { status: 400, message: 'Transfer already fully reversed' });
  await expect(transfers.reverseTransfer({ bookingId: 'b3', transferId: 'tr_fake_1', amountCents: 100 })).rejects.toThrow('fully reversed');
});
