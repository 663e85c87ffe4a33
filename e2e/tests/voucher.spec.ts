import { test, expect } from '../support/fixtures';
import { createAccount, signIn, main } from '../support/app';
import { openCheckInAsAdventures } from '../support/business';
import { bookAndOpenVoucher } from '../support/checkout';

// An open-dated deal of adventures@ that no other suite books (fullstack tests share one database).
const TITLE = 'Beach Bonfire & S\u2019mores Night';
const PRICE = '$45.00';

test('book and pay → the details page shows the voucher → the business checks the code in; again says already', async ({ page, backend }) => {
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  const { code: shown } = await bookAndOpenVoucher(page, TITLE, PRICE);
  const voucher = main(page).getByRole('region', { name: 'Your voucher' });
  await expect(voucher.getByRole('img', { name: `QR code of voucher ${shown}` })).toHaveAttribute('data-ready', 'true');
  await expect(voucher.getByRole('img', { name: `QR code of voucher ${shown}` }).locator('svg')).toBeVisible();

  const dialog = await openCheckInAsAdventures(page, backend);
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
