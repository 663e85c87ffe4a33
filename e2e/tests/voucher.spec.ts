import { test, expect } from '../support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createAccount, logIn, logOut, main } from '../support/app';
import { openDashboard } from '../support/business';
import { bookNow, pay } from '../support/checkout';

// An open-dated deal of adventures@ that no other suite books (fullstack tests share one database).
const TITLE = 'Beach Bonfire & S\u2019mores Night';
const PRICE = '$45.00';

test('book and pay → the details page shows the voucher → the business checks the code in; again says already', async ({ page, backend }) => {
  const account = await createAccount(page, backend);
  await logIn(page, account);
  const sessionId = await bookNow(page, TITLE, PRICE);
  await pay(page, sessionId, PRICE);

  await main(page).getByRole('link', { name: 'Go to My Bookings' }).click();
  const booking = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: TITLE });
  await booking.getByRole('link', { name: `View Details for ${TITLE}` }).click();
  const voucher = main(page).getByRole('region', { name: 'Your voucher' });
  const code = voucher.getByTestId('voucher-code');
  await expect(code).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const shown = (await code.textContent())!;
  await expect(voucher.getByRole('img', { name: `QR code of voucher ${shown}` })).toHaveAttribute('data-ready', 'true');
  await expect(voucher.getByRole('img', { name: `QR code of voucher ${shown}` }).locator('svg')).toBeVisible();

  await logOut(page);
  await logIn(page, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
  await openDashboard(page);
  await main(page).getByRole('button', { name: 'Check in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in a guest' });
  // Typed as a person might: lower case, without the dash.
  await dialog.getByRole('textbox', { name: 'Voucher code' }).fill(shown.replace('-', '').toLowerCase());
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  const answer = dialog.getByRole('alert');
  await expect(answer).toContainText('Checked in');
  await expect(answer).toContainText(TITLE);
  await expect(answer).toContainText('1 person');

  await dialog.getByRole('button', { name: 'Next guest' }).click();
  await dialog.getByRole('textbox', { name: 'Voucher code' }).fill(shown);
  await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Already checked in');
  await expect(dialog.getByRole('alert')).toContainText(/Checked in at Today · \d{1,2}:\d{2} [AP]M\./);
});
