/**
 * A business's payout account (Stripe Connect, Express): Spur creates the account, sends the
 * business to the provider's hosted onboarding (or, without a Stripe key, the built-in test
 * onboarding page), and reads the account's state from the provider's `account.updated` events.
 */
import { z } from './zod';
import { MESSAGES } from './messages';

/**
 * not_connected: no payout account yet. onboarding_incomplete: the account exists but the
 * provider does not pay out yet (requirements_due says what it still needs). payouts_on: the
 * provider takes charges and pays out to the business.
 */
export const PAYOUT_STATES = ['not_connected', 'onboarding_incomplete', 'payouts_on'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** GET /api/business/payouts, and the answer to an onboarding return. */
export const PayoutStatusSchema = z.object({
  state: z.enum(PAYOUT_STATES),
  /** What the provider still needs, in its words (Stripe's `requirements.currently_due`, e.g. "external_account"). */
  requirements_due: z.array(z.string()),
});
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

/** Where to send the business: the provider's onboarding, or its Express dashboard. */
export const PayoutLinkSchema = z.object({ url: z.string() });
export type PayoutLink = z.infer<typeof PayoutLinkSchema>;

/** The account an onboarding return or refresh link names (from the link's `account` query parameter). */
export const PayoutAccountRefSchema = z.object({
  account: z.string({ error: MESSAGES.payoutLinkStale }).trim().min(1, { error: MESSAGES.payoutLinkStale }),
});
export type PayoutAccountRef = z.input<typeof PayoutAccountRefSchema>;

/**
 * The provider sends the business back to the dashboard with these query parameters:
 * `?payouts=return&account=acct_…` when onboarding ends (finished or not), `?payouts=refresh&…`
 * when its link expired or was used already (a new link is needed).
 */
export const PAYOUTS_QUERY = { step: 'payouts', account: 'account' } as const;
export const PAYOUTS_STEPS = ['return', 'refresh'] as const;
export type PayoutsStep = (typeof PAYOUTS_STEPS)[number];

/** The business dashboard, where onboarding returns. */
export const BUSINESS_DASHBOARD_ROUTE = '/business-dashboard';

/** The business's earnings page (the test accounts' stand-in for the Express dashboard). */
export const EARNINGS_ROUTE = '/business-dashboard/earnings';

/** The app route of the built-in test onboarding (no Stripe key, and demo mode). */
export const TEST_ONBOARDING_ROUTE = '/test-onboarding/:accountId';
/** Ids of test payout accounts, shaped like Stripe's. */
export const TEST_PAYOUT_ACCOUNT_PREFIX = 'acct_test_';
