import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, banner, dealsCount, expectPath, expectSignedIn, expectSignedOut, expectToast, fillLogin, signIn, main } from '../support/app';

const HOME_HEADING = 'Building the Future of Experiences Anywhere';

test.describe('not found', () => {
  test('an unknown route shows 404 with Return to Home, and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    for (const path of ['/no-such-page', '/deals/not/a/page']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(main(page).getByText('Oops! Page not found', { exact: true })).toBeVisible();
      await expect.poll(() => logged).toContain(`404 Error: User attempted to access non-existent route: ${path}`);
      // The layout is still there around it.
      await expect(banner(page).getByRole('link', { name: 'Deals' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await main(page).getByRole('link', { name: 'Return to Home' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});

test.describe('the router error screen (simulated with page.route)', () => {
  test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

  test('a page whose code cannot be loaded shows "Unexpected Application Error!" with Return to Home', async ({ page }) => {
    // The testimonials page is its own chunk: the network drops it.
    await page.route(/\/assets\/TestimonialsPage-[^/]*\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/testimonials');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unexpected Application Error!' }) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Failed to fetch dynamically imported module');

    await page.unroute(/\/assets\/TestimonialsPage-[^/]*\.js$/);
    await alert.getByRole('link', { name: 'Return to Home' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});

test.describe('payment result pages', () => {
  test('/success as a guest, without a checkout id: the sign-up prompt and the email note, no confirmation id', async ({ page }) => {
    await page.goto('/success');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(main(page)).toContainText('Create an account or sign in to see and manage your bookings in one place.');
    await expect(main(page)).toContainText('A confirmation email is on its way. Sign up with the same email address you paid with');
    await expect(main(page).getByText('Confirmation ID', { exact: false })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Go to My Bookings' })).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Create Account' }).click();
    await expectPath(page, '/signup');
    await page.goBack();
    await main(page).getByRole('link', { name: 'Log In' }).click();
    await expectPath(page, '/login');
    await page.goBack();
    await main(page).getByRole('link', { name: 'Browse More Deals' }).click();
    await expectPath(page, '/deals');
    await expect(dealsCount(page)).toBeVisible();
  });

  test('/success?session_id= as a guest shows the last 8 characters as the confirmation id', async ({ page }) => {
    await page.goto('/success?session_id=cs_test_e2eGuest0042ABCD9876');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(main(page)).toContainText(/Confirmation ID:\s*ABCD9876/);
    await expect(main(page)).not.toContainText('e2eGuest0042');
    await expect(main(page).getByRole('link', { name: 'Create Account' })).toBeVisible();
  });

  test('/success logged in: Go to My Bookings and Browse More Deals, no guest prompt; with and without a checkout id', async ({ page, backend }) => {
    await signIn(page, backend, { email: DEMO_ACCOUNTS.traveler.email, password: DEMO_PASSWORD });
    await page.goto('/success');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to My Bookings' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    await expect(main(page).getByText('Confirmation ID', { exact: false })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Create Account' })).toHaveCount(0);
    await expect(main(page)).not.toContainText('A confirmation email is on its way');

    await page.goto('/success?session_id=cs_test_e2eUser00000000Zq7Lm3Np');
    await expect(main(page)).toContainText(/Confirmation ID:\s*Zq7Lm3Np/);
    await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
    await expectPath(page, '/profile?tab=bookings');
    await expect(main(page).getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article').first()).toBeVisible();
  });

  test('/cancel: no charges, Browse More Deals and Back to Home', async ({ page }) => {
    await page.goto('/cancel');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(main(page)).toContainText('No charges have been made');
    await main(page).getByRole('link', { name: 'Browse More Deals' }).click();
    await expectPath(page, '/deals');
    await expect(dealsCount(page)).toBeVisible();
    await page.goto('/cancel');
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** How far the page could scroll: above 0, a page left scrolled would have stayed scrolled. */
async function maxScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

test.describe('scrolling', () => {
  // A short window: every page here is taller than it, so a page left scrolled would show it.
  test.use({ viewport: { width: 1280, height: 640 } });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

    // A footer link at the bottom of the home page: the deals page starts at its top.
    await footer.getByRole('link', { name: 'Browse Deals' }).click();
    await expectPath(page, '/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(dealsCount(page)).toBeVisible();
    expect(await maxScroll(page)).toBeGreaterThan(500);

    // Again from the bottom of the (long) deals grid, to another page through the footer.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: 'Create Account' }).click();
    await expectPath(page, '/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await maxScroll(page)).toBeGreaterThan(100);
  });
});

test.describe('mobile menu at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  function menuButton(page: Page) {
    return banner(page).getByRole('button', { name: /^(Open|Close) menu$/ });
  }

  test('the menu button opens and closes the menu; its links work and close it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    const toggle = menuButton(page);
    const nav = banner(page).getByRole('navigation', { name: 'Main' });
    // Collapsed: only the brand and the button show.
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Deals']);
    await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    // The open menu fits the phone's width.
    const box = await nav.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    await toggle.click();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A link goes to its page and closes the menu.
    await toggle.click();
    await nav.getByRole('link', { name: 'Deals' }).click();
    await expectPath(page, '/deals');
    await expect(dealsCount(page)).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and gives the focus back to the button.
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await banner(page).getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('signed in on a phone: log in, Business Dashboard and Profile in the menu, log out from it', async ({ page }) => {
    await page.goto('/');
    const toggle = menuButton(page);
    const nav = banner(page).getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await banner(page).getByRole('link', { name: 'Log In' }).click();
    await expectPath(page, '/login');
    await fillLogin(page, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
    await expectToast(page, 'Login successful');
    await expectPath(page, '/');

    await toggle.click();
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Deals', 'Business Dashboard', 'Profile']);
    await expectSignedIn(page);
    await nav.getByRole('link', { name: 'Business Dashboard' }).click();
    await expectPath(page, '/business-dashboard');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Your Deals' })).toBeVisible();
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();

    await toggle.click();
    await banner(page).getByRole('button', { name: 'Log Out' }).click();
    await expectToast(page, 'Logged out successfully');
    await expectPath(page, '/');
    await toggle.click();
    await expectSignedOut(page);
  });
});

test.describe('navigation bar at desktop width', () => {
  test('at desktop width there is no menu button: the links are in the bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(banner(page).getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Deals']);
    await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});
