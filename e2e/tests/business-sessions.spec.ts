/**
 * Issue 9, the business's side on the full stack (the demo answers alike: the contract suite): a new business schedules a deal with a
 * repeating pattern (previewed before it is sent), travelers see those times, and cancelling one
 * takes it off sale.
 */
import { test, expect } from '../support/fixtures';
import { expectToast, main } from '../support/app';
import { businessUser, openTimes, quickAddDeal, stat, uniqueTitle } from '../support/business';
import { dealSessions } from '../support/sessions';

/** A date on the venue's (Los Angeles) calendar, `days` from today, as YYYY-MM-DD. */
const venueDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 3_600_000),
  );

test('a business adds a repeating schedule, travelers see its times, and a cancelled time goes off sale', async ({ page, backend }) => {
  await businessUser(page, backend);
  const title = uniqueTitle('E2E Harbor Paddle');
  await quickAddDeal(page, title, '45');
  await expect(stat(page, 'Upcoming Sessions')).toHaveText('0');

  // An open-dated deal has no times yet.
  const dialog = await openTimes(page, title);
  await expect(dialog.getByRole('heading', { name: 'No times yet' })).toBeVisible();

  // Every day from tomorrow at 10:00 and 4:00 PM for one week: 14 times, previewed first.
  await dialog.getByRole('button', { name: 'Add times' }).click();
  await dialog.getByRole('radio', { name: 'Repeating' }).check();
  await dialog.getByLabel(/^First day/).fill(venueDate(1));
  await dialog.getByLabel(/^Time 1/).fill('10:00');
  await dialog.getByRole('button', { name: 'Add another time' }).click();
  await dialog.getByLabel(/^Time 2/).fill('16:00');
  await dialog.getByLabel(/^Capacity \(spots\)/).fill('8');
  await expect(dialog.getByText('Creates 14 times:')).toBeVisible();
  await expect(dialog.getByText('Tomorrow 10:00 AM')).toBeVisible();
  await expect(dialog.getByText('and 8 more')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 14 Times' }).click();
  await expectToast(page, 'Success', '14 times added.');
  await expect(dialog.getByText('14 upcoming times')).toBeVisible();
  const tomorrow = dialog.getByRole('region', { name: 'Tomorrow' });
  await expect(tomorrow.getByRole('listitem')).toHaveCount(2);
  await expect(tomorrow.getByRole('listitem').first()).toContainText('1 h · 0 of 8 booked · Booking closes 15 min before');

  // The same pattern again would repeat every start: refused before anything is sent.
  await dialog.getByRole('button', { name: 'Add times' }).click();
  await dialog.getByLabel(/^Start time/).fill('10:00');
  await dialog.getByLabel(/^Date/).fill(venueDate(1));
  await dialog.getByRole('button', { name: 'Add Time' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A session already starts at Tomorrow 10:00 AM.');
  await dialog.getByRole('button', { name: 'Back to times' }).click();

  // Travelers see the 14 times.
  const dealId = await page.evaluate(async (dealTitle) => {
    const response = await fetch(`/api/deals?search=${encodeURIComponent(dealTitle)}`);
    const deals = (await response.json()) as Array<{ id: string; title: string }>;
    return deals.find((deal) => deal.title === dealTitle)!.id;
  }, title);
  expect(await dealSessions(page, dealId)).toHaveLength(14);

  // Cancel tomorrow's first time: nobody booked it, so nobody is refunded; it goes off sale.
  await tomorrow.getByRole('button', { name: 'Cancel' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this time?' });
  await expect(confirm).toContainText('Tomorrow 10:00 AM. Nobody has booked it yet; travelers will no longer see it.');
  await confirm.getByRole('button', { name: 'Cancel Time' }).click();
  await expectToast(page, 'Time cancelled', 'Nobody had booked it.');
  await expect(dialog.getByText('13 upcoming times')).toBeVisible();
  await expect(tomorrow.getByRole('listitem').first()).toContainText('Cancelled');
  await expect(tomorrow.getByRole('listitem').first().getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const sessions = await dealSessions(page, dealId);
  expect(sessions).toHaveLength(13);

  // The dashboard's figure counts the times still scheduled.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(stat(page, 'Upcoming Sessions')).toHaveText('13');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
});
