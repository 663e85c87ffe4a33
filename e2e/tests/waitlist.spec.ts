/**
 * The instant waitlist (issue 11) on the full stack (the demo answers alike: the contract suite): a time of one spot sells out, a second
 * traveler joins its waitlist, the first cancels, and the waiter finds the spot held for them on
 * the deal page, opens the offer and books it through the normal checkout. One browser plays
 * every part (the demo's backend lives in the page), signing in and out between them.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, expectSignedIn, expectToast, signIn, logOut, main } from '../support/app';
import { businessUser, openTimes, quickAddDeal, uniqueTitle } from '../support/business';
import { pay } from '../support/checkout';
import { dealSessions, timeOption } from '../support/sessions';

const PRICE = '$40.00';

/** A date on the venue's (Los Angeles) calendar, `days` from today, as YYYY-MM-DD. */
const venueDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 3_600_000),
  );

/** A new business's new deal with one time, tomorrow, of one spot. Returns the deal's id. */
async function dealWithOneSpot(page: Page, backend: 'demo' | 'fullstack', title: string): Promise<string> {
  await businessUser(page, backend);
  await quickAddDeal(page, title, '40');
  const dialog = await openTimes(page, title);
  await dialog.getByRole('button', { name: 'Add times' }).click();
  await dialog.getByLabel(/^Date/).fill(venueDate(1));
  await dialog.getByLabel(/^Start time/).fill('10:00');
  await dialog.getByLabel(/^Capacity \(spots\)/).fill('1');
  await dialog.getByRole('button', { name: 'Add Time' }).click();
  await expectToast(page, 'Success', 'Time added.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const dealId = await page.evaluate(async (dealTitle) => {
    const response = await fetch(`/api/deals?search=${encodeURIComponent(dealTitle)}`);
    const deals = (await response.json()) as Array<{ id: string; title: string }>;
    return deals.find((deal) => deal.title === dealTitle)!.id;
  }, title);
  await logOut(page);
  return dealId;
}

const waitlist = (page: Page) => main(page).getByRole('region', { name: 'Waitlist' });

test('a waiter gets the spot a cancellation frees and books it through the offer', async ({ page, backend }) => {
  test.slow();
  const title = uniqueTitle('E2E Waitlist Cruise');
  const dealId = await dealWithOneSpot(page, backend, title);
  const booker = await createAccount(page, backend);
  const waiter = await createAccount(page, backend);

  // The booker takes the only spot.
  await signIn(page, backend, booker);
  await page.goto(`/deals/${dealId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  const [session] = await dealSessions(page, dealId);
  await timeOption(page, session!).check();
  await main(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await pay(page, new URL(page.url()).pathname.split('/').pop()!, PRICE);
  await logOut(page);

  // The waiter finds the time sold out and joins its waitlist.
  await signIn(page, backend, waiter);
  await page.goto(`/deals/${dealId}`);
  await expect(waitlist(page).getByRole('heading', { name: 'This time is sold out' })).toBeVisible();
  await waitlist(page).getByRole('button', { name: 'Notify me when a spot opens' }).click();
  await expect(waitlist(page).getByRole('heading', { name: "We'll e-mail you when a spot opens" })).toBeVisible();
  await logOut(page);

  // The booker cancels: the spot goes to the waiter, not back on sale.
  await signIn(page, backend, booker);
  await page.goto('/profile?tab=bookings');
  const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: title });
  await booking.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expectToast(page, 'Booking Cancelled');
  await page.goto(`/deals/${dealId}`);
  await expect(timeOption(page, session!)).toBeDisabled();
  await logOut(page);

  // The waiter sees the offer on the deal page, opens it and books the held spot.
  await signIn(page, backend, waiter);
  await page.goto(`/deals/${dealId}`);
  // Signed in still after the reload: a guest would see the join form instead of the offer.
  await expectSignedIn(page);
  await expect(waitlist(page).getByRole('heading', { name: 'A spot opened for you' })).toBeVisible();
  await waitlist(page).getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/waitlist-offers\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'A spot opened for you' })).toBeVisible();
  await expect(main(page)).toContainText(`Experience${title}`);
  await expect(main(page).getByRole('timer')).toContainText('We hold your spot for');
  await main(page).getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await pay(page, new URL(page.url()).pathname.split('/').pop()!, PRICE);
});
