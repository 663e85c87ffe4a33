/**
 * Payout accounts on Stripe Connect with the real `stripe` SDK against the local fake Stripe API:
 * the Express account, its onboarding link and Express dashboard login link as Stripe receives
 * them, provider failures, and signed `account.updated` events on the webhook (verified, applied
 * once, older ones ignored), whether signed by the account endpoint or by the Connect one. The test
 * onboarding does not exist with a Stripe key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import type { PayoutAccountRow } from '../db/rows';
import { signUpBusiness } from '../../test/helpers/factories';
import { FAKE_STRIPE_KEY, WEBHOOK_SECRET, accountUpdatedEvent, signedDelivery, startFakeStripe, type AccountEventOptions, type FakeStripe } from '../../test/helpers/fakeStripe';
import { startTestApi, type TestApi } from '../../test/helpers/testApp';

const PUBLIC_URL = 'https://spur.test';
/** The Connect endpoint's own signing secret (Stripe gives each endpoint one). */
const CONNECT_WEBHOOK_SECRET = 'whsec_test_spur_connect_secret';
let stripe: FakeStripe;
let testApi: TestApi;
const api = () => testApi;

beforeAll(async () => {
  stripe = await startFakeStripe();
  testApi = await startTestApi({
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, PUBLIC_URL },
  });
});
afterAll(async () => {
  await testApi?.close();
  await stripe?.close();
});

const accountOf = (businessId: string) => api().db<PayoutAccountRow>('payout_accounts').where({ business_id: businessId }).first();

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { rawBody, headers } = signedDelivery(event, secret);
  return api().request('POST', '/api/payment/webhook', { rawBody, headers });
}

async function onboard() {
  const business = await signUpBusiness(api());
  const response = await api().request('POST', '/api/business/payouts/onboarding', { token: business.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const account = (await accountOf(business.user.id))!;
  return { business, account, url: response.body.url as string };
}

describe('onboarding on Stripe Connect', () => {
  it('creates one Express account per business and links to its hosted onboarding, returning to the dashboard', async () => {
    const { business, account, url } = await onboard();
    const created = stripe.accounts.at(-1)!;
    expect(created.params).toEqual({
      type: 'express',
      email: business.identity.email,
      capabilities: { transfers: { requested: 'true' } },
      metadata: { business_id: business.user.id },
    });
    expect(created.idempotencyKey).toBe(`spur-payout-account-${business.user.id}`);
    expect(created.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    expect(account).toMatchObject({ stripe_account_id: expect.stringMatching(/^acct_fake/), charges_enabled: false, payouts_enabled: false, last_event_id: null });
    expect(stripe.accountLinks.at(-1)!.params).toEqual({
      account: account.stripe_account_id,
      type: 'account_onboarding',
      return_url: `${PUBLIC_URL}/business-dashboard?payouts=return&account=${account.stripe_account_id}`,
      refresh_url: `${PUBLIC_URL}/business-dashboard?payouts=refresh&account=${account.stripe_account_id}`,
    });
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/e/${account.stripe_account_id}/`));

    // Again (Continue): the same account, a new link.
    const accountsBefore = stripe.accounts.length;
    const again = await api().request('POST', '/api/business/payouts/onboarding', { token: business.token });
    expect(again.status).toBe(200);
    expect(stripe.accounts).toHaveLength(accountsBefore);
    expect(stripe.accountLinks.at(-1)!.params.account).toBe(account.stripe_account_id);
  });

  it('a refresh gets a new link; a return reads the state', async () => {
    const { business, account } = await onboard();
    const refreshed = await api().request('POST', '/api/business/payouts/onboarding/refresh', { token: business.token, body: { account: account.stripe_account_id } });
    expect(refreshed).toMatchObject({ status: 200, body: { url: expect.stringContaining(account.stripe_account_id) } });
    const returned = await api().request('POST', '/api/business/payouts/onboarding/return', { token: business.token, body: { account: account.stripe_account_id } });
    expect(returned).toMatchObject({ status: 200, body: { state: 'onboarding_incomplete', requirements_due: [] } });
  });

  it('502 and no account when Stripe refuses', async () => {
    const business = await signUpBusiness(api());
    stripe.fail('accounts', { status: 400, message: 'Connect is not enabled' });
    const response = await api().request('POST', '/api/business/payouts/onboarding', { token: business.token });
    expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.payoutsProviderFailed } });
    expect(await accountOf(business.user.id)).toBeUndefined();
  });

  it('the Express dashboard link once onboarding is finished', async () => {
    const { business, account } = await onboard();
    const early = await api().request('POST', '/api/business/payouts/dashboard-link', { token: business.token });
    expect(early).toMatchObject({ status: 409, body: { message: MESSAGES.payoutsNotConnected } });
    expect(stripe.loginLinks.filter((link) => link.params.account === account.stripe_account_id)).toHaveLength(0);

    expect((await deliver(accountUpdatedEvent({ account: account.stripe_account_id, created: 1_800_000_000 }))).status).toBe(200);
    const link = await api().request('POST', '/api/business/payouts/dashboard-link', { token: business.token });
    expect(link).toMatchObject({ status: 200, body: { url: expect.stringMatching(new RegExp(`^https://connect\\.stripe\\.test/express/${account.stripe_account_id}/`)) } });
    expect(stripe.loginLinks.at(-1)!.params).toEqual({ account: account.stripe_account_id });
  });

  it('serves no test onboarding', async () => {
    const { business, account } = await onboard();
    const response = await api().request('POST', `/api/business/payouts/test-onboarding/${account.stripe_account_id}/complete`, { token: business.token });
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.testOnboardingNotFound } });
    expect((await accountOf(business.user.id))!.payouts_enabled).toBe(false);
  });
});

describe('account.updated on the webhook', () => {
  const update = (account: string, options: Partial<AccountEventOptions>) => accountUpdatedEvent({ account, created: 1_800_000_000, ...options });

  it('accepts one signed with the Connect endpoint’s secret', async () => {
    const { business, account } = await onboard();
    expect((await deliver(update(account.stripe_account_id, {}), CONNECT_WEBHOOK_SECRET)).status).toBe(200);
    const status = await api().request('GET', '/api/business/payouts', { token: business.token });
    expect(status.body).toEqual({ state: 'payouts_on', requirements_due: [] });
  });

  it('400 for a bad signature, changing nothing', async () => {
    const { account } = await onboard();
    const response = await deliver(update(account.stripe_account_id, {}), 'whsec_wrong');
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.invalidSignature } });
    expect((await accountOf(account.business_id))!.payouts_enabled).toBe(false);
  });

  it('applies the state with what is due; a replay or an older event changes nothing', async () => {
    const { business, account } = await onboard();
    const id = account.stripe_account_id;
    const incomplete = update(id, { id: 'evt_acct_1', created: 1_800_000_100, payoutsEnabled: false, currentlyDue: ['external_account'] });
    expect((await deliver(incomplete)).status).toBe(200);
    const status = () => api().request('GET', '/api/business/payouts', { token: business.token });
    expect((await status()).body).toEqual({ state: 'onboarding_incomplete', requirements_due: ['external_account'] });

    const finished = update(id, { id: 'evt_acct_2', created: 1_800_000_200 });
    expect((await deliver(finished)).status).toBe(200);
    expect((await status()).body).toEqual({ state: 'payouts_on', requirements_due: [] });

    // Delivered again, and the older event arriving late: still on.
    expect((await deliver(finished)).status).toBe(200);
    expect((await deliver(incomplete)).status).toBe(200);
    expect((await status()).body).toEqual({ state: 'payouts_on', requirements_due: [] });
    expect(await accountOf(business.user.id)).toMatchObject({ last_event_id: 'evt_acct_2', last_event_at: new Date(1_800_000_200_000) });
  });

  it('acknowledges an account that is not Spur’s', async () => {
    expect((await deliver(update('acct_unknown', {}))).status).toBe(200);
  });
});
