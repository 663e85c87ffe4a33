/**
 * Without JavaScript (issue 32): the full stack's server renders every search, filter and page of
 * results, so a visitor whose scripts are off (or not loaded yet) can still search from the home
 * page and from /deals, pick a category or a time, see more deals and open a deal.
 */
import { CATALOGUE_PAGE_SIZE } from '@spur/contract';
import { test, expect } from '../support/fixtures';
import { banner, dealCard, dealGrid, expectPath, main } from '../support/app';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the home page search lands on /deals with the term, rendered by the server', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('kayak');
    await search.press('Enter');
    await expectPath(page, '/deals?search=kayak');
    await expect(main(page).getByText('Search results for "kayak"')).toBeVisible();
    await expect(dealCard(page, 'Sea Kayak Tour to Seal Rock')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('kayak');
  });

  test('a search on /deals keeps the place and drops the category', async ({ page }) => {
    await page.goto('/deals?category=beach&lat=33.5427&lng=-117.7854');
    await main(page).getByRole('searchbox', { name: 'Search deals' }).fill('sunset');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/deals?search=sunset&lat=33.5427&lng=-117.7854');
    await expect(main(page).getByText('Search results for "sunset"')).toBeVisible();
    await expect(dealCard(page, 'Newport Harbor Sunset Cruise')).toBeVisible();
  });

  test('a category tile lists that category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Popular Categories' }).getByRole('link', { name: 'Safaris' }).click();
    await expectPath(page, '/deals?category=safari');
    await expect(main(page).getByText('Safari activities', { exact: true })).toBeVisible();
    await expect(dealCard(page, 'Dolphin Safari by Catamaran')).toBeVisible();
    await expect(dealCard(page, 'Sunset Stand-Up Paddleboard Session')).toBeHidden();
  });

  test('the time filters, from the home page and on /deals', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'When' }).getByRole('link', { name: 'This weekend' }).click();
    await expectPath(page, '/deals?when=weekend');
    const when = main(page).getByRole('navigation', { name: 'When' });
    await expect(when.getByRole('link', { name: 'This weekend' })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();

    await when.getByRole('link', { name: 'Any time' }).click();
    await expectPath(page, '/deals');
    await expect(main(page).getByRole('navigation', { name: 'When' }).getByRole('link', { name: 'Any time' })).toHaveAttribute('aria-current', 'page');
    await expect(dealGrid(page).getByRole('article')).toHaveCount(CATALOGUE_PAGE_SIZE);
  });

  test('"Show more" opens the next page of deals', async ({ page }) => {
    await page.goto('/deals');
    const cards = dealGrid(page).getByRole('article');
    await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
    const firstPage = await cards.getByRole('heading').allInnerTexts();
    await main(page).getByRole('link', { name: 'Show more' }).click();
    await expectPath(page, /^\/deals\?cursor=[^&]+$/);
    await expect(main(page).getByText(/^Showing \d+ more of \d+ deals$/)).toBeVisible();
    const nextPage = await cards.getByRole('heading').allInnerTexts();
    expect(nextPage.length).toBeGreaterThan(0);
    expect(nextPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });

  test('a deal page shows the deal; Book Now, which needs JavaScript, is disabled', async ({ page }) => {
    await page.goto('/deals?search=kayak');
    await dealCard(page, 'Sea Kayak Tour to Seal Rock').getByRole('link', { name: 'Sea Kayak Tour to Seal Rock' }).click();
    await expectPath(page, /^\/deals\/[0-9a-f-]{36}$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sea Kayak Tour to Seal Rock' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Book Now' }).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  test('the contact form says sending needs JavaScript', async ({ page }) => {
    await page.goto('/');
    // Playwright's text and role queries skip <noscript>; a CSS locator reaches what the browser shows.
    const note = page.getByRole('form', { name: 'Send us a Message' }).locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Sending a message needs JavaScript, which is turned off in your browser. Write to us at support@spurdeals.com instead.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  test("the guest's Log In and Sign Up lead to pages that say they need JavaScript, their buttons disabled", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Log In' }).click();
    await expectPath(page, '/login');
    await expect(main(page).locator('noscript p')).toHaveText(
      'Logging in needs JavaScript, which is turned off in your browser. Turn it on to log in; browsing and searching deals work without it.',
    );
    await expect(main(page).getByRole('button', { name: 'Log In' })).toBeDisabled();

    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/signup');
    await expect(main(page).locator('noscript p')).toHaveText(
      'Creating an account needs JavaScript, which is turned off in your browser. Turn it on to sign up; browsing and searching deals work without it.',
    );
    await expect(main(page).getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await page.goto('/forgot-password');
    await expect(main(page).locator('noscript p')).toHaveText('Resetting your password needs JavaScript, which is turned off in your browser. Turn it on to get a reset code.');
    await expect(main(page).getByRole('button', { name: 'Send Reset Code' })).toBeDisabled();
  });

  test('the mobile menu opens and leads to its pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await banner(page).getByRole('link', { name: 'Deals', exact: true }).click();
    await expectPath(page, '/deals');
    await expect(main(page).getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();
  });
});
