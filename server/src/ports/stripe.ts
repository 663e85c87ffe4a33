/**
 * Stripe: Checkout Sessions for payment, refunds for cancellations, and signature checks for
 * its webhook. `STRIPE_API_BASE` points the SDK at another host (tests run a local fake Stripe).
 */
import Stripe from 'stripe';
import type { Config } from '../config';
import { CANCEL_ROUTE, CHECKOUT_QUANTITY, SUCCESS_ROUTE, SUCCESS_URL_QUERY } from '@spur/contract';
import type { TransferProvider } from '@spur/domain';
import type { CheckoutProvider, PaymentProvider } from './payments';

/**
 * Stripe keeps a session open at least 30 minutes after it receives the request, while the hold
 * starts a moment earlier: the requested expiry gets this much slack for latency and clock skew,
 * and the hold is then stretched to the expiry Stripe confirms.
 */
export const STRIPE_EXPIRY_SLACK_SECONDS = 60;

export function createStripeClient(stripe: Config['stripe']): Stripe {
  if (!stripe.secretKey) throw new Error('createStripeClient needs STRIPE_SECRET_KEY');
  const base = stripe.apiBase ? new URL(stripe.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(stripe.secretKey, {
    // Every write carries an idempotency key, so retrying a timed-out request is safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

export function createStripeCheckoutProvider(stripe: Stripe): CheckoutProvider {
  return {
    kind: 'stripe',
    async open(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: {
                  name: request.title,
                  ...(request.description.trim() ? { description: request.description } : {}),
                },
              },
              quantity: CHECKOUT_QUANTITY,
            },
          ],
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          // Shown above the pay button.
          custom_text: { submit: { message: request.terms } },
          success_url: `${request.appUrl}${SUCCESS_ROUTE}${SUCCESS_URL_QUERY}`,
          cancel_url: `${request.appUrl}${CANCEL_ROUTE}`,
          metadata: { booking_id: request.bookingId },
          client_reference_id: request.bookingId,
          // The booking's transfer to its business joins the payment's group (separate charges and transfers).
          payment_intent_data: { metadata: { booking_id: request.bookingId }, transfer_group: request.bookingId },
          expires_at: Math.ceil(request.expiresAt.getTime() / 1000) + STRIPE_EXPIRY_SLACK_SECONDS,
        },
        // One booking, one session: a retried request returns the session already created.
        { idempotencyKey: `spur-checkout-${request.bookingId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
  };
}

export function createStripeRefunds(stripe: Stripe): Pick<PaymentProvider, 'refund'> {
  return {
    async refund(booking) {
      await stripe.refunds.create(
        { payment_intent: booking.payment_intent_id, amount: booking.amount_cents, metadata: { booking_id: booking.id } },
        { idempotencyKey: `spur-refund-${booking.id}` },
      );
    },
  };
}

/**
 * Transfers to a business's connected account (separate charges and transfers), one per booking:
 * its idempotency key makes a retried sweep (after a failure, or on another instance) get the
 * first transfer back instead of sending a second. The same for a booking's one reversal.
 */
export function createStripeTransfers(stripe: Stripe): TransferProvider {
  return {
    async transfer({ bookingId, amountCents, destination }) {
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination, transfer_group: bookingId, metadata: { booking_id: bookingId } },
        { idempotencyKey: `spur-transfer-${bookingId}` },
      );
      return transfer.id;
    },
    async reverseTransfer({ bookingId, transferId, amountCents }) {
      await stripe.transfers.createReversal(transferId, { amount: amountCents, metadata: { booking_id: bookingId } }, { idempotencyKey: `spur-transfer-reversal-${bookingId}` });
    },
  };
}

/** The signing secrets of Spur's webhook endpoints (the config's `stripe`). */
export interface WebhookSecrets {
  /** The endpoint for events on Spur's own account (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string | undefined;
  /** The Connect endpoint, for events on connected accounts (STRIPE_CONNECT_WEBHOOK_SECRET). */
  connectWebhookSecret: string | undefined;
}

/**
 * Verifies a webhook delivery against the account endpoint's signing secret, then the Connect
 * endpoint's: Stripe signs each endpoint's deliveries with that endpoint's own secret, and both
 * endpoints may point at the same URL. Throws when no secret matches the signature or its
 * timestamp is outside the 5 minutes' tolerance, or when the account secret is missing.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secrets: WebhookSecrets): Stripe.Event {
  if (!secrets.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
  if (!signature) throw new Error('No Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret);
  } catch (error) {
    if (!secrets.connectWebhookSecret) throw error;
    return Stripe.webhooks.constructEvent(rawBody, signature, secrets.connectWebhookSecret);
  }
}
