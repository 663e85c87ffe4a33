import type { Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE } from '@spur/contract';
import { buildSeed } from '@spur/demo-data';
import { test, expect } from '../support/fixtures';
import { dealCard, dealGrid, dealTitles, dealsCount, expectPath, main, showEveryDeal, slotsLeft } from '../support/app';
import { DEMO_TAG } from '../support/projects';

const seed = buildSeed();
/** /deals reads the catalogue a page at a time: GET /api/deals/page (with its query). */
const DEAL_PAGE = /\/api\/deals\/page(\?|$)/;

function subtitle(page: Page, text: string) {
  return main(page).getByText(text, { exact: true });
}

test.describe('deals', () => {
  test('the four subtitles', async ({ page }) => {
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();
    await expect(subtitle(page, 'Browse all available experiences')).toBeVisible();

    await page.goto('/deals?search=kayak');
    await expect(subtitle(page, 'Search results for "kayak"')).toBeVisible();

    await page.goto('/deals?category=wellness');
    await expect(subtitle(page, 'Wellness activities')).toBeVisible();

    await page.goto('/deals?search=sunset&category=beach');
    await expect(subtitle(page, 'Search results for "sunset" in beach')).toBeVisible();
    // Both filters apply: the beach sunset paddle, not the sunset harbor cruise (a tour).
    await expect(dealCard(page, 'Sunset Stand-Up Paddleboard Session')).toBeVisible();
    await expect(dealCard(page, 'Newport Harbor Sunset Cruise')).toBeHidden();
  });

  test('the grid shows every deal with its card details; a sold-out card cannot be booked', { tag: DEMO_TAG }, async ({ page, backend }) => {
    await page.goto('/deals');
    const titles = await dealTitles(page);
    const seedTitles = seed.deals.map((deal) => deal.title);
    // Every seed deal is there, and nothing else but the deals other tests make meanwhile (on the
    // full stack, which all its tests share; each of their titles starts with "E2E ").
    expect(titles).toEqual(expect.arrayContaining(seedTitles));
    expect(titles.filter((title) => !seedTitles.includes(title) && !title.startsWith('E2E '))).toEqual([]);
    // The count above the grid is the number of cards. In the demo nothing else adds a deal: exactly.
    // On the full stack the deals other tests add while the pages load may be in the count or the
    // cards or both: there it counts at least the seed deals.
    const count = Number(/^\d+/.exec(await dealsCount(page).innerText())![0]);
    if (backend === 'demo') expect(count).toBe(titles.length);
    else expect(count).toBeGreaterThanOrEqual(seedTitles.length);

    // An open-dated deal shows its list price (deals with times show the price of the moment,
    // with a drop: sessions.spec and the app's tests cover those).
    const snorkelDeal = seed.deals.find((deal) => deal.title === 'Guided Snorkel at Shaw\u2019s Cove')!;
    expect(snorkelDeal).toMatchObject({ price: 69, original_price: 89 });
    const snorkel = dealCard(page, snorkelDeal.title);
    await expect(snorkel).toContainText('22% OFF');
    await expect(snorkel).toContainText(`Location: ${snorkelDeal.location}`);
    await expect(snorkel).toContainText('Original price: $89.00');
    await expect(snorkel).toContainText('Now $69.00');
    await expect(snorkel.getByText(/^\d+ slots? left$/)).toBeVisible();
    await expect(snorkel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    // A deal with times shows when the next one starts.
    await expect(dealCard(page, 'Sunset Stand-Up Paddleboard Session')).toContainText(/Starts in \d+ min|Today \d|Tomorrow \d/);

    const soldOut = dealCard(page, 'Sea Kayak Tour to Seal Rock');
    await expect(soldOut).toContainText('Sold out');
    await expect(soldOut.getByText('No slots left')).toBeVisible();
    expect(await slotsLeft(soldOut)).toBe(0);
    await expect(soldOut.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  test('24 deals at a time: Show more adds the next ones; back from a deal the cards and the scroll position return', async ({ page }) => {
    await page.goto('/deals');
    const cards = dealGrid(page).getByRole('article');
    await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
    const total = Number(/^\d+/.exec(await dealsCount(page).innerText())![0]);
    expect(total).toBeGreaterThanOrEqual(seed.deals.length);
    await expect(main(page).getByText(`Showing ${CATALOGUE_PAGE_SIZE} of ${total} deals`)).toBeVisible();

    // A keyboard user: Enter on Show more, then the focus is on the first new card's title.
    await main(page).getByRole('link', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).not.toHaveCount(CATALOGUE_PAGE_SIZE);
    const shown = await cards.count();
    const firstNew = await cards.nth(CATALOGUE_PAGE_SIZE).getByRole('heading').innerText();
    await expect(cards.nth(CATALOGUE_PAGE_SIZE).getByRole('link', { name: firstNew })).toBeFocused();

    // To the last card's deal and back: the same cards, scrolled to where they were.
    const last = cards.last();
    const title = await last.getByRole('heading').innerText();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expectPath(page, '/deals');
    await expect(cards).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
    await expect(dealCard(page, title)).toBeInViewport();
  });

  test('the grid has 1, 2, 3 and 4 columns as the window widens', async ({ page }) => {
    await page.goto('/deals');
    await expect(dealsCount(page)).toBeVisible();
    for (const [width, columns] of [
      [375, 1],
      [700, 2],
      [1100, 3],
      [1400, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(
          () =>
            dealGrid(page)
              .getByRole('listitem')
              .evaluateAll((items) => {
                const top = items[0]?.getBoundingClientRect().top;
                return items.filter((item) => Math.abs(item.getBoundingClientRect().top - (top ?? 0)) < 2).length;
              }),
          { message: `cards in the first row at ${width} px` },
        )
        .toBe(columns);
    }
  });

  test('searching from the page sets only the search and drops the category (Enter and button)', async ({ page }) => {
    await page.goto('/deals?category=beach');
    await expect(subtitle(page, 'Beach activities')).toBeVisible();
    const box = main(page).getByRole('searchbox', { name: 'Search deals' });
    await box.fill('yoga');
    await box.press('Enter');
    await expectPath(page, '/deals?search=yoga');
    await expect(subtitle(page, 'Search results for "yoga"')).toBeVisible();
    await expect(dealCard(page, 'Oceanview Sunrise Yoga on Main Beach')).toBeVisible();

    await page.goto('/deals?category=tour');
    await expect(subtitle(page, 'Tour activities')).toBeVisible();
    await box.fill('  whale  ');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/deals?search=whale');
    await expect(dealCard(page, 'Dana Point Whale Watching Safari')).toBeVisible();
  });

  test('the clear-x drops the search and keeps the category', async ({ page }) => {
    await page.goto('/deals?search=sunset&category=beach');
    const box = main(page).getByRole('searchbox', { name: 'Search deals' });
    await expect(box).toHaveValue('sunset');
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await expectPath(page, '/deals?category=beach');
    await expect(box).toHaveValue('');
    await expect(subtitle(page, 'Beach activities')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Clear search' })).toBeHidden();
  });

  test('Clear All Filters appears with a filter and goes back to every deal', async ({ page }) => {
    await page.goto('/deals');
    await expect(dealsCount(page)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Clear All Filters' })).toBeHidden();

    await page.goto('/deals?search=sunset&category=beach');
    await main(page).getByRole('link', { name: 'Clear All Filters' }).click();
    await expectPath(page, '/deals');
    await expect(subtitle(page, 'Browse all available experiences')).toBeVisible();
    await expect(main(page).getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    expect((await dealTitles(page)).length).toBeGreaterThanOrEqual(seed.deals.length);
  });

  test('a search with no match shows the filtered-empty state and Show All Deals', async ({ page }) => {
    await page.goto('/deals?search=zzqxnomatch');
    await expect(main(page).getByRole('heading', { name: 'No deals found for your search.' })).toBeVisible();
    await expect(dealGrid(page)).toBeHidden();
    await expect(main(page).getByText('No deals available right now.')).toBeHidden();
    await main(page).getByRole('link', { name: 'Show All Deals' }).click();
    await expectPath(page, '/deals');
    await showEveryDeal(page);
    await expect(dealCard(page, 'Dolphin Safari by Catamaran')).toBeVisible();
  });

  test('Back to Home', async ({ page }) => {
    await page.goto('/deals?category=safari');
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
  });
});

/**
 * /deals reached in the browser (from the site navigation): the browser asks for the deals. A
 * visit by URL gets them rendered by the server, where page.route cannot reach.
 */
async function openDealsInBrowser(page: Page) {
  await page.goto('/testimonials');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' }).click();
  await expectPath(page, '/deals');
}

test.describe('deals states the server decides (simulated with page.route)', () => {
  test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

  test('"Loading deals..." until the answer comes', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(DEAL_PAGE, async (route) => {
      await held;
      await route.continue();
    });
    await openDealsInBrowser(page);
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading deals...' })).toBeVisible();
    await expect(dealGrid(page)).toBeHidden();
    release();
    await expect(dealsCount(page)).toBeVisible();
    await expect(main(page).getByText('Loading deals...')).toBeHidden();
  });

  test('a failed answer shows the error with Retry, which reloads the page', async ({ page }) => {
    await page.route(DEAL_PAGE, (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
    await openDealsInBrowser(page);
    const error = main(page).getByRole('alert');
    await expect(error.getByRole('heading', { name: 'We could not load the deals' })).toBeVisible();
    await expect(error).toContainText('Failed to fetch deals: 500 Internal Server Error');
    await expect(dealGrid(page)).toBeHidden();

    await page.unroute(DEAL_PAGE);
    const reloaded = page.waitForEvent('load');
    await error.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await expect(dealsCount(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });

  test('an answer that is not a page: "Invalid data format received from server"', async ({ page }) => {
    await page.route(DEAL_PAGE, (route) => route.fulfill({ json: [] }));
    await openDealsInBrowser(page);
    await expect(main(page).getByRole('alert')).toContainText('Invalid data format received from server');
  });

  test('no deals at all: "No deals available right now." without Show All Deals', async ({ page }) => {
    await page.route(DEAL_PAGE, (route) => route.fulfill({ json: { deals: [], next_cursor: null, total: 0, total_capped: false } }));
    await openDealsInBrowser(page);
    await expect(main(page).getByRole('heading', { name: 'No deals available right now.' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Show All Deals' })).toHaveCount(0);
    await expect(main(page).getByText('No deals found for your search.')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Clear All Filters' })).toHaveCount(0);
  });
});
