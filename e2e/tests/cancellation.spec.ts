/**
 * Cancellation terms (issue 11) on the full stack (the demo answers alike: the contract suite): the deal page states them, the cancel dialog in
 * My Bookings shows the exact refund before the booker confirms, and the booking then records that
 * refund. The seed's Wildlife Kayak Safari gives everything back until 24 hours before a start and
 * half after that; its first time starts within 24 hours (the free window is over), its next ones
 * a day later or more (still free).
 */
import { DEAL_IDS } from '@spur/demo-data';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectToast, main, signedInUser } from '../support/app';
import { pay } from '../support/checkout';
import { bookableForAWhile, dealSessions, timeOption, type ApiSession } from '../support/sessions';
import { deadlineLabel, FREE_HOURS_MS } from '../support/cancellation';

const TITLE = 'Wildlife Kayak Safari in Upper Newport Bay';
const PRICE = '$55.00';

/** Books `session` from the deal page (checking its terms line), pays, and opens My Bookings. */
async function bookAndPay(page: Page, session: ApiSession, termsLine: string) {
  await page.goto(`/deals/${DEAL_IDS.bayKayakSafari}`);
  await expect(main(page).getByText('Free cancellation up to 24 hours before the start · then 50% refund')).toBeVisible();
  await timeOption(page, session).check();
  await expect(main(page).getByText(termsLine)).toBeVisible();
  await main(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await pay(page, new URL(page.url()).pathname.split('/').pop()!, PRICE);
  await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
}

/** Cancels the traveler's open kayak booking from My Bookings, checking the dialog's refund line; then its details show the refund. */
async function cancelExpecting(page: Page, refundLine: string, refunded: string) {
  const list = main(page).getByRole('list', { name: 'Your bookings' });
  const open = list.getByRole('article', { name: TITLE }).filter({ has: page.getByRole('button', { name: 'Cancel Booking' }) });
  await open.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(refundLine);
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expectToast(page, 'Booking Cancelled');
  // Newest first: the booking just cancelled.
  const cancelled = list.getByRole('article', { name: TITLE }).first();
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.getByRole('link', { name: `View Details for ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  // The URL changes before the details page replaces the list (its code may still be loading).
  await expect(main(page).getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(main(page).getByRole('article', { name: TITLE })).toContainText(`Refunded${refunded}`);
}

test.describe('cancellation terms: the refund shown before confirming is the refund made', () => {
  test('inside the free window everything back; after it, half back', async ({ page, backend }) => {
    await signedInUser(page, backend);
    await page.goto(`/deals/${DEAL_IDS.bayKayakSafari}`);
    // The page has loaded (in demo mode the in-browser backend now answers).
    await expect(main(page).getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const sessions = (await dealSessions(page, DEAL_IDS.bayKayakSafari)).filter((session) => bookableForAWhile(session));
    const deadline = (session: ApiSession) => Date.parse(session.starts_at) - FREE_HOURS_MS;
    const free = sessions.find((session) => deadline(session) > Date.now() + 30 * 60_000);
    const late = sessions.find((session) => deadline(session) < Date.now());
    expect(free && late).toBeTruthy();

    await bookAndPay(page, free!, `Free cancellation until ${deadlineLabel(deadline(free!))} · then 50% refund`);
    await cancelExpecting(page, `You get ${PRICE} back.`, PRICE);

    const ended = deadlineLabel(deadline(late!));
    await bookAndPay(page, late!, `50% refund: free cancellation ended at ${ended}`);
    await page.goto('/profile?tab=bookings');
    await cancelExpecting(page, `You get $27.50 back (50%): the free cancellation ended at ${ended}.`, '$27.50');
  });
});
