import { test, expect } from '../support/fixtures';
import { expectPath, main, toast, toastRegion, toasts } from '../support/app';

const TOAST_DURATION_MS = 5000;

test.describe('testimonials and toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Are Saying' })).toBeVisible();
  });

  test('Coming Soon shows its toast; Back and Home', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    await expect(toast(page, 'Coming Soon')).toBeVisible();

    await main(page).getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/');

    // Back returns to the page the user came from (here the deals, through the home page's link)...
    await page.getByRole('banner').getByRole('link', { name: 'Deals' }).click();
    await expectPath(page, '/deals');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Read Customer Stories' }).click();
    await expectPath(page, '/testimonials');
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/');
    await page.goBack();
    await expectPath(page, '/deals');
    // ...and, opened directly, to the home page.
    await page.goto('/testimonials');
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/');
  });

  test('one toast at a time', async ({ page }) => {
    const comingSoon = main(page).getByRole('button', { name: 'Coming Soon' });
    await comingSoon.click();
    await expect(toasts(page)).toHaveCount(1);
    await comingSoon.click();
    await comingSoon.click();
    await expect(toast(page, 'Coming Soon')).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
  });

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    // The page's clock, not the wall clock: paused once the page is ready, then run to just
    // before 5 s after the toast showed, and past it.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Are Saying' })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    const shown = toast(page, 'Coming Soon');
    await expect(shown).toBeVisible();
    await page.clock.runFor(TOAST_DURATION_MS - 500);
    await expect(shown).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(1000);
    await expect(shown).toBeHidden();
  });

  test('a toast closes with its close button', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    const shown = toast(page, 'Coming Soon');
    await shown.getByRole('button', { name: 'Close' }).click();
    // Well before the 5 s auto-dismiss.
    await expect(shown).toBeHidden({ timeout: 3000 });
  });

  test('a toast closes when swiped right', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    const shown = toast(page, 'Coming Soon');
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.move(x + 120, y, { steps: 4 });
    await page.mouse.up();
    await expect(shown).toBeHidden({ timeout: 3000 });
  });

  test('F8 moves the focus to the notifications', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Coming Soon' }).click();
    await expect(toast(page, 'Coming Soon')).toBeVisible();
    await expect(toastRegion(page).getByRole('list')).not.toBeFocused();
    await page.keyboard.press('F8');
    await expect(toastRegion(page).getByRole('list')).toBeFocused();
  });
});
