/**
 * The signed-in state in the server's HTML (issue 32), on the full stack: Amplify keeps its tokens
 * in cookies, the server verifies the identity token for rendering, so a signed-in person's first
 * paint of `/`, `/profile` and `/business-dashboard` (before any script runs) shows the signed-in
 * navigation (its markup, and its look against the baselines in signed-in-ssr.spec.ts-snapshots/);
 * those pages hydrate without a warning; and a signed-in Book Now tapped at the first paint, with
 * the CPU slowed four times, books once the page is ready with the signed-in request (never the
 * guest's guestInfo).
 */
import type { Page, Request } from '@playwright/test';
import { DEAL_IDS } from '@spur/demo-data';
import { test, expect } from '../support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, amplifySignInCookies, banner, createAccount, expectSignedIn, main } from '../support/app';
import { hydrationWarnings, isHydrated, slowPageWithScriptsHeld } from '../support/hydration';

test.skip(({ backend }) => backend === 'demo', "The demo's pages are prerendered for guests at build time: its sign-in lives in the browser.");

/**
 * The navigation of the server's HTML, before any script, against its baseline (the bundled font
 * and Debian's chromium make it the same on every run; `--update-snapshots` records it again).
 */
async function expectNavigationLooks(page: Page, name: string) {
  await expect(banner(page)).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide' });
}

test.describe('the server\'s HTML for a signed-in person, before scripts', () => {
  test.use({ javaScriptEnabled: false });

  /** The navigation as the server rendered it: signed in, with Profile and Log Out; never Log In or Sign Up. */
  async function expectSignedInNavigation(page: Page, { business }: { business: boolean }) {
    const nav = banner(page);
    await expect(nav.getByRole('link', { name: 'Profile' }).first()).toBeAttached();
    await expect(nav.getByRole('button', { name: 'Log Out' }).first()).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Business Dashboard' })).toHaveCount(business ? 1 : 0);
  }

  test('/ and /profile (My Bookings) for a traveler', async ({ page, context, backend }) => {
    const account = await createAccount(page, backend);
    await context.addCookies(await amplifySignInCookies(page, backend, account));

    const home = await page.goto('/');
    expect(home?.headers()['cache-control']).toBe('private, no-cache');
    expect(home?.headers().vary).toMatch(/Cookie/);
    await expectSignedInNavigation(page, { business: false });
    await expectNavigationLooks(page, 'traveler-home.png');

    await page.goto('/profile?tab=bookings');
    await expectSignedInNavigation(page, { business: false });
    await expect(main(page).getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();
    await expect(main(page).getByRole('tab', { name: 'My Bookings', selected: true })).toBeVisible();
    // A new account has no bookings: the tab's loaded, empty state, not its spinner.
    await expect(main(page).getByText('Loading your bookings')).toHaveCount(0);
    await expectNavigationLooks(page, 'traveler-profile.png');
  });

  test('/business-dashboard for a business partner, with their deals', async ({ page, context, backend }) => {
    const cookies = await amplifySignInCookies(page, backend, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
    await context.addCookies(cookies);
    const idToken = decodeURIComponent(cookies.find((cookie) => decodeURIComponent(cookie.name).endsWith('.idToken'))!.value);
    const myDeals = await page.request.get('/api/deals/business/my-deals', { headers: { Authorization: `Bearer ${idToken}` } });
    const [deal] = (await myDeals.json()) as { title: string }[];

    await page.goto('/business-dashboard');
    await expectSignedInNavigation(page, { business: true });
    await expect(main(page).getByText(deal!.title, { exact: true }).first()).toBeVisible();
    await expectNavigationLooks(page, 'business-dashboard.png');
  });

  test('a cookie that does not verify renders the guest\'s page, never an error', async ({ page, context, backend }) => {
    const account = await createAccount(page, backend);
    const cookies = await amplifySignInCookies(page, backend, account);
    await context.addCookies(cookies.map((cookie) => (cookie.name.endsWith('.idToken') ? { ...cookie, value: `${cookie.value}x` } : cookie)));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    // The guest's page as today: nothing signed in (its sign-in links wait for the browser's check).
    await expect(main(page)).toBeAttached();
    await expect(banner(page).getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
    const profile = await page.goto('/profile');
    expect(profile?.status()).toBe(200);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('with scripts', () => {
  test('/, /profile and /business-dashboard rendered signed in hydrate without a warning and stay signed in', async ({ page, context, backend }) => {
    await context.addCookies(await amplifySignInCookies(page, backend, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD }));
    const warnings = hydrationWarnings(page);
    for (const path of ['/', '/profile?tab=bookings', '/business-dashboard']) {
      // The fixture's goto returns once the page has hydrated (`<html data-hydrated>`).
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'], path).toBe('private, no-cache');
      await expect(banner(page).getByRole('link', { name: 'Business Dashboard' }).first()).toBeVisible();
      await expect(main(page)).not.toBeEmpty();
    }
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectSignedIn(page);
    expect(warnings).toEqual([]);
  });
});

test.describe('Book Now tapped at the first paint, CPU slowed four times', () => {
  test("a signed-in person's tap books once the page is ready, with the bearer and no guestInfo", async ({ page, context, backend }) => {
    const account = await createAccount(page, backend);
    await context.addCookies(await amplifySignInCookies(page, backend, account));
    const { page: phone, runScripts } = await slowPageWithScriptsHeld(context);

    // Observed and answered here: the request is what is tested, and no slot is held.
    const requests: Request[] = [];
    await phone.route('**/api/payment/create-checkout-session', async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 503, json: { message: 'Observed by the test' } });
    });

    await phone.goto(`/deals/${DEAL_IDS.dolphinSafari}`, { waitUntil: 'commit' });
    const bookNow = main(phone).getByRole('region', { name: 'Book Now' }).getByRole('button', { name: 'Book Now' });
    // The first paint: signed in already, and Book Now offered only once it can work.
    await expect(banner(phone).getByRole('link', { name: 'Profile' }).first()).toBeAttached();
    await expect(bookNow).toBeDisabled();
    expect(await isHydrated(phone)).toBe(false);
    runScripts();
    // The tap, as soon as the button takes it (Playwright waits for it to be enabled).
    await bookNow.click();
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0]!;
    expect(request.postDataJSON()).not.toHaveProperty('guestInfo');
    expect(await request.headerValue('authorization')).toMatch(/^Bearer ey/);
    await expectSignedIn(phone);
  });
});
