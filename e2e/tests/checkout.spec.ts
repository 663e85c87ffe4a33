import { test, expect } from '../support/fixtures';
import { createAccount, dealCard, expectPath, signIn, main, showEveryDeal, uniqueEmail } from '../support/app';
import { bookNow, pay, payButton, slotsOnDeals } from '../support/checkout';
import { DEMO_TAG } from '../support/projects';

// Each test books its own deal: fullstack tests share one database and run side by side.
// Open-dated deals only: Book Now goes straight to checkout (sessions.spec books times).
test.describe('guest checkout', () => {
  test('Book Now → test checkout → pay with an email → /success with the confirmation id', async ({ page }) => {
    const title = 'Dolphin Safari by Catamaran';
    const before = await slotsOnDeals(page, title);
    const checkoutId = await bookNow(page, title, '$49.00');
    const form = main(page).getByRole('form', { name: 'Test checkout' });

    // A guest must say where the confirmation goes.
    await payButton(page, '$49.00').click();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expectPath(page, `/test-checkout/${checkoutId}`);

    await pay(page, checkoutId, '$49.00', uniqueEmail());
    // The guest version of the page.
    await expect(main(page)).toContainText('Create an account or sign in to see and manage your bookings in one place.');
    await expect(main(page)).toContainText('Sign up with the same email address you paid with');
    await expect(main(page).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(main(page).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(main(page).getByRole('link', { name: 'Go to My Bookings' })).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Browse More Deals' }).click();
    await expectPath(page, '/deals');
    await showEveryDeal(page);
    // The slot is sold.
    await expect(dealCard(page, title).getByText(`${before - 1} slots left`)).toBeVisible();
  });

  test('Book Now → test checkout → Cancel → /cancel, and the slot is released', async ({ page, context }) => {
    const title = 'Laguna Beach Art Walk & Gallery Tour';
    const before = await slotsOnDeals(page, title);
    const checkoutId = await bookNow(page, title, '$35.00');

    // While the checkout is open its slot is held.
    const other = await context.newPage();
    expect(await slotsOnDeals(other, title)).toBe(before - 1);
    await other.close();

    await main(page).getByRole('form', { name: 'Test checkout' }).getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/cancel');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(main(page)).toContainText('No charges have been made');
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await main(page).getByRole('link', { name: 'Browse More Deals' }).click();
    await expectPath(page, '/deals');
    await showEveryDeal(page);
    await expect(dealCard(page, title).getByText(`${before} slots left`)).toBeVisible();

    // The closed checkout cannot be paid any more.
    await page.goto(`/test-checkout/${checkoutId}`);
    await expect(main(page).getByRole('heading', { name: 'This checkout is closed' })).toBeVisible();
    await expect(payButton(page, '$35.00')).toHaveCount(0);
  });

  test("a guest's booking shows in My Bookings after signing up with the same email", async ({ page, backend }) => {
    const title = 'Tide Pool Discovery Walk at Treasure Island';
    const email = uniqueEmail();
    await page.goto('/deals');
    const checkoutId = await bookNow(page, title, '$29.00');
    await pay(page, checkoutId, '$29.00', email);

    const account = await createAccount(page, backend, { email });
    await signIn(page, backend, account);
    await page.goto('/profile?tab=bookings');
    const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: title });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText('Confirmed');
    await expect(booking).toContainText('$29.00');
  });
});

test.describe('logged-in booking', () => {
  test('Book Now → pay → /success → My Bookings (confirmed) → details → cancel', { tag: DEMO_TAG }, async ({ page, backend }) => {
    const title = 'Stand-Up Comedy Night on the Peninsula';
    const account = await createAccount(page, backend);
    await signIn(page, backend, account);
    const before = await slotsOnDeals(page, title);

    const checkoutId = await bookNow(page, title, '$32.00');
    await expect(main(page).getByText(`Paying as ${account.email}`)).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
    await pay(page, checkoutId, '$32.00');
    await expect(main(page).getByRole('link', { name: 'Create Account' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Browse More Deals' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
    await expectPath(page, '/profile?tab=bookings');
    await expect(main(page).getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    const bookings = main(page).getByRole('list', { name: 'Your bookings' });
    const booking = bookings.getByRole('article', { name: title });
    await expect(booking).toContainText('Confirmed');
    await expect(booking).toContainText('$32.00');
    await expect(booking.getByRole('time')).toBeVisible();
    await expect(bookings.getByRole('article')).toHaveCount(1);

    // The details page.
    await booking.getByRole('link', { name: `View Details for ${title}` }).click();
    await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    const details = main(page).getByRole('article', { name: title });
    await expect(details).toContainText('Status: Confirmed');
    await expect(details).toContainText('Price$32.00');
    await expect(details).toContainText(`Confirmation ID${checkoutId.slice(-8)}`);
    await expect(details).toContainText('LocationNewport Beach, CA');
    await expect(details.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile?tab=bookings');
    await expect(details.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');

    // Cancel it: a confirmation first ("Keep Booking" changes nothing).
    await details.getByRole('button', { name: 'Cancel Booking' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(`Your booking for "${title}" will be cancelled`);
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(details).toContainText('Status: Confirmed');

    await details.getByRole('button', { name: 'Cancel Booking' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Booking Cancelled', { exact: true })).toBeVisible();
    await expect(details).toContainText('Status: Cancelled');
    await expect(details.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

    // My Bookings says so too, without a cancel control; the slot is back on sale.
    await details.getByRole('link', { name: 'Back to Profile' }).click();
    await expectPath(page, '/profile?tab=bookings');
    await expect(booking).toContainText('Cancelled');
    await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    expect(await slotsOnDeals(page, title)).toBe(before);
  });

  test('cancel a booking from My Bookings', async ({ page, backend }) => {
    const title = 'Outdoor Movie on the Sand';
    const account = await createAccount(page, backend);
    await signIn(page, backend, account);
    await page.goto('/deals');
    const checkoutId = await bookNow(page, title, '$29.00');
    await pay(page, checkoutId, '$29.00');

    await page.goto('/profile?tab=bookings');
    const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: title });
    await expect(booking).toContainText('Confirmed');
    await booking.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Booking Cancelled', { exact: true })).toBeVisible();
    await expect(booking).toContainText('Cancelled');
    await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    // It stays cancelled.
    await page.reload();
    await expect(booking).toContainText('Cancelled');
    await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  });
});

test.describe('checkout failure (simulated with page.route)', () => {
  test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

  test('a checkout that cannot be opened shows "Payment Error" and stays on /deals', async ({ page }) => {
    await page.route('**/api/payment/create-checkout-session', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
    await page.goto('/deals');
    await showEveryDeal(page);
    const card = dealCard(page, 'Outdoor Movie on the Sand');
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Payment Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Failed to create payment session. Please try again.');
    await expectPath(page, '/deals');
    await expect(card.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });
});
