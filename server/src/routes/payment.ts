/**
 * Payment endpoints: checkout (signed in or guest), Stripe's webhook, and the built-in test
 * checkout (404 when a Stripe key is configured). Rules live in services/payments.ts.
 */
import type { Config } from '../config';
import type { Metrics } from '../metrics/registry';
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';
import { readRawBody } from '../middleware/rawBody';
import { verifyStripeEvent } from '../ports/stripe';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

/** Stripe's events are a few kilobytes; this leaves ample room and still bounds memory. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The app's address for links the provider sends people back to; without PUBLIC_URL (local runs, tests) the origin called. */
export const appUrlOf = (config: Config, ctx: { protocol: string; host: string }) => config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;

export function paymentRoutes(add: AddRoute, { payments }: Services, config: Config, metrics: Pick<Metrics, 'webhook'>) {
  add('createCheckout', ({ body }, ctx) => payments.createCheckout(ctx.state.user, body, appUrlOf(config, ctx)));

  add('stripeWebhook', async (_, ctx) => {
    const rawBody = await readRawBody(ctx.req, WEBHOOK_BODY_LIMIT);
    let event;
    try {
      event = verifyStripeEvent(rawBody, ctx.get('Stripe-Signature') || undefined, config.stripe);
    } catch (error) {
      metrics.webhook('invalid_signature');
      throw new AppError(400, MESSAGES.invalidSignature, { cause: error });
    }
    const outcome = await payments.handleStripeEvent(event);
    metrics.webhook(outcome);
    ctx.state.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true };
  });

  add('getTestCheckout', ({ params }) => payments.getTestCheckout(params.checkoutId!));
  add('payTestCheckout', ({ params, body }) => payments.payTestCheckout(params.checkoutId!, body.email));
  add('cancelTestCheckout', ({ params }) => payments.cancelTestCheckout(params.checkoutId!));
}
