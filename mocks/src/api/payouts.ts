/**
 * Payout accounts over the mock database (the server's services/payouts.ts): their side of
 * @spur/domain's store port, and the payouts endpoints through the same use cases. Demo mode has
 * no Stripe: every account is a test account and onboarding is the built-in test onboarding.
 */
import { EARNINGS_ROUTE, TEST_ONBOARDING_ROUTE, TEST_PAYOUT_ACCOUNT_PREFIX, buildPath, type EndpointName } from '@spur/contract';
import {
  completeTestOnboarding,
  payoutDashboardLink,
  payoutStatus,
  refreshPayoutOnboarding,
  returnFromPayoutOnboarding,
  startPayoutOnboarding,
  type JsonValues,
  type PayoutProvider,
  type PayoutsTransaction,
  type RouteInput,
  type Store,
} from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomToken } from '../crypto';
import type { UserRow } from '../db/database';
import { iso } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; store: Store<JsonValues>; now: Date };

export function payoutsTransaction({ db, clock }: MockBackend): PayoutsTransaction<JsonValues> {
  const byBusiness = (businessId: string) => db.payoutAccount.findFirst({ where: { business_id: { equals: businessId } } }) ?? undefined;
  return {
    findPayoutAccount: async (businessId) => byBusiness(businessId),
    lockPayoutAccount: async (accountId) => db.payoutAccount.findFirst({ where: { stripe_account_id: { equals: accountId } } }) ?? undefined,
    async insertPayoutAccount(businessId, accountId) {
      const now = iso(clock.now());
      return byBusiness(businessId) ?? db.payoutAccount.create({ business_id: businessId, stripe_account_id: accountId, created_at: now, updated_at: now });
    },
    async updatePayoutAccount(accountId, changes) {
      db.payoutAccount.update({
        where: { stripe_account_id: { equals: accountId } },
        data: { ...changes, last_event_at: iso(changes.last_event_at), updated_at: iso(clock.now()) },
      });
    },
  };
}

/** The test onboarding, as the server runs it without a Stripe key. */
const testPayouts: PayoutProvider = {
  kind: 'test',
  createAccount: async () => `${TEST_PAYOUT_ACCOUNT_PREFIX}${randomToken(24)}`,
  onboardingLink: async ({ accountId, appUrl }) => `${appUrl}${buildPath(TEST_ONBOARDING_ROUTE, { accountId })}`,
  dashboardLink: async ({ appUrl }) => `${appUrl}${EARNINGS_ROUTE}`,
};

export const payoutRoutes = {
  payoutStatus: ({ store, user }: Context<'payoutStatus'>) => payoutStatus(store, { businessId: user!.id }),
  startPayoutOnboarding: ({ backend, store, user }: Context<'startPayoutOnboarding'>) =>
    startPayoutOnboarding(store, testPayouts, { business: { id: user!.id, email: user!.email }, appUrl: backend.origin() }),
  returnFromPayoutOnboarding: ({ store, user, body }: Context<'returnFromPayoutOnboarding'>) =>
    returnFromPayoutOnboarding(store, { businessId: user!.id, accountId: body.account }),
  refreshPayoutOnboarding: ({ backend, store, user, body }: Context<'refreshPayoutOnboarding'>) =>
    refreshPayoutOnboarding(store, testPayouts, { businessId: user!.id, accountId: body.account, appUrl: backend.origin() }),
  payoutDashboardLink: ({ backend, store, user }: Context<'payoutDashboardLink'>) => payoutDashboardLink(store, testPayouts, { businessId: user!.id, appUrl: backend.origin() }),
  completeTestOnboarding: ({ backend, store, user, params, now }: Context<'completeTestOnboarding'>) =>
    completeTestOnboarding(store, testPayouts, { businessId: user!.id, accountId: params.accountId!, appUrl: backend.origin(), eventId: `evt_test_${randomToken(24)}`, now }),
};
