/**
 * What a visitor does at the first paint, before the page has hydrated (issue 32), on a phone-like
 * CPU (four times slower): nothing typed is lost and a search still lands on its results.
 *
 * To act before hydration every time, not only when the scripts happen to be slow, each test holds
 * the page's scripts back until it has typed, then lets them run. The page is opened with
 * `context.newPage()`, which skips the fixture's wait for hydration.
 */
import { test, expect } from '../support/fixtures';
import { HYDRATED, isHydrated, slowPageWithScriptsHeld } from '../support/hydration';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, dealCard, expectPath, expectSignedIn, expectToast, main } from '../support/app';

test.describe('before hydration, on a slow CPU', () => {
  test('a search typed and submitted at the first paint lands on /deals with the term', async ({ context }) => {
    const { page, runScripts } = await slowPageWithScriptsHeld(context);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('kayak');
    expect(await isHydrated(page)).toBe(false);
    await search.press('Enter');
    await expectPath(page, '/deals?search=kayak');
    runScripts();
    await expect(main(page).getByText('Search results for "kayak"')).toBeVisible();
    await expect(dealCard(page, 'Sea Kayak Tour to Seal Rock')).toBeVisible();
  });

  test('a term typed before hydration is still there once hydrated, and searches', async ({ context }) => {
    const { page, runScripts } = await slowPageWithScriptsHeld(context);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('kayak');
    expect(await isHydrated(page)).toBe(false);
    runScripts();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(search).toHaveValue('kayak');
    // The clear button, which needs the scripts, shows once they run: the typed term is the state now.
    await expect(main(page).getByRole('button', { name: 'Clear search' })).toBeVisible();
    await search.press('Enter');
    await expectPath(page, '/deals?search=kayak');
    await expect(dealCard(page, 'Sea Kayak Tour to Seal Rock')).toBeVisible();
  });

  test('the contact form filled before hydration sends once hydrated, nothing lost', async ({ context }) => {
    const { page, runScripts } = await slowPageWithScriptsHeld(context);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Jamie Rivera');
    await form.getByRole('textbox', { name: 'Email' }).fill('jamie@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Partnership');
    await form.getByRole('textbox', { name: 'Message' }).fill('We run sunset kayak tours and would love to join.');
    expect(await isHydrated(page)).toBe(false);
    // Send needs the scripts: disabled until they have hydrated the form, never a dead button.
    const send = form.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    runScripts();
    await send.click();
    await expectToast(page, 'Message Sent!');
    await expect(page.getByText('Please fill in all fields.')).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('a log in typed before hydration signs in once hydrated, nothing lost and no password in the URL', async ({ context }) => {
    const { page, runScripts } = await slowPageWithScriptsHeld(context);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = main(page);
    await form.getByRole('textbox', { name: 'Email or Username', exact: true }).fill(DEMO_ACCOUNTS.traveler.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    expect(await isHydrated(page)).toBe(false);
    // Enter in a field submits nothing while Log In waits for the scripts (its button is disabled).
    await form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    const logIn = form.getByRole('button', { name: 'Log In' });
    await expect(logIn).toBeDisabled();
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
    runScripts();
    await logIn.click();
    await expectToast(page, 'Login successful', 'Welcome back to Spur!');
    await expectPath(page, '/');
    await expectSignedIn(page);
  });
});
