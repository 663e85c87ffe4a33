/**
 * Payout accounts, one use case per request (rules: `../payouts.ts`): start onboarding, come back
 * from it or ask for a new link, read the state, open the Express dashboard, and apply the
 * provider's account updates (the `account.updated` webhook and the test onboarding both).
 * Provider calls run outside any transaction.
 */
import { MESSAGES, type PayoutLink, type PayoutStatus } from '@spur/contract';
import { AppError, conflict, forbidden, notFound } from '../errors';
import { accountUpdateChanges, isNewerAccountUpdate, onboardingReturnUrl, payoutStatusOf, type AccountUpdate } from '../payouts';
import type { PayoutAccountRow, RowValues } from '../rows';
import type { PayoutProvider } from './payoutsPort';
import type { Store, StoreTransaction } from './store';

/** applied: the account changed; stale: a replay or an older event, nothing changed; unknown: no such account here. */
export type AccountUpdateOutcome = 'applied' | 'stale' | 'unknown';

/** A provider failure is a 502 with nothing changed. */
async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError(502, MESSAGES.payoutsProviderFailed, { cause: error });
  }
}

const onboardingLink = (provider: PayoutProvider, accountId: string, appUrl: string) =>
  viaProvider(() =>
    provider.onboardingLink({
      accountId,
      appUrl,
      returnUrl: onboardingReturnUrl(appUrl, 'return', accountId),
      refreshUrl: onboardingReturnUrl(appUrl, 'refresh', accountId),
    }),
  );

/** The account a return or refresh link names, when it is the caller's: 404 stale link, 403 another business's. */
async function accountNamedByLink<V extends RowValues>(tx: StoreTransaction<V>, businessId: string, accountId: string): Promise<PayoutAccountRow<V>> {
  const account = await tx.lockPayoutAccount(accountId);
  if (!account) throw notFound(MESSAGES.payoutLinkStale);
  if (account.business_id !== businessId) throw forbidden(MESSAGES.payoutLinkOtherBusiness);
  return account;
}

/** GET /api/business/payouts */
export async function payoutStatus<V extends RowValues>(store: Store<V>, request: { businessId: string }): Promise<PayoutStatus> {
  return payoutStatusOf(await store.transaction((tx) => tx.findPayoutAccount(request.businessId)));
}

/** POST /api/business/payouts/onboarding: the business's account (created on first use), then a link to its onboarding. */
export async function startPayoutOnboarding<V extends RowValues>(
  store: Store<V>,
  provider: PayoutProvider,
  request: { business: { id: string; email: string }; appUrl: string },
): Promise<PayoutLink> {
  let account = await store.transaction((tx) => tx.findPayoutAccount(request.business.id));
  if (!account) {
    const accountId = await viaProvider(() => provider.createAccount(request.business));
    account = await store.transaction((tx) => tx.insertPayoutAccount(request.business.id, accountId));
  }
  return { url: await onboardingLink(provider, account.stripe_account_id, request.appUrl) };
}

/** POST /api/business/payouts/onboarding/return: the account's state (its update may still be on its way). */
export async function returnFromPayoutOnboarding<V extends RowValues>(store: Store<V>, request: { businessId: string; accountId: string }): Promise<PayoutStatus> {
  return payoutStatusOf(await store.transaction((tx) => accountNamedByLink(tx, request.businessId, request.accountId)));
}

/** POST /api/business/payouts/onboarding/refresh: a new onboarding link for the caller's account. */
export async function refreshPayoutOnboarding<V extends RowValues>(
  store: Store<V>,
  provider: PayoutProvider,
  request: { businessId: string; accountId: string; appUrl: string },
): Promise<PayoutLink> {
  const account = await store.transaction((tx) => accountNamedByLink(tx, request.businessId, request.accountId));
  return { url: await onboardingLink(provider, account.stripe_account_id, request.appUrl) };
}

/** POST /api/business/payouts/dashboard-link: 409 until the business has finished onboarding (the provider refuses before). */
export async function payoutDashboardLink<V extends RowValues>(store: Store<V>, provider: PayoutProvider, request: { businessId: string; appUrl: string }): Promise<PayoutLink> {
  const account = await store.transaction((tx) => tx.findPayoutAccount(request.businessId));
  if (!account?.details_submitted) throw conflict(MESSAGES.payoutsNotConnected);
  return { url: await viaProvider(() => provider.dashboardLink({ accountId: account.stripe_account_id, appUrl: request.appUrl })) };
}

/** The provider's news about an account, applied once and never over a newer one. */
export async function applyAccountUpdate<V extends RowValues>(store: Store<V>, update: AccountUpdate): Promise<AccountUpdateOutcome> {
  return store.transaction(async (tx) => {
    const account = await tx.lockPayoutAccount(update.accountId);
    if (!account) return 'unknown';
    if (!isNewerAccountUpdate(account, update)) return 'stale';
    await tx.updatePayoutAccount(update.accountId, accountUpdateChanges(update));
    return 'applied';
  });
}

/**
 * POST /api/business/payouts/test-onboarding/:accountId/complete: the test onboarding's button,
 * recorded like the provider's `account.updated` (everything enabled, nothing due); answers the
 * return link. 404 when the provider is Stripe.
 */
export async function completeTestOnboarding<V extends RowValues>(
  store: Store<V>,
  provider: PayoutProvider,
  request: { businessId: string; accountId: string; appUrl: string; eventId: string; now: Date },
): Promise<PayoutLink> {
  if (provider.kind !== 'test') throw notFound(MESSAGES.testOnboardingNotFound);
  await store.transaction((tx) => accountNamedByLink(tx, request.businessId, request.accountId));
  await applyAccountUpdate(store, {
    accountId: request.accountId,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirementsDue: [],
    eventId: request.eventId,
    eventAt: request.now,
  });
  return { url: onboardingReturnUrl(request.appUrl, 'return', request.accountId) };
}
