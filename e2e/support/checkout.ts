/** The booking path: a deal's Book Now, the built-in test checkout, and its two outcomes. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { dealCard, expectPath, main, showEveryDeal, slotsLeft } from './app';

/** Opens /deals and returns the card's "{n} slots left" number. */
export async function slotsOnDeals(page: Page, title: string): Promise<number> {
  await page.goto('/deals');
  await showEveryDeal(page);
  return slotsLeft(dealCard(page, title));
}

/**
 * Book Now on the deal's card (on /deals) → the test checkout page, checked against the deal.
 * Returns the checkout id.
 */
export async function bookNow(page: Page, title: string, price: string): Promise<string> {
  if (new URL(page.url()).pathname !== '/deals') await page.goto('/deals');
  await showEveryDeal(page);
  await dealCard(page, title).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(main(page)).toContainText(`Experience${title}`);
  await expect(main(page)).toContainText(`Total${price}`);
  await expect(payButton(page, price)).toBeEnabled();
  return new URL(page.url()).pathname.split('/').pop()!;
}

export function payButton(page: Page, price: string) {
  return main(page).getByRole('form', { name: 'Test checkout' }).getByRole('button', { name: `Pay ${price}` });
}

/** Pays on the test checkout page (as a guest with `email`) and waits for /success. */
export async function pay(page: Page, checkoutId: string, price: string, guestEmail?: string) {
  const form = main(page).getByRole('form', { name: 'Test checkout' });
  if (guestEmail) await form.getByRole('textbox', { name: 'Email', exact: true }).fill(guestEmail);
  await payButton(page, price).click();
  await expectPath(page, `/success?session_id=${checkoutId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(main(page)).toContainText(new RegExp(`Confirmation ID:\\s*${checkoutId.slice(-8)}`));
}

/**
 * As a signed-in traveler: Book Now on the deal's card, pay, and open the booking's details from
 * My Bookings. Returns the voucher's code as the details page shows it, and that page's path.
 */
export async function bookAndOpenVoucher(page: Page, title: string, price: string): Promise<{ code: string; detailsPath: string }> {
  const checkoutId = await bookNow(page, title, price);
  await pay(page, checkoutId, price);
  await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
  const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: title });
  await booking.getByRole('link', { name: `View Details for ${title}` }).click();
  const code = main(page).getByRole('region', { name: 'Your voucher' }).getByTestId('voucher-code');
  await expect(code).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return { code: (await code.textContent())!, detailsPath: new URL(page.url()).pathname };
}
