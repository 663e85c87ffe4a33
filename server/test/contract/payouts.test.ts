/**
 * Payout accounts (issue 29) without a Stripe key, on both backends: the demo businesses are
 * connected; a new business starts the test onboarding, comes back, asks for a new link, finishes
 * it and gets its payouts dashboard link; stale and another business's links, a traveller and no
 * one are refused, changing nothing.
 */
import { beforeEach, expect, it } from 'vitest';
import { MESSAGES, PayoutLinkSchema, PayoutStatusSchema } from '@spur/contract';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { SEED } from './fixtures';

const ON = { state: 'payouts_on', requirements_due: [] };
const ADVENTURES_ACCOUNT = SEED.payoutAccounts[0]!.stripe_account_id;

contractSuite('payouts', (c: Contract) => {
  let traveler: string;
  let adventures: string;
  let fresh: string;
  beforeEach(async () => {
    await c.reset();
    traveler = await c.token('traveler');
    adventures = await c.token('adventures');
    fresh = await c.token({ email: 'new-payouts@partners.example', business: 'attribute' });
  });
  const status = async (token: string) => expectOk(await c.call('GET', '/api/business/payouts', { token }), 200, PayoutStatusSchema);
  const start = async (token: string) => expectOk(await c.call('POST', '/api/business/payouts/onboarding', { token }), 200, PayoutLinkSchema).url;

  it('the demo businesses have payouts on, and their payouts dashboard link', async () => {
    expect(await status(adventures)).toEqual(ON);
    expect(await status(await c.token('wellness'))).toEqual(ON);
    const { url } = expectOk(await c.call('POST', '/api/business/payouts/dashboard-link', { token: adventures }), 200, PayoutLinkSchema);
    expect(url).toBe(`${c.driver.baseUrl}/business-dashboard/earnings`);
  });

  it('a new business: not connected, then the test onboarding, back to the dashboard, payouts on', async () => {
    expect(await status(fresh)).toEqual({ state: 'not_connected', requirements_due: [] });
    expectError(await c.call('POST', '/api/business/payouts/dashboard-link', { token: fresh }), 409, MESSAGES.payoutsNotConnected);

    const url = await start(fresh);
    expect(url).toMatch(new RegExp(`^${c.driver.baseUrl}/test-onboarding/acct_test_[A-Za-z0-9]+$`));
    const account = url.split('/').pop()!;
    expect(await status(fresh)).toEqual({ state: 'onboarding_incomplete', requirements_due: [] });
    // Started again (Continue): the same account.
    expect(await start(fresh)).toBe(url);

    // Back without finishing, and a new link.
    const returned = await c.call('POST', '/api/business/payouts/onboarding/return', { token: fresh, body: { account } });
    expect(expectOk(returned, 200, PayoutStatusSchema)).toEqual({ state: 'onboarding_incomplete', requirements_due: [] });
    const refreshed = await c.call('POST', '/api/business/payouts/onboarding/refresh', { token: fresh, body: { account } });
    expect(expectOk(refreshed, 200, PayoutLinkSchema)).toEqual({ url });

    const finished = await c.call('POST', `/api/business/payouts/test-onboarding/${account}/complete`, { token: fresh });
    expect(expectOk(finished, 200, PayoutLinkSchema)).toEqual({ url: `${c.driver.baseUrl}/business-dashboard?payouts=return&account=${account}` });
    expect(await status(fresh)).toEqual(ON);
    expect(expectOk(await c.call('POST', '/api/business/payouts/onboarding/return', { token: fresh, body: { account } }), 200, PayoutStatusSchema)).toEqual(ON);
    expect((await c.call('POST', '/api/business/payouts/dashboard-link', { token: fresh })).status).toBe(200);
  });

  it('stale links and another business’s: a clear message, nothing changed', async () => {
    const account = (await start(fresh)).split('/').pop()!;
    for (const step of ['return', 'refresh']) {
      const path = `/api/business/payouts/onboarding/${step}`;
      expectError(await c.call('POST', path, { token: fresh, body: { account: 'acct_test_gone' } }), 404, MESSAGES.payoutLinkStale);
      expectError(await c.call('POST', path, { token: fresh, body: {} }), 400, MESSAGES.payoutLinkStale);
      expectError(await c.call('POST', path, { token: adventures, body: { account } }), 403, MESSAGES.payoutLinkOtherBusiness);
      expectError(await c.call('POST', path, { token: fresh, body: { account: ADVENTURES_ACCOUNT } }), 403, MESSAGES.payoutLinkOtherBusiness);
    }
    expectError(await c.call('POST', `/api/business/payouts/test-onboarding/${account}/complete`, { token: adventures }), 403, MESSAGES.payoutLinkOtherBusiness);
    expectError(await c.call('POST', '/api/business/payouts/test-onboarding/acct_test_gone/complete', { token: fresh }), 404, MESSAGES.payoutLinkStale);
    expect(await status(fresh)).toEqual({ state: 'onboarding_incomplete', requirements_due: [] });
    expect(await status(adventures)).toEqual(ON);
  });

  it('a traveller or no one: refused, in the shared order', async () => {
    for (const [method, path] of [
      ['GET', '/api/business/payouts'],
      ['POST', '/api/business/payouts/onboarding'],
      ['POST', '/api/business/payouts/onboarding/return'],
      ['POST', '/api/business/payouts/onboarding/refresh'],
      ['POST', '/api/business/payouts/dashboard-link'],
      ['POST', `/api/business/payouts/test-onboarding/${ADVENTURES_ACCOUNT}/complete`],
    ] as const) {
      const body = method === 'POST' ? { account: ADVENTURES_ACCOUNT } : undefined;
      expectError(await c.call(method, path, { token: traveler, body }), 403, MESSAGES.businessRequired);
      expectError(await c.call(method, path, { body }), 401, MESSAGES.authRequired);
    }
    expect(await status(adventures)).toEqual(ON);
  });
});
