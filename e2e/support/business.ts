/** The business side: becoming a partner from the profile, and the dashboard's figures, deals and dialogs. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Account, banner, expectPath, expectToast, signIn, logOut, main, signedInUser } from './app';
import type { Backend } from './projects';

/** The profile's "Become a Business Partner" button (Profile Info tab, regular users only). */
export function upgradeButton(page: Page): Locator {
  return main(page).getByRole('button', { name: 'Become a Business Partner' });
}

/**
 * On /profile: presses "Become a Business Partner" and waits for what SPEC §4 says follows: the
 * page reloads (a marker set on the old page's window is gone), "Account Upgraded!" shows and the
 * profile says Business Partner.
 */
export async function upgradeToBusiness(page: Page) {
  await page.evaluate(() => {
    (window as { __e2eBeforeUpgrade?: boolean }).__e2eBeforeUpgrade = true;
  });
  const reloaded = page.waitForEvent('load');
  await upgradeButton(page).click();
  await reloaded;
  await expect.poll(() => page.evaluate(() => (window as { __e2eBeforeUpgrade?: boolean }).__e2eBeforeUpgrade ?? 'reloaded')).toBe('reloaded');
  await expectToast(page, 'Account Upgraded!', 'You are now a Business Partner.');
  await expect(main(page).getByText('Business Partner', { exact: true }).first()).toBeVisible();
  await expect(upgradeButton(page)).toHaveCount(0);
}

/** A new account, upgraded to business through the profile, on its empty dashboard. */
export async function businessUser(page: Page, backend: Backend): Promise<Account> {
  const account = await signedInUser(page, backend);
  await page.goto('/profile');
  await upgradeToBusiness(page);
  await openDashboard(page);
  return account;
}

/** Business Dashboard from the navigation bar; waits for the deals section. */
export async function openDashboard(page: Page) {
  await banner(page).getByRole('link', { name: 'Business Dashboard' }).click();
  await expectPath(page, '/business-dashboard');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Your Deals' })).toBeVisible();
}

/** The value of one of the dashboard's figures ("Total Deals", "Total Revenue", "Upcoming Sessions"...). */
export function stat(page: Page, label: 'Total Deals' | 'Total Revenue' | 'Active Deals' | 'Upcoming Sessions' | 'Seats Sold Today'): Locator {
  return main(page)
    .getByRole('region', { name: 'Your numbers' })
    .locator('dl')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')
    .first();
}

export async function expectStats(page: Page, figures: { deals: number; revenue: string; active: number }) {
  await expect(stat(page, 'Total Deals')).toHaveText(String(figures.deals));
  await expect(stat(page, 'Total Revenue')).toHaveText(figures.revenue);
  await expect(stat(page, 'Active Deals')).toHaveText(String(figures.active));
}

/** The business's own deal card on the dashboard. */
export function myDeal(page: Page, title: string): Locator {
  return main(page).getByRole('list', { name: 'Your Deals' }).getByRole('article', { name: title, exact: true });
}

/** Opens one of the dashboard's deal dialogs from the page header. */
export async function openDealDialog(page: Page, button: 'Create Deal' | 'Quick Add'): Promise<Locator> {
  // The empty dashboard has a second "Create Deal" in its empty state: the header's comes first.
  await main(page).getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Creates a deal through Quick Add (title and price) and waits for its card. */
export async function quickAddDeal(page: Page, title: string, price: string): Promise<Locator> {
  const dialog = await openDealDialog(page, 'Quick Add');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('spinbutton', { name: 'Price (USD)', exact: true }).fill(price);
  await dialog.getByRole('button', { name: 'Add Deal' }).click();
  await expectToast(page, 'Success', 'Deal created.');
  await expect(dialog).toBeHidden();
  const card = myDeal(page, title);
  await expect(card).toBeVisible();
  return card;
}

/** The id of the deal titled `title`, asked of the catalogue from the page (the demo's backend lives in it). */
export async function dealIdOf(page: Page, title: string): Promise<string> {
  return page.evaluate(async (dealTitle) => {
    const response = await fetch(`/api/deals?search=${encodeURIComponent(dealTitle)}`);
    const deals = (await response.json()) as Array<{ id: string; title: string }>;
    return deals.find((deal) => deal.title === dealTitle)!.id;
  }, title);
}

/** A title no other test uses (fullstack tests share one database). */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Opens "Times and bookings" of one of the business's deals. */
export async function openTimes(page: Page, title: string): Promise<Locator> {
  await myDeal(page, title).getByRole('button', { name: 'Times' }).click();
  const dialog = page.getByRole('dialog', { name: 'Times and bookings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in (through the API) as the demo's adventures@ partner (after signing out) and opens the dashboard's check-in dialog. */
export async function openCheckInAsAdventures(page: Page, backend: Backend): Promise<Locator> {
  await logOut(page);
  await signIn(page, backend, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
  await openDashboard(page);
  await main(page).getByRole('button', { name: 'Check in', exact: true }).click();
  return page.getByRole('dialog', { name: 'Check in a guest' });
}

/** On the dashboard: connects payouts through the built-in test onboarding and waits for "Payouts on" (payouts.spec checks each step). */
export async function connectPayouts(page: Page) {
  const payouts = main(page).getByRole('region', { name: 'Payouts' });
  await payouts.getByRole('button', { name: 'Connect payouts' }).click();
  await expectPath(page, /^\/test-onboarding\/acct_test_\w+$/);
  await main(page).getByRole('button', { name: 'Finish onboarding' }).click();
  await expectPath(page, /^\/business-dashboard\?payouts=return&account=acct_test_\w+$/);
  await expect(payouts.getByText('Payouts on')).toBeVisible();
}
