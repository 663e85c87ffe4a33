/**
 * Issue 10, place, on the full stack (the demo answers alike: the contract suite): the browser's position (Playwright grants it and sets a
 * point in Laguna Beach) gives distances and the orders; a refusal falls back to the default city.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { dealGrid, expectPath, main } from '../support/app';

/** Heisler Park, Laguna Beach. */
const VISITOR = { latitude: 33.5446, longitude: -117.7889 };

/** The distances on the cards in miles, in order ("2.4 mi", or "150 ft" close by; the browser's locale is en-US). */
async function cardMiles(page: Page): Promise<number[]> {
  const texts = await dealGrid(page).getByRole('article').allTextContents();
  return texts.flatMap((text) => {
    // The location line reads "Location: {place}·, 2.4 mi away".
    const match = /, (\d+(?:\.\d)?) (mi|ft) away/.exec(text);
    if (!match) return [];
    const value = Number.parseFloat(match[1]!);
    return [match[2] === 'ft' ? value / 5280 : value];
  });
}

test.describe('near me with the position shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: VISITOR, locale: 'en-US' });

  test('Near me → distances on every card; Nearest sorts by them; a radius keeps the close ones; the link shares the view', async ({ page }) => {
    await page.goto('/deals');
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Near me' }).click();
    await expectPath(page, '/deals?lat=33.5446&lng=-117.7889');
    await expect(main(page).getByText('Distances from your position')).toBeVisible();
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
    const count = await dealGrid(page).getByRole('article').count();
    expect(count).toBeGreaterThan(10);
    await expect.poll(async () => (await cardMiles(page)).length).toBe(count);

    await main(page).getByRole('link', { name: 'Nearest' }).click();
    await expectPath(page, '/deals?lat=33.5446&lng=-117.7889&sort=distance');
    await expect.poll(async () => {
      const miles = await cardMiles(page);
      return miles.length === count && miles.every((value, index) => index === 0 || value >= miles[index - 1]!);
    }).toBe(true);
    expect(await cardMiles(page)).toHaveLength(count);

    await main(page).getByRole('link', { name: '3 mi' }).click();
    await expectPath(page, '/deals?lat=33.5446&lng=-117.7889&radius_km=4.828&sort=distance');
    await expect(main(page).getByText(/^\d+ deals?$/)).not.toHaveText(`${count} deals`);
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
    const within = await cardMiles(page);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(count);
    expect(Math.max(...within)).toBeLessThanOrEqual(3);

    // The visit remembers the centre: the home strip and a plain /deals use it.
    await page.goto('/');
    await expect(main(page).getByRole('heading', { name: 'Happening near you' })).toBeVisible();
    await expect(main(page).getByText('Starting soon and close to you.')).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Happening near you' }).getByRole('article')).toHaveCount(4);
    await page.goto('/deals');
    await expectPath(page, '/deals?lat=33.5446&lng=-117.7889');
  });
});

test.describe('near me with the position refused', () => {
  test.use({ permissions: [], locale: 'en-US' });

  test('a refusal says so, measures from Laguna Beach and keeps the list', async ({ page }) => {
    await page.goto('/deals');
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Near me' }).click();
    await expect(main(page).getByText('Location sharing is off for this site, so distances are from Laguna Beach.')).toBeVisible();
    await expect(main(page).getByText('Distances from Laguna Beach')).toBeVisible();
    await expectPath(page, '/deals?lat=33.5427&lng=-117.7854');
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
  });
});

test.describe('the map view', () => {
  test.use({ permissions: ['geolocation'], geolocation: VISITOR, locale: 'en-US' });

  test('List/Map: the map lists every deal beside it; a deal from the list opens its popup, whose Book Now books', async ({ page }) => {
    await page.goto('/deals?lat=33.5446&lng=-117.7889&sort=distance');
    await expect(dealGrid(page).getByRole('article').first()).toBeVisible();
    const count = await dealGrid(page).getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    await main(page).getByRole('navigation', { name: 'Show as' }).getByRole('link', { name: 'Map' }).click();
    await expectPath(page, '/deals?lat=33.5446&lng=-117.7889&sort=distance&view=map');
    await expect(main(page).getByRole('region', { name: 'Map of deals' })).toBeVisible();
    const list = main(page).getByRole('list', { name: 'Deals on the map' });
    await expect(list.getByRole('button')).toHaveCount(count);
    // An open-dated deal near by, with spots, that no other test books.
    await list.getByRole('button', { name: /^Sunset Wine Tasting & Acoustic Set, / }).click();
    const popup = page.getByRole('dialog', { name: 'Sunset Wine Tasting & Acoustic Set' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'See details' })).toHaveAttribute('href', /^\/deals\/[0-9a-f-]{36}$/);
    await popup.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  });
});
