import { test, expect } from '../support/fixtures';
import { createAccount, signIn } from '../support/app';
import { bookAndOpenVoucher } from '../support/checkout';
import { sentMail } from '../support/mail';
import { DEMO_TAG } from '../support/projects';

// An open-dated deal with many spots that no other suite books.
const TITLE = 'Dana Point Whale Watching Safari';
const PRICE = '$65.00';
const SUBJECT = `Booking confirmed: ${TITLE}`;

test('book and pay → the confirmation mail has the voucher’s code and QR, the booking’s details and link', { tag: DEMO_TAG }, async ({ page, backend }) => {
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  const { code: shown, detailsPath: bookingPath } = await bookAndOpenVoucher(page, TITLE, PRICE);

  const mail = await sentMail(page, backend, account.email, SUBJECT);
  const content = mail.frameLocator('iframe');
  await expect(content.getByText(`Voucher code: ${shown}`)).toBeVisible();
  const qr = content.getByRole('img', { name: `QR code of voucher ${shown}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(content.getByText(`Amount paid: ${PRICE}`)).toBeVisible();
  await expect(content.getByRole('link', { name: 'map' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(content.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', new RegExp(`${bookingPath}$`));
  // The text part says the same.
  await mail.getByText('Plain text').click();
  await expect(mail.locator('pre')).toContainText(`Voucher code: ${shown}`);
});
