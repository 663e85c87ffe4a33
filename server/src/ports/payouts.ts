/**
 * Payout accounts with the payment provider (@spur/domain's PayoutProvider): Stripe Connect
 * Express accounts, their hosted onboarding (Account Links) and Express dashboard (login links);
 * without a Stripe key, the built-in test onboarding, pages of the app itself
 * (`/test-onboarding/{accountId}`) finished through the same use case as Stripe's
 * `account.updated` webhook.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { EARNINGS_ROUTE, TEST_ONBOARDING_ROUTE, TEST_PAYOUT_ACCOUNT_PREFIX, buildPath } from '@spur/contract';
import type { AccountUpdate, PayoutProvider } from '@spur/domain';

export type PayoutsPort = PayoutProvider;

export function createStripePayouts(stripe: Stripe): PayoutsPort {
  return {
    kind: 'stripe',
    async createAccount(business) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: business.email,
          // Separate charges and transfers: the traveller pays Spur, Spur transfers the net.
          capabilities: { transfers: { requested: true } },
          metadata: { business_id: business.id },
        },
        // One account per business: a retried or concurrent start gets the account already created.
        { idempotencyKey: `spur-payout-account-${business.id}` },
      );
      return account.id;
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' });
      return link.url;
    },
    async dashboardLink({ accountId }) {
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },
  };
}

/** What an `account.updated` event says about the account. */
export function accountUpdateOf(event: Stripe.AccountUpdatedEvent): AccountUpdate {
  const account = event.data.object;
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: account.requirements?.currently_due ?? [],
    eventId: event.id,
    eventAt: new Date(event.created * 1000),
  };
}

/** A test account id shaped like a Stripe account id. */
export const newTestPayoutAccountId = () => `${TEST_PAYOUT_ACCOUNT_PREFIX}${randomBytes(12).toString('hex')}`;

export function createTestPayouts(): PayoutsPort {
  return {
    kind: 'test',
    createAccount: async () => newTestPayoutAccountId(),
    onboardingLink: async ({ accountId, appUrl }) => `${appUrl}${buildPath(TEST_ONBOARDING_ROUTE, { accountId })}`,
    // Test accounts have no Express dashboard: their money is the earnings page's.
    dashboardLink: async ({ appUrl }) => `${appUrl}${EARNINGS_ROUTE}`,
  };
}
