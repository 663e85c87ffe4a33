/**
 * HTML first (issue 12): the full stack sends the public pages rendered, so a deal page reads
 * without JavaScript; with JavaScript, the rendered pages hydrate without a warning and work as
 * before (both projects: the demo's public pages are prerendered at build time, without their data).
 */
import { DEAL_IDS } from '@spur/demo-data';
import { DealSchema } from '@spur/contract';
import { test, expect } from '../support/fixtures';
import { dealGrid, expectPath, main } from '../support/app';
import { hydrationWarnings } from '../support/hydration';
import { DEMO_TAG } from '../support/projects';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a deal page shows its title and price', async ({ page, backend }) => {
    test.skip(backend === 'demo', "The static demo's pages are prerendered without their data: it lives in the browser.");
    const deal = DealSchema.parse(await (await page.request.get(`/api/deals/${DEAL_IDS.bayKayakSafari}`)).json());
    await page.goto(`/deals/${deal.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Book Now' })).toContainText(/\$\d+(\.\d\d)?/);
  });
});

test.describe('scripts', { tag: DEMO_TAG }, () => {
  test("the demo's prerendered pages request their scripts after the first paint, the page's and the backend's chunks with the entry", async ({ page, backend }) => {
    test.skip(backend !== 'demo', "The full stack's server writes its pages' loader itself (serverRender.test.ts).");
    const html = await (await page.request.get('/deals')).text();
    const loader = /<script src="\/scripts-after-paint\.js" defer data-entry="([^"]+)" data-preloads="([^"]+)"><\/script>/.exec(html);
    expect(loader).not.toBeNull();
    expect(html).not.toContain('<script type="module"');
    expect(loader?.[2]?.split(' ')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/DealsPage-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/mockBackend-[\w-]+\.js$/)]),
    );
  });
});

test.describe('hydration', { tag: DEMO_TAG }, () => {
  test('the home page hydrates without a warning, and its search works', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Happening near you' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('kayak');
    await page.getByRole('searchbox', { name: 'Search deals' }).press('Enter');
    await expectPath(page, '/deals?search=kayak');
    expect(warnings).toEqual([]);
  });

  test('/deals and a deal page hydrate without a warning', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await page.goto('/deals?search=kayak');
    await expect(dealGrid(page).getByRole('listitem').first()).toBeVisible();
    await page.goto(`/deals/${DEAL_IDS.bayKayakSafari}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Book Now' })).toBeVisible();
    expect(warnings).toEqual([]);
  });
});
