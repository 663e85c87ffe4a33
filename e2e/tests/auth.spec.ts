import { test, expect } from '../support/fixtures';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  PASSWORD,
  VERIFICATION_CODE,
  createAccount,
  expectPath,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  fillLogin,
  logIn,
  signIn,
  logOut,
  main,
  toast,
  uniqueEmail,
} from '../support/app';
import { DEMO_TAG } from '../support/projects';

test.describe('sign up, log in, log out', () => {
  test('sign up with the code (two steps) ends on the home page, logged in; then log out', { tag: DEMO_TAG }, async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/signup');
    const card = page.getByRole('region', { name: 'Create your account' });
    await expect(card).toContainText('Your email is your login ID and cannot be changed later.');
    await expect(card).toContainText('contact support');

    await card.getByRole('button', { name: 'Sign Up' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please fill in all fields.');

    await card.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await card.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await card.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${PASSWORD}x`);
    await card.getByRole('button', { name: 'Sign Up' }).click();
    await expect(card.getByRole('alert')).toHaveText('Passwords do not match.');

    await card.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    await card.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Verification code sent');

    // Step two.
    const verify = page.getByRole('region', { name: 'Verify your account' });
    await expect(verify).toContainText(`We sent a verification code to ${email}.`);
    await expect(verify).toContainText(`Demo mode: your code is ${VERIFICATION_CODE}`);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Please enter the verification code.');

    await verify.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Code resent');

    await verify.getByRole('textbox', { name: 'Verification Code', exact: true }).fill('000000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Verification failed', 'Invalid verification code. Please try again.');

    await verify.getByRole('textbox', { name: 'Verification Code', exact: true }).fill(VERIFICATION_CODE);
    await verify.getByRole('button', { name: 'Verify' }).click();
    // Signed in automatically, then (after the spec's 2 s wait) the user record is made: home.
    await expectPath(page, '/');
    await expectSignedIn(page);
    await expectToast(page, 'Welcome to Spur!');

    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expect(main(page).getByText(email)).toBeVisible();

    await logOut(page);
    // Still logged out after a reload: nothing of the sign-in is left behind.
    await page.reload();
    await expectSignedOut(page);
  });

  test('log in: both fields required, a wrong password fails, the right one succeeds', { tag: DEMO_TAG }, async ({ page }) => {
    const traveler = DEMO_ACCOUNTS.traveler;
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Welcome back' });
    await expect(card).toContainText('Your email is your permanent login ID');
    await card.getByRole('button', { name: 'Log In' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please enter both email and password.');

    await fillLogin(page, { email: traveler.email, password: 'Wrong-Passw0rd!' });
    await expectToast(page, 'Login failed');
    await expect(toast(page, 'Login failed')).toHaveAttribute('data-variant', 'destructive');
    await expectPath(page, '/login');
    await expectSignedOut(page);

    await fillLogin(page, { email: traveler.email, password: DEMO_PASSWORD });
    await expectToast(page, 'Login successful', 'Welcome back to Spur!');
    await expectPath(page, '/');
    await expectSignedIn(page);
    // The sign-in survives a reload.
    await page.reload();
    await expectSignedIn(page);
  });

  test('guest-only pages send a logged-in user home', async ({ page, backend }) => {
    await signIn(page, backend, { email: DEMO_ACCOUNTS.traveler.email, password: DEMO_PASSWORD });
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expectPath(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
    }
  });

  test('pages that need an account send a guest to /login', async ({ page }) => {
    for (const path of ['/profile', '/profile?tab=bookings', '/booking-details/5eedde00-0000-4000-8000-000000000001', '/business-dashboard']) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    }
  });

  test('links between log in, sign up and password reset', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Sign up' }).click();
    await expectPath(page, '/signup');
    await main(page).getByRole('link', { name: 'Log in' }).click();
    await expectPath(page, '/login');
    await main(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await main(page).getByRole('link', { name: 'Back to log in' }).click();
    await expectPath(page, '/login');
  });
});

test.describe('forgot password', { tag: DEMO_TAG }, () => {
  test('two steps, back to /login, then log in with the new password', async ({ page, backend }) => {
    const account = await createAccount(page, backend);
    const newPassword = 'N3w-Passw0rd!';

    await page.goto('/forgot-password');
    const request = page.getByRole('region', { name: 'Reset your password' });
    await request.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(request.getByRole('alert')).toHaveText('Please enter your email address.');
    await request.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await request.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectToast(page, 'Reset code sent');

    const reset = page.getByRole('region', { name: 'Choose a new password' });
    await expect(reset).toContainText(`We sent a verification code to ${account.email}.`);
    await expect(reset).toContainText(`Demo mode: your code is ${VERIFICATION_CODE}`);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Please fill in all fields.');

    await reset.getByRole('textbox', { name: 'Verification Code', exact: true }).fill(VERIFICATION_CODE);
    await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await reset.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(`${newPassword}x`);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Passwords do not match.');

    await reset.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Reset code sent');

    await reset.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset successful');
    await expectPath(page, '/login');

    // The old password no longer works; the new one does.
    await fillLogin(page, account);
    await expectToast(page, 'Login failed');
    await logIn(page, { email: account.email, password: newPassword });
  });
});

test.describe('server answers at log in (simulated with page.route)', () => {
  test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

  test('the user-init call answering 401 logs out with "Authentication failed - please log in again"', async ({ page }) => {
    await page.route('**/api/users/init', (route) => route.fulfill({ status: 401, json: { message: 'Invalid or expired token' } }));
    await page.goto('/login');
    await fillLogin(page, { email: DEMO_ACCOUNTS.traveler.email, password: DEMO_PASSWORD });
    await expectToast(page, 'Login failed', 'Authentication failed - please log in again');
    await expectPath(page, '/login');
    await expectSignedOut(page);
    // Nothing of the sign-in is kept.
    const stored = await page.evaluate(() => ['jwtToken', 'userEmail', 'userType'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null, null]);
    await page.unroute('**/api/users/init');
    await page.reload();
    await expectSignedOut(page);
  });
});
