/**
 * Issue 29's money flow end to end: a new business connects payouts (test onboarding) and
 * publishes deals, a traveller books and pays, the experience begins, and the earnings page shows
 * each booking's paid, fee, refunded, net and state, with the totals.
 *
 * The experience begins by check-in, with no clock: an open-dated deal's voucher, and a session's
 * voucher checked in before its start. A partial refund before the transfer is a late cancellation
 * (the deal gives 50 % back after its free window; the session starts within it); that booking's
 * transfer waits for the session's start, so it stays "To be paid". A refund after the transfer is
 * the business cancelling the session of a checked-in booking (everything back, the transfer
 * reversed in full): a traveller cannot cancel a checked-in booking, and a booking not checked in
 * is transferred only once its session has started.
 *
 * Transfers go out in the maintenance sweep: on the full stack the test triggers it (SWEEP_ENV);
 * the demo runs it before every request.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectToast, logOut, main, signIn, signedInUser, type Account } from '../support/app';
import { businessUser, connectPayouts, dealIdOf, myDeal, openDashboard, openTimes, quickAddDeal, uniqueTitle } from '../support/business';
import { bookAndOpenVoucher, pay } from '../support/checkout';
import { dealSessions, timeOption, type ApiSession } from '../support/sessions';
import { DEMO_TAG, SWEEP_ENV } from '../support/projects';
import type { Backend } from '../support/projects';

const ZONE = 'America/Los_Angeles';
const venueDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const venueTime = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** Quick Add, then Edit for what Quick Add leaves out: a description and 50 % back after the free window. */
async function publishWithLateRefund(page: Page, title: string, price: string) {
  const card = await quickAddDeal(page, title, price);
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Two hours under sail along the harbor with a local skipper.');
  await dialog.getByRole('spinbutton', { name: 'Refund after that (%)', exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Deal updated.');
  await expect(dialog).toBeHidden();
}

/** Adds one time to the deal, starting at `start` (venue time, to the minute). */
async function addTime(page: Page, title: string, start: Date) {
  const dialog = await openTimes(page, title);
  await dialog.getByRole('button', { name: 'Add times' }).click();
  await dialog.getByLabel(/^Date/).fill(venueDate(start));
  await dialog.getByLabel(/^Start time/).fill(venueTime(start));
  await dialog.getByRole('button', { name: 'Add Time' }).click();
  await expectToast(page, 'Success', 'Time added.');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Books `session` from the deal page, pays, and opens My Bookings. */
async function bookSession(page: Page, dealId: string, session: ApiSession, price: string) {
  await page.goto(`/deals/${dealId}`);
  await timeOption(page, session).check();
  await main(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  await pay(page, new URL(page.url()).pathname.split('/').pop()!, price);
  await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
}

/** The traveller's booking of `title` that can still be cancelled, in My Bookings. */
const openBooking = (page: Page, title: string) =>
  main(page)
    .getByRole('list', { name: 'Your bookings' })
    .getByRole('article', { name: title })
    .filter({ has: page.getByRole('button', { name: 'Cancel Booking' }) });

/** Checks a voucher in from the dashboard's dialog; a session on another venue day is accepted. */
async function checkIn(page: Page, code: string, otherDay: boolean) {
  await main(page).getByRole('button', { name: 'Check in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in a guest' });
  await dialog.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  if (otherDay) await dialog.getByRole('button', { name: 'Check in anyway' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Checked in');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/** Runs the transfers: the full stack's maintenance sweep now; the demo sweeps before every request. */
async function sweep(page: Page, backend: Backend) {
  if (backend === 'demo') return;
  const url = process.env[SWEEP_ENV];
  expect(url, 'the full stack runs a trigger of its maintenance sweep').toBeTruthy();
  const swept = await page.request.post(url!);
  expect(swept.status(), await swept.text()).toBe(200);
}

interface Row {
  deal: string;
  time: string | RegExp;
  paid: string;
  fee: string;
  refunded: string;
  net: string;
  state: string;
}

/** Opens the earnings page and checks its rows (newest payment first) and its three totals (everything was paid now). */
async function expectEarnings(page: Page, rows: Row[], totals: { net: string; paid: string; fee: string; refunded: string }) {
  await page.goto('/business-dashboard/earnings');
  const table = main(page).getByRole('region', { name: 'Paid bookings, newest first' });
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    await expect(table.locator('tbody tr').nth(index).getByRole('cell')).toHaveText([
      /\w/,
      row.deal,
      row.time,
      /\w/,
      row.paid,
      row.fee,
      row.refunded,
      row.net,
      row.state,
    ]);
  }
  const totalsRegion = main(page).getByRole('region', { name: 'Your totals' });
  for (const period of ['This week', 'This month', 'All time']) {
    const card = totalsRegion.locator('dl, div').filter({ hasText: period }).last();
    await expect(card).toContainText(totals.net);
    await expect(card).toContainText(`Paid ${totals.paid} · fee ${totals.fee} · refunded ${totals.refunded}`);
  }
}

test('a new business is paid out: check-ins start the transfers, a late cancellation lowers one, a cancelled session reverses one', { tag: DEMO_TAG }, async ({ page, backend }) => {
  // Two accounts, three payments, two check-ins and two sweeps: longer than one journey.
  test.slow();
  const business: Account = await businessUser(page, backend);
  await connectPayouts(page);
  const tour = uniqueTitle('E2E Harbor Tour');
  const sail = uniqueTitle('E2E Sunset Sail');
  await quickAddDeal(page, tour, '40');
  await publishWithLateRefund(page, sail, '50');
  // Within the free window of 24 hours: a cancellation now gives 50 % back.
  const start = new Date(Date.now() + 2 * 3_600_000);
  await addTime(page, sail, start);
  await expect(myDeal(page, sail)).toBeVisible();

  await logOut(page);
  await signedInUser(page, backend);
  const sailId = await dealIdOf(page, sail);
  const [session] = await dealSessions(page, sailId);
  expect(session).toBeDefined();

  // A late cancellation before any transfer: $25.00 back.
  await bookSession(page, sailId, session!, '$50.00');
  await openBooking(page, sail).getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('You get $25.00 back (50%)');
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expectToast(page, 'Booking Cancelled');

  const { code: tourCode } = await bookAndOpenVoucher(page, tour, '$40.00');
  await bookSession(page, sailId, session!, '$50.00');
  await openBooking(page, sail).getByRole('link', { name: `View Details for ${sail}` }).click();
  const sailVoucher = main(page).getByRole('region', { name: 'Your voucher' }).getByTestId('voucher-code');
  await expect(sailVoucher).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const sailCode = (await sailVoucher.textContent())!;

  // The business checks both guests in: both experiences have begun.
  await logOut(page);
  await signIn(page, backend, business);
  await openDashboard(page);
  await checkIn(page, tourCode, false);
  await checkIn(page, sailCode, venueDate(start) !== venueDate(new Date()));
  await sweep(page, backend);

  // 15 % fee; the late cancellation's refund returns the fee in proportion and waits for the start.
  await expectEarnings(
    page,
    [
      { deal: sail, time: /\d:\d\d [AP]M$/, paid: '$50.00', fee: '$7.50', refunded: '$0.00', net: '$42.50', state: 'Paid out' },
      { deal: tour, time: 'Open date', paid: '$40.00', fee: '$6.00', refunded: '$0.00', net: '$34.00', state: 'Paid out' },
      { deal: sail, time: /\d:\d\d [AP]M$/, paid: '$50.00', fee: '$3.75', refunded: '$25.00', net: '$21.25', state: 'To be paid' },
    ],
    { net: '$97.75', paid: '$140.00', fee: '$17.25', refunded: '$25.00' },
  );

  // The business cancels the session after the transfer: its checked-in guest gets everything
  // back, Spur its fee, and the transfer is reversed in full.
  await page.goto('/business-dashboard');
  const times = await openTimes(page, sail);
  await times.getByRole('button', { name: 'Cancel' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this time?' });
  await confirm.getByRole('button', { name: 'Cancel Time' }).click();
  await expectToast(page, 'Time cancelled');
  await sweep(page, backend);

  await expectEarnings(
    page,
    [
      { deal: sail, time: /\d:\d\d [AP]M$/, paid: '$50.00', fee: '$0.00', refunded: '$50.00', net: '$0.00', state: 'Reversed' },
      { deal: tour, time: 'Open date', paid: '$40.00', fee: '$6.00', refunded: '$0.00', net: '$34.00', state: 'Paid out' },
      { deal: sail, time: /\d:\d\d [AP]M$/, paid: '$50.00', fee: '$3.75', refunded: '$25.00', net: '$21.25', state: 'To be paid' },
    ],
    { net: '$55.25', paid: '$140.00', fee: '$9.75', refunded: '$75.00' },
  );
});
