/**
 * Live availability (issue 10): a hold made in one page reaches another page showing the deal
 * within a second, without a reload. Two tabs of one browser: in the demo they share localStorage
 * and the BroadcastChannel (as a sales demo in two windows does), each tab's own in-browser
 * backend pushing the event to its page; on the full stack each tab has its own SSE connection
 * to the server.
 */
import type { Page } from '@playwright/test';
import { DEAL_IDS } from '@spur/demo-data';
import { test, expect } from '../support/fixtures';
import { dealCard, main, showEveryDeal, slotsLeft } from '../support/app';
import { DEMO_TAG } from '../support/projects';

/** A change must show in the other page within this. */
const LIVE_MS = 1_000;

/** Book Now on the card → the test checkout page: the hold is made. */
async function holdFromCard(page: Page, title: string) {
  await page.goto('/deals');
  await showEveryDeal(page);
  await dealCard(page, title).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
}

/** The first time on the deal's page, then Book Now → the test checkout page: the hold is made. */
async function holdFirstTime(page: Page, dealId: string) {
  await page.goto(`/deals/${dealId}`);
  await main(page).getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').first().check();
  await main(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
}

test.describe('live availability', { tag: DEMO_TAG }, () => {
  test('a hold in one page ticks the card down in the other within a second, and its cancellation ticks it back', async ({ page, context }) => {
    const title = 'Anza-Borrego Desert Jeep Safari';
    const other = await context.newPage();
    await other.goto('/deals');
    await showEveryDeal(other);
    const card = dealCard(other, title);
    const before = await slotsLeft(card);

    await holdFromCard(page, title);
    await expect(card.getByText(`${before - 1} ${before - 1 === 1 ? 'slot' : 'slots'} left`)).toBeVisible({ timeout: LIVE_MS });

    await main(page).getByRole('form', { name: 'Test checkout' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(card.getByText(`${before} slots left`)).toBeVisible({ timeout: LIVE_MS });
  });

  test('a hold of a time updates that time’s spots on the deal page open elsewhere', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto(`/deals/${DEAL_IDS.coveCottages}`);
    const next = main(other).getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').first();
    await expect(next).toHaveAccessibleName(/, 6 spots left/);

    await holdFirstTime(page, DEAL_IDS.coveCottages);
    await expect(next).toHaveAccessibleName(/, 5 spots left/, { timeout: LIVE_MS });
    // Nothing else was said: the person had not chosen that time.
    await expect(main(other).getByRole('status')).toBeEmpty();
  });
});
