/**
 * Payout accounts over Postgres (`payout_accounts`): their side of @spur/domain's store port,
 * and the requests of a business's payouts, each one of @spur/domain's use cases.
 */
import { randomBytes } from 'node:crypto';
import type { PayoutLink, PayoutStatus } from '@spur/contract';
import {
  completeTestOnboarding,
  payoutDashboardLink,
  payoutStatus,
  refreshPayoutOnboarding,
  returnFromPayoutOnboarding,
  startPayoutOnboarding,
  type PayoutsTransaction,
  type PgValues,
  type Store,
} from '@spur/domain';
import type { Clock } from '../clock';
import type { Trx } from '../db/knex';
import type { PayoutAccountRow, UserRow } from '../db/rows';
import type { PayoutsPort } from '../ports/payouts';

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export function payoutsTransaction(trx: Trx): PayoutsTransaction<PgValues> {
  const accounts = () => trx<PayoutAccountRow>('payout_accounts');
  return {
    findPayoutAccount: (businessId) => accounts().where({ business_id: businessId }).first(),
    lockPayoutAccount: (accountId) => accounts().where({ stripe_account_id: accountId }).forUpdate().first(),
    async insertPayoutAccount(businessId, accountId) {
      await accounts().insert({ business_id: businessId, stripe_account_id: accountId }).onConflict('business_id').ignore();
      return (await accounts().where({ business_id: businessId }).first())!;
    },
    async updatePayoutAccount(accountId, changes) {
      await accounts()
        .where({ stripe_account_id: accountId })
        .update({ ...changes, updated_at: trx.fn.now() });
    },
  };
}

export function createPayoutsService(deps: { clock: Clock; store: Store<PgValues>; provider: PayoutsPort }) {
  const { clock, store, provider } = deps;
  return {
    status: (user: UserRow): Promise<PayoutStatus> => payoutStatus(store, { businessId: user.id }),
    startOnboarding: (user: UserRow, appUrl: string): Promise<PayoutLink> =>
      startPayoutOnboarding(store, provider, { business: { id: user.id, email: user.email }, appUrl }),
    returnFromOnboarding: (user: UserRow, accountId: string): Promise<PayoutStatus> => returnFromPayoutOnboarding(store, { businessId: user.id, accountId }),
    refreshOnboarding: (user: UserRow, accountId: string, appUrl: string): Promise<PayoutLink> =>
      refreshPayoutOnboarding(store, provider, { businessId: user.id, accountId, appUrl }),
    dashboardLink: (user: UserRow, appUrl: string): Promise<PayoutLink> => payoutDashboardLink(store, provider, { businessId: user.id, appUrl }),
    completeTestOnboarding: (user: UserRow, accountId: string, appUrl: string): Promise<PayoutLink> =>
      completeTestOnboarding(store, provider, { businessId: user.id, accountId, appUrl, eventId: `evt_test_${randomBytes(12).toString('hex')}`, now: clock.now() }),
  };
}
