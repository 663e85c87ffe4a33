/**
 * Spur in the visitor's language (issue 30), on both projects: a person who reads only Spanish or
 * only Chinese browses, books and pays, signs up, manages their bookings and runs a business
 * dashboard, every text in their language (asserted as the catalogs say it, never the English),
 * the URL carrying the language, hydration matching the server's HTML.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { PASSWORD, VERIFICATION_CODE, amplifySignInCookies, banner, createAccount, expectPath, main, uniqueEmail, type Account } from '../support/app';
import type { Backend } from '../support/projects';
import { hydrationWarnings } from '../support/hydration';
import { inLanguage } from '../support/languages';
import { DEMO_TAG } from '../support/projects';

const es = inLanguage('es');
const zh = inLanguage('zh-Hans');

/** A seed deal on sale in both projects, and its price. */
const COMEDY = { title: 'Stand-Up Comedy Night on the Peninsula', price: '$32.00' };

/** Signs `account` in the quick way (support/app.ts `signIn`) on `path`, a page in Chinese. */
async function signInInChinese(page: Page, backend: Backend, account: Account, path: string) {
  await page.context().addCookies(await amplifySignInCookies(page, backend, account));
  await page.goto(path);
  await expect(banner(page).getByRole('button', { name: zh('Log Out') })).toBeVisible();
}

/** A toast titled `title` (its region's name is in the page's language too), with `description`. */
async function expectToast(page: Page, title: string, description?: string) {
  const shown = page.locator('li').filter({ has: page.getByText(title, { exact: true }) });
  await expect(description ? shown.filter({ hasText: description }) : shown).toBeVisible();
}

/**
 * A new account, made the quick way before the test's pages (support/app.ts `createAccount`: the
 * demo's way passes by /deals, so English is chosen for unprefixed pages meanwhile).
 */
async function newAccount(page: Page, backend: Backend, baseURL: string | undefined): Promise<Account> {
  await page.context().addCookies([{ name: 'spur_locale', value: 'en', url: baseURL ?? '' }]);
  return createAccount(page, backend);
}

/** None of these English texts is on the page (the navigation, the footer, the page's own). */
async function expectNoEnglish(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
}

test.describe('a visitor who reads Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('lands in Spanish, finds a deal, books and pays; the switcher goes back to English and remembers it', { tag: DEMO_TAG }, async ({ page }) => {
    const warnings = hydrationWarnings(page);
    // No language in the URL: Accept-Language (the demo: the browser's languages) chooses Spanish.
    await page.goto('/');
    await expectPath(page, '/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(main(page).getByRole('heading', { level: 1, name: es('Building the Future of Experiences Anywhere') })).toBeVisible();
    await expectNoEnglish(page, ['Building the Future of Experiences Anywhere', 'Browse Deals', 'Log In', 'Sign Up']);

    await banner(page).getByRole('link', { name: es('Deals'), exact: true }).click();
    await expectPath(page, '/es/deals');
    await page.goto(`/es/deals?search=${encodeURIComponent('Stand-Up Comedy')}`);
    const card = main(page).getByRole('list', { name: es('Deals') }).getByRole('article', { name: COMEDY.title, exact: true });
    // What the business wrote stays theirs; the card's own words are Spanish.
    await expect(card.getByRole('heading', { name: COMEDY.title })).toBeVisible();
    await card.getByRole('button', { name: es('Book Now') }).click();

    await expect(page).toHaveURL(/\/es\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
    const form = main(page).getByRole('form', { name: es('Test checkout') });
    await form.getByRole('textbox', { name: es('Email'), exact: true }).fill(uniqueEmail());
    await form.getByRole('button', { name: es('Pay {amount}', { amount: COMEDY.price }) }).click();
    await expect(page).toHaveURL(/\/es\/success\?session_id=cs_test_/);
    await expect(main(page).getByRole('heading', { level: 1, name: es('Payment Successful!') })).toBeVisible();
    await expectNoEnglish(page, ['Payment Successful!', 'Browse More Deals', 'Deals']);

    // The switcher keeps the page and remembers the choice over Accept-Language.
    await page.goto('/es/deals');
    const switcher = banner(page).getByRole('navigation', { name: es('Language') }).filter({ visible: true });
    await switcher.locator('summary').click();
    await switcher.getByRole('link', { name: 'English', exact: true }).click();
    await expectPath(page, '/deals');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Accept-Language still says Spanish; the choice made in the switcher wins.
    await page.goto('/');
    await expectPath(page, '/');
    await expect(banner(page).getByRole('link', { name: 'Deals', exact: true })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('a sign-up in Spanish, its mistakes told in Spanish', { tag: DEMO_TAG }, async ({ page }) => {
    await page.goto('/es/signup');
    const card = page.getByRole('region', { name: es('Create your account') });
    await card.getByRole('button', { name: es('Sign Up') }).click();
    await expect(card.getByRole('alert')).toHaveText(es('Please fill in all fields.'));
    await card.getByRole('textbox', { name: es('Email'), exact: true }).fill(uniqueEmail());
    await card.getByRole('textbox', { name: es('Password'), exact: true }).fill(PASSWORD);
    await card.getByRole('textbox', { name: es('Confirm Password'), exact: true }).fill(`${PASSWORD}x`);
    await card.getByRole('button', { name: es('Sign Up') }).click();
    await expect(card.getByRole('alert')).toHaveText(es('Passwords do not match.'));
    await card.getByRole('textbox', { name: es('Confirm Password'), exact: true }).fill(PASSWORD);
    await card.getByRole('button', { name: es('Sign Up') }).click();
    await expectToast(page, es('Verification code sent'));

    const verify = page.getByRole('region', { name: es('Verify your account') });
    await verify.getByRole('textbox', { name: es('Verification Code'), exact: true }).fill(VERIFICATION_CODE);
    await verify.getByRole('button', { name: es('Verify') }).click();
    await expectPath(page, '/es');
    await expectToast(page, es('Welcome to {product}!', { product: 'Spur' }));
    await expect(banner(page).getByRole('link', { name: es('Profile') })).toBeVisible();
  });

  test("a wrong password in Spanish: the identity provider's English answer is told in Spanish", { tag: DEMO_TAG }, async ({ page }) => {
    await page.goto('/es/login');
    const form = main(page);
    await form.getByRole('textbox', { name: es('Email or Username'), exact: true }).fill(uniqueEmail());
    await form.getByRole('textbox', { name: es('Password'), exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: es('Log In') }).click();
    // Cognito answers an unknown account with one of the first two sentences (the pool's settings decide), cognito-local with the third.
    const told = [es('Incorrect username or password.'), es('User does not exist.'), es('User not authorized')];
    const alert = form.getByRole('alert');
    await expect.poll(async () => told.includes((await alert.textContent()) ?? '')).toBe(true);
    await expectToast(page, es('Login failed'));
  });
});

test.describe('a person who reads Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('manages bookings in Chinese and makes Spanish their language', { tag: DEMO_TAG }, async ({ page, backend, baseURL }) => {
    const account = await newAccount(page, backend, baseURL);
    await signInInChinese(page, backend, account, '/zh-Hans/profile?tab=bookings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(main(page).getByRole('tab', { name: zh('My Bookings') })).toHaveAttribute('aria-selected', 'true');
    await expectNoEnglish(page, ['My Bookings', 'Profile', 'Log Out']);

    await main(page).getByRole('tab', { name: zh('Settings') }).click();
    await main(page).getByRole('combobox', { name: zh('Language') }).selectOption('es');
    await main(page).getByRole('button', { name: zh('Save language') }).click();
    await expectPath(page, /^\/es\/profile/);
    await expect(banner(page).getByRole('button', { name: es('Log Out') })).toBeVisible();
  });

  test('runs a business dashboard in Chinese', { tag: DEMO_TAG }, async ({ page, backend, baseURL }) => {
    const account = await newAccount(page, backend, baseURL);
    await signInInChinese(page, backend, account, '/zh-Hans/profile');
    await main(page).getByRole('button', { name: zh('Become a Business Partner') }).click();
    await expectToast(page, zh('Account Upgraded!'), zh('You are now a Business Partner.'));
    await banner(page).getByRole('link', { name: zh('Business Dashboard') }).click();
    await expectPath(page, '/zh-Hans/business-dashboard');
    await expect(main(page).getByRole('heading', { level: 1, name: zh('Business Dashboard') })).toBeVisible();

    await main(page).getByRole('button', { name: zh('Create Deal'), exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: zh('Create Deal') });
    await dialog.getByRole('button', { name: zh('Create Deal'), exact: true }).click();
    await expect(dialog.getByRole('alert').first()).toHaveText(zh('Please fill in all fields.'));
    await expectNoEnglish(page, ['Create Deal', 'Business Dashboard', 'Please fill in all fields.']);
  });
});

test.describe('languages Spur does not speak', () => {
  test.use({ locale: 'fr-FR' });

  test('an unsupported Accept-Language gets English; an unknown prefix is a 404', { tag: DEMO_TAG }, async ({ page, backend }) => {
    await page.goto('/deals');
    await expectPath(page, '/deals');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const response = await page.goto('/fr/deals');
    if (backend === 'fullstack') expect(response?.status()).toBe(404);
    await expect(main(page).getByText('Oops! Page not found', { exact: true })).toBeVisible();
  });

  test('the API answers in the language asked for', async ({ page }) => {
    const answer = await page.request.get('/api/deals?language=xx', { headers: { 'Accept-Language': 'zh-CN' }, failOnStatusCode: false });
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(zh('Please choose a language Spur offers (a code such as en, es or zh).'));
  });
});
