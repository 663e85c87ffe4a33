/**
 * Issue 9, the buyer's side on the full stack (the demo answers alike: the contract suite): browse what starts Now, pick a time of a deal with
 * several, pay on the test checkout (with the hold's countdown and the time in the summary), and
 * find the booking with its time in My Bookings and on its details page.
 *
 * Each test books its own deal: fullstack tests share one database and run side by side.
 */
import { test, expect } from '../support/fixtures';
import { dealCard, dealsCount, expectPath, main, signedInUser } from '../support/app';
import { pay, payButton } from '../support/checkout';
import { bookableForAWhile, chooseWhen, dealSessions, expectHoldCountdown, timeOption, whenLabel } from '../support/sessions';

test.describe('sessions: browse Now, pick a time, pay, see it in My Bookings', () => {
  test('Now → a deal page → choose a later time → pay → My Bookings and details show the time', async ({ page, backend }) => {
    const title = 'Newport Harbor Sunset Cruise';
    await signedInUser(page, backend);

    // Browse what starts in the next three hours: soonest first, each card with its start.
    await page.goto('/deals');
    await expect(dealsCount(page)).toBeVisible();
    await chooseWhen(page, 'Now');
    await expectPath(page, '/deals?when=now');
    await expect(main(page).getByText('Starting in the next 3 hours')).toBeVisible();
    const card = dealCard(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Starts in \d+ min|Today \d{1,2}:\d{2} [AP]M|Tomorrow \d{1,2}:\d{2} [AP]M/);

    // The card's title opens the deal page with every upcoming time.
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
    const dealId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText('Offered by Newport Harbor Cruises')).toBeVisible();
    const book = main(page).getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();

    // Choose the last time still bookable for a while (a later one than the card's).
    const sessions = (await dealSessions(page, dealId)).filter((session) => bookableForAWhile(session));
    expect(sessions.length).toBeGreaterThan(1);
    const chosen = sessions.at(-1)!;
    await timeOption(page, chosen).check();
    await expect(book).toBeEnabled();
    await book.click();

    // The test checkout: the time in the summary and the hold's countdown.
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(main(page)).toContainText(`Experience${title}`);
    const when = whenLabel(chosen.starts_at);
    await expect(main(page)).toContainText(`When${when}`);
    await expectHoldCountdown(page);
    await expect(payButton(page, '$49.00')).toBeEnabled();
    await pay(page, sessionId, '$49.00');

    // My Bookings: the booking with its session's time; the details page too.
    await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
    await expectPath(page, '/profile?tab=bookings');
    const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: title });
    await expect(booking).toContainText('Confirmed');
    await expect(booking).toContainText(when);
    await booking.getByRole('link', { name: `View Details for ${title}` }).click();
    const details = main(page).getByRole('article', { name: title });
    await expect(details).toContainText(`When${when}`);
  });

  test('Book Now on a card of a deal with several times opens the time picker; sold-out times are disabled', async ({ page }) => {
    const title = 'Wildlife Kayak Safari in Upper Newport Bay';
    await page.goto('/deals');
    await expect(dealsCount(page)).toBeVisible();
    const card = dealCard(page, title);
    await expect(card).toContainText(/\+\d+ more times?/);
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Choose a time: ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Book Now holds your spot for 30 minutes while you pay.');
    const picker = dialog.getByRole('radiogroup', { name: 'Choose a time' });
    await expect(picker.getByRole('radio').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await picker.getByRole('radio', { disabled: false }).first().check();
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
    await expect(main(page)).toContainText(`Experience${title}`);
    await expect(main(page)).toContainText(/When(Today|Tomorrow)/);
    await expectHoldCountdown(page);
    // Leave nothing held: cancel.
    await main(page).getByRole('form', { name: 'Test checkout' }).getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/cancel');
  });
});
