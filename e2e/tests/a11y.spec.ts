/**
 * axe (WCAG 2.0/2.1 A and AA) over every page, in the states a person meets them: filled and
 * empty, each step of the two-step forms, each profile tab, the dashboard and its form dialog,
 * the phone menu. Serious and critical violations fail; see support/a11y.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PASSWORD, banner, dealsCount, expectToast, signIn, main, toast, uniqueEmail } from '../support/app';

/** The traveler's confirmed seed booking (read only here). */
const TRAVELER_BOOKING_ID = '5eedb000-0000-4000-8000-000000000001';

interface GuestScreen {
  name: string;
  path: string;
  /** Brings the page into the state to scan and waits for it. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string, level = 1) => expect(main(page).getByRole('heading', { level, name })).toBeVisible();

const GUEST_SCREENS: GuestScreen[] = [
  { name: 'home', path: '/', ready: (page) => heading(page, 'Building the Future of Experiences Anywhere') },
  { name: 'deals, filled', path: '/deals', ready: (page) => expect(dealsCount(page)).toBeVisible() },
  { name: 'deals, empty', path: '/deals?search=zzqxnomatch', ready: (page) => heading(page, 'No deals found for your search.', 2) },
  { name: 'testimonials', path: '/testimonials', ready: (page) => heading(page, 'What Our Customers Are Saying') },
  {
    name: 'log in, with its validation message',
    path: '/login',
    ready: async (page) => {
      await main(page).getByRole('button', { name: 'Log In' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please enter both email and password.');
    },
  },
  {
    name: 'sign up, step one, with its validation message',
    path: '/signup',
    ready: async (page) => {
      await main(page).getByRole('button', { name: 'Sign Up' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please fill in all fields.');
    },
  },
  {
    name: 'sign up, step two (verification code)',
    path: '/signup',
    ready: async (page) => {
      const card = page.getByRole('region', { name: 'Create your account' });
      await card.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail());
      await card.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await card.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
      await card.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('region', { name: 'Verify your account' })).toBeVisible();
      await expectToast(page, 'Verification code sent');
    },
  },
  { name: 'forgot password, step one', path: '/forgot-password', ready: (page) => heading(page, 'Reset your password') },
  {
    name: 'forgot password, step two (code and new password)',
    path: '/forgot-password',
    ready: async (page) => {
      const request = page.getByRole('region', { name: 'Reset your password' });
      // Only a code is sent: the password stays as it is until a reset is confirmed.
      await request.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ACCOUNTS.traveler.email);
      await request.getByRole('button', { name: 'Send Reset Code' }).click();
      await expect(page.getByRole('region', { name: 'Choose a new password' })).toBeVisible();
    },
  },
  {
    name: 'payment success (guest, with a confirmation id)',
    path: '/success?session_id=cs_test_a11yScan00000000ABCD1234',
    ready: async (page) => {
      await heading(page, 'Payment Successful!');
      await expect(main(page).getByRole('link', { name: 'Create Account' })).toBeVisible();
    },
  },
  { name: 'payment cancelled', path: '/cancel', ready: (page) => heading(page, 'Payment Cancelled') },
  { name: 'not found', path: '/no-such-page', ready: (page) => heading(page, '404') },
];

test.describe('accessibility (axe): guest pages', () => {
  for (const screen of GUEST_SCREENS) {
    test(screen.name, async ({ page }, testInfo) => {
      await page.goto(screen.path);
      await screen.ready(page);
      await expectAccessible(page, testInfo, screen.name);
    });
  }

  test('a toast (testimonials, "Coming Soon")', async ({ page }, testInfo) => {
    await page.goto('/testimonials');
    await heading(page, 'What Our Customers Are Saying');
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    await expect(toast(page, 'Coming Soon')).toBeVisible();
    await expectAccessible(page, testInfo, 'a toast', { keepToasts: true });
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('home with the menu open', async ({ page }, testInfo) => {
      await page.goto('/');
      await heading(page, 'Building the Future of Experiences Anywhere');
      await banner(page).getByRole('button', { name: 'Open menu' }).click();
      await expect(banner(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expectAccessible(page, testInfo, 'home at phone width, menu open');
    });
  });
});

test.describe('accessibility (axe): signed-in pages', () => {
  test('profile (each tab, the email dialog), booking details and payment success of a traveler', async ({ page, backend }, testInfo) => {
    await signIn(page, backend, { email: DEMO_ACCOUNTS.traveler.email, password: DEMO_PASSWORD });

    await page.goto('/profile');
    await expect(main(page).getByRole('tabpanel', { name: 'Profile Info' }).getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Become a Business Partner' })).toBeVisible();
    await expectAccessible(page, testInfo, 'profile: Profile Info');

    await main(page).getByRole('tab', { name: 'My Bookings' }).click();
    await expect(main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page, testInfo, 'profile: My Bookings');

    await main(page).getByRole('tab', { name: 'Settings' }).click();
    const settings = main(page).getByRole('tabpanel', { name: 'Settings' });
    await expect(settings.getByRole('switch', { name: 'Marketing emails' })).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Delete Account' })).toBeVisible();
    await expectAccessible(page, testInfo, 'profile: Settings');

    // The email dialog of a switch (the traveler's marketing emails are off; cancelled: nothing is saved).
    const marketing = settings.getByRole('switch', { name: 'Marketing emails' });
    await expect(marketing).not.toBeChecked();
    await marketing.click();
    const dialog = page.getByRole('dialog', { name: 'Turn on marketing emails' });
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectAccessible(page, testInfo, 'profile: email preference dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/booking-details/${TRAVELER_BOOKING_ID}`);
    await heading(page, 'Booking Details');
    // The booking's own article (its review, when it has one, is an article too).
    await expect(main(page).getByRole('article').first()).toContainText('Status:');
    await expectAccessible(page, testInfo, 'booking details');

    await page.goto('/success?session_id=cs_test_a11yScan00000000WXYZ5678');
    await expect(main(page).getByRole('link', { name: 'Go to My Bookings' })).toBeVisible();
    await expectAccessible(page, testInfo, 'payment success (signed in)');
  });

  test('business dashboard and its Create Deal dialog with a validation message', async ({ page, backend }, testInfo) => {
    await signIn(page, backend, { email: DEMO_ACCOUNTS.wellness.email, password: DEMO_PASSWORD });
    await banner(page).getByRole('link', { name: 'Business Dashboard' }).click();
    await expect(main(page).getByRole('list', { name: 'Your Deals' }).getByRole('article').first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Your numbers' })).toBeVisible();
    await expectAccessible(page, testInfo, 'business dashboard');

    await main(page).getByRole('button', { name: 'Create Deal' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Deal' });
    await dialog.getByRole('button', { name: 'Create Deal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expectAccessible(page, testInfo, 'Create Deal dialog with a validation message');
  });
});
