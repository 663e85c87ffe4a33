import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import type { JsonValues, PayoutAccountRow } from '../rows';
import {
  applyAccountUpdate,
  completeTestOnboarding,
  payoutDashboardLink,
  payoutStatus,
  refreshPayoutOnboarding,
  returnFromPayoutOnboarding,
  startPayoutOnboarding,
} from './payouts';
import type { PayoutProvider } from './payoutsPort';
import type { Store, StoreTransaction } from './store';

const APP = 'https://spur.test';
const OWNER = 'business-1';
const OTHER = 'business-2';

function payoutsStore(accounts: Array<PayoutAccountRow<JsonValues>> = []) {
  const tx: Partial<StoreTransaction<JsonValues>> = {
    findPayoutAccount: async (businessId) => accounts.find((account) => account.business_id === businessId),
    lockPayoutAccount: async (accountId) => accounts.find((account) => account.stripe_account_id === accountId),
    async insertPayoutAccount(businessId, accountId) {
      const existing = accounts.find((account) => account.business_id === businessId);
      if (existing) return existing;
      const row = { ...ACCOUNT, business_id: businessId, stripe_account_id: accountId };
      accounts.push(row);
      return row;
    },
    async updatePayoutAccount(accountId, changes) {
      const account = accounts.find((row) => row.stripe_account_id === accountId)!;
      Object.assign(account, { ...changes, last_event_at: changes.last_event_at.toISOString() });
    },
  };
  const store: Store<JsonValues> = { transaction: (work) => work(tx as StoreTransaction<JsonValues>) };
  return { store, accounts };
}

const ACCOUNT: PayoutAccountRow<JsonValues> = {
  business_id: OWNER,
  stripe_account_id: 'acct_1',
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  requirements_due: [],
  last_event_at: null,
  last_event_id: null,
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
};

function recordingProvider(kind: 'stripe' | 'test' = 'stripe', fails = false) {
  const calls: string[] = [];
  const provider: PayoutProvider = {
    kind,
    async createAccount(business) {
      calls.push(`create ${business.id} ${business.email}`);
      if (fails) throw new Error('down');
      return 'acct_new';
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      calls.push(`link ${accountId} ${returnUrl} ${refreshUrl}`);
      if (fails) throw new Error('down');
      return `https://connect.stripe.test/setup/${accountId}`;
    },
    async dashboardLink({ accountId }) {
      calls.push(`login ${accountId}`);
      return `https://connect.stripe.test/express/${accountId}`;
    },
  };
  return { provider, calls };
}

const update = (eventId: string, eventAt: string, enabled = true) => ({
  accountId: 'acct_1',
  chargesEnabled: enabled,
  payoutsEnabled: enabled,
  detailsSubmitted: enabled,
  requirementsDue: enabled ? [] : ['external_account'],
  eventId,
  eventAt: new Date(eventAt),
});

describe('startPayoutOnboarding', () => {
  it('creates the account on first use, then links to its onboarding with the dashboard as return and refresh', async () => {
    const { store, accounts } = payoutsStore();
    const { provider, calls } = recordingProvider();
    const link = await startPayoutOnboarding(store, provider, { business: { id: OWNER, email: 'a@spur.test' }, appUrl: APP });
    expect(link).toEqual({ url: 'https://connect.stripe.test/setup/acct_new' });
    expect(calls).toEqual([
      `create ${OWNER} a@spur.test`,
      `link acct_new ${APP}/business-dashboard?payouts=return&account=acct_new ${APP}/business-dashboard?payouts=refresh&account=acct_new`,
    ]);
    expect(accounts).toEqual([expect.objectContaining({ business_id: OWNER, stripe_account_id: 'acct_new', payouts_enabled: false })]);
  });

  it('reuses the business’s account', async () => {
    const { store } = payoutsStore([{ ...ACCOUNT }]);
    const { provider, calls } = recordingProvider();
    await startPayoutOnboarding(store, provider, { business: { id: OWNER, email: 'a@spur.test' }, appUrl: APP });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^link acct_1 /);
  });

  it('answers 502 and records nothing when the provider fails', async () => {
    const { store, accounts } = payoutsStore();
    const { provider } = recordingProvider('stripe', true);
    await expect(startPayoutOnboarding(store, provider, { business: { id: OWNER, email: 'a@spur.test' }, appUrl: APP })).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.payoutsProviderFailed,
    });
    expect(accounts).toEqual([]);
  });
});

describe('the onboarding return and refresh', () => {
  it('answer the state and a new link for the caller’s account', async () => {
    const { store } = payoutsStore([{ ...ACCOUNT, requirements_due: ['external_account'] }]);
    const { provider } = recordingProvider();
    expect(await returnFromPayoutOnboarding(store, { businessId: OWNER, accountId: 'acct_1' })).toEqual({ state: 'onboarding_incomplete', requirements_due: ['external_account'] });
    expect(await refreshPayoutOnboarding(store, provider, { businessId: OWNER, accountId: 'acct_1', appUrl: APP })).toEqual({ url: 'https://connect.stripe.test/setup/acct_1' });
  });

  it('refuse a stale link (404) and another business’s (403), asking the provider nothing', async () => {
    const { store } = payoutsStore([{ ...ACCOUNT }]);
    const { provider, calls } = recordingProvider();
    await expect(returnFromPayoutOnboarding(store, { businessId: OWNER, accountId: 'acct_gone' })).rejects.toMatchObject({ status: 404, message: MESSAGES.payoutLinkStale });
    await expect(refreshPayoutOnboarding(store, provider, { businessId: OTHER, accountId: 'acct_1', appUrl: APP })).rejects.toMatchObject({
      status: 403,
      message: MESSAGES.payoutLinkOtherBusiness,
    });
    expect(calls).toEqual([]);
  });
});

describe('payoutStatus and payoutDashboardLink', () => {
  it('read the caller’s account; the dashboard link only once onboarding is finished', async () => {
    const { store, accounts } = payoutsStore();
    const { provider, calls } = recordingProvider();
    expect(await payoutStatus(store, { businessId: OWNER })).toEqual({ state: 'not_connected', requirements_due: [] });
    await expect(payoutDashboardLink(store, provider, { businessId: OWNER, appUrl: APP })).rejects.toMatchObject({ status: 409, message: MESSAGES.payoutsNotConnected });
    accounts.push({ ...ACCOUNT, details_submitted: true, charges_enabled: true, payouts_enabled: true });
    expect(await payoutStatus(store, { businessId: OWNER })).toEqual({ state: 'payouts_on', requirements_due: [] });
    expect(await payoutDashboardLink(store, provider, { businessId: OWNER, appUrl: APP })).toEqual({ url: 'https://connect.stripe.test/express/acct_1' });
    expect(calls).toEqual(['login acct_1']);
  });
});

describe('applyAccountUpdate', () => {
  it('applies each event once, never over a newer one, and ignores unknown accounts', async () => {
    const { store, accounts } = payoutsStore([{ ...ACCOUNT }]);
    expect(await applyAccountUpdate(store, update('evt_2', '2026-11-28T10:00:00Z'))).toBe('applied');
    expect(await applyAccountUpdate(store, update('evt_2', '2026-11-28T10:00:00Z'))).toBe('stale');
    // An older event delivered late (requirements due again) changes nothing.
    expect(await applyAccountUpdate(store, update('evt_1', '2026-11-28T09:00:00Z', false))).toBe('stale');
    expect(accounts[0]).toMatchObject({ payouts_enabled: true, requirements_due: [], last_event_id: 'evt_2', last_event_at: '2026-11-28T10:00:00.000Z' });
    expect(await applyAccountUpdate(store, { ...update('evt_3', '2026-11-28T11:00:00Z'), accountId: 'acct_other' })).toBe('unknown');
  });
});

describe('completeTestOnboarding', () => {
  const request = { businessId: OWNER, accountId: 'acct_1', appUrl: APP, eventId: 'evt_test_1', now: new Date('2026-11-28T12:00:00Z') };

  it('turns payouts on like an account.updated event and answers the return link', async () => {
    const { store, accounts } = payoutsStore([{ ...ACCOUNT }]);
    expect(await completeTestOnboarding(store, recordingProvider('test').provider, request)).toEqual({ url: `${APP}/business-dashboard?payouts=return&account=acct_1` });
    expect(accounts[0]).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true, last_event_id: 'evt_test_1' });
  });

  it('does not exist with Stripe, nor for another business’s account', async () => {
    const { store, accounts } = payoutsStore([{ ...ACCOUNT }]);
    await expect(completeTestOnboarding(store, recordingProvider('stripe').provider, request)).rejects.toMatchObject({ status: 404, message: MESSAGES.testOnboardingNotFound });
    await expect(completeTestOnboarding(store, recordingProvider('test').provider, { ...request, businessId: OTHER })).rejects.toMatchObject({ status: 403 });
    expect(accounts[0]).toMatchObject({ payouts_enabled: false, last_event_id: null });
  });
});
