/** Picks the payment providers from the configuration: Stripe with a key, else the test checkout and test onboarding. */
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createSimulatedPayments, type CheckoutProvider, type PaymentProvider } from './payments';
import { createStripeCheckoutProvider, createStripeClient, createStripeRefunds, createStripeTransfers } from './stripe';
import { createTestCheckoutProvider } from './testCheckout';
import { createStripePayouts, createTestPayouts, type PayoutsPort } from './payouts';

export interface PaymentProviders {
  checkout: CheckoutProvider;
  payments: PaymentProvider;
  payouts: PayoutsPort;
}

export function createPaymentProviders(config: Pick<Config, 'stripe'>, logger: Logger): PaymentProviders {
  if (config.stripe.secretKey) {
    const stripe = createStripeClient(config.stripe);
    return {
      checkout: createStripeCheckoutProvider(stripe),
      payments: { ...createStripeRefunds(stripe), ...createStripeTransfers(stripe) },
      payouts: createStripePayouts(stripe),
    };
  }
  // Test checkout payments are simulated (pi_test_ ids), so their refunds and transfers are too.
  return { checkout: createTestCheckoutProvider(), payments: createSimulatedPayments(logger), payouts: createTestPayouts() };
}
