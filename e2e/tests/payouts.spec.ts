/**
 * Payout accounts (issue 29) without Stripe: a new business connects payouts through the built-in
 * test onboarding and comes back to "Payouts on", and the earnings page follows the account.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectPath, main } from '../support/app';
import { businessUser } from '../support/business';
import { DEMO_TAG } from '../support/projects';

/** The dashboard's payouts panel. */
const payoutsPanel = (page: Page) => main(page).getByRole('region', { name: 'Payouts' });

/** The payout account a test onboarding page is for (the last segment of its path). */
const onboardingAccount = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

test.describe('payouts', () => {
  test('a new business connects payouts through the test onboarding, comes back to Payouts on, and its earnings page says so', { tag: DEMO_TAG }, async ({ page, backend }) => {
    await businessUser(page, backend);
    const payouts = payoutsPanel(page);
    await expect(payouts.getByText('Connect a payout account so Spur can pay you what your deals earn.')).toBeVisible();

    // Before connecting, the earnings page says the net is kept.
    await main(page).getByRole('link', { name: 'Earnings' }).click();
    await expectPath(page, '/business-dashboard/earnings');
    await expect(
      main(page).getByText('Payouts to your bank account are not connected yet: your net is kept for you and paid out once they are.'),
    ).toBeVisible();
    await page.goBack();
    await expectPath(page, '/business-dashboard');

    await payouts.getByRole('button', { name: 'Connect payouts' }).click();
    await expectPath(page, /^\/test-onboarding\/acct_test_\w+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Test onboarding' })).toBeVisible();
    await expect(main(page).getByText('Test onboarding: no real account is created.')).toBeVisible();
    const account = onboardingAccount(page);
    await main(page).getByRole('button', { name: 'Finish onboarding' }).click();

    // Back through the return link: the account read again, payouts on.
    await expectPath(page, `/business-dashboard?payouts=return&account=${account}`);
    await expect(payouts.getByText('Payouts on')).toBeVisible();
    await expect(payouts.getByRole('alert')).toHaveCount(0);
    await expect(payouts.getByRole('button', { name: 'Connect payouts' })).toHaveCount(0);

    // The test account's payouts dashboard is the earnings page.
    await payouts.getByRole('button', { name: 'Open payouts dashboard' }).click();
    await expectPath(page, '/business-dashboard/earnings');
    await expect(main(page).getByText('Payouts are on: your net goes to your payout account once each experience has begun.')).toBeVisible();
  });

  test('a stale return link says so and changes nothing', async ({ page, backend }) => {
    await businessUser(page, backend);
    await page.goto('/business-dashboard?payouts=return&account=acct_test_replaced');
    const payouts = payoutsPanel(page);
    await expect(payouts.getByRole('alert')).toHaveText('This payouts link is out of date. Start again from your dashboard.');
    await expect(payouts.getByRole('button', { name: 'Connect payouts' })).toBeVisible();
  });
});

