/**
 * Everything the app depends on, injected: no module-level state, so tests build as many apps
 * as they like and phase two swaps in Stripe, PGlite or cognito-local without touching routes.
 */
import type { Logger } from 'pino';
import type { TokenVerifier } from './auth/verifier';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { IdentityAdmin } from './ports/identityAdmin';
import type { Mailer } from './ports/mailer';
import type { CheckoutProvider, PaymentProvider } from './ports/payments';
import type { PayoutsPort } from './ports/payouts';
import type { PushSender } from './ports/push';

export interface AppDeps {
  config: Config;
  db: Db;
  verifier: TokenVerifier;
  mailer: Mailer;
  /** Web Push with the server's VAPID keys; undefined: push is off (no keys configured). */
  push: PushSender | undefined;
  /** Refunds (Stripe, or simulated with the test checkout). */
  payments: PaymentProvider;
  /** Opens checkouts: Stripe Checkout, or the built-in test checkout. */
  checkout: CheckoutProvider;
  /** Payout accounts: Stripe Connect, or the built-in test onboarding. */
  payouts: PayoutsPort;
  identityAdmin: IdentityAdmin;
  logger: Logger;
  clock: Clock;
}
