import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, signIn, main } from '../support/app';
import { bookAndOpenVoucher } from '../support/checkout';
import { DEMO_TAG, MAIL_CATCHER_ENV, SWEEP_ENV } from '../support/projects';

// An open-dated deal with many spots that no other suite books.
const TITLE = 'Dana Point Whale Watching Safari';
const PRICE = '$65.00';
const SUBJECT = `Booking confirmed: ${TITLE}`;

/** The confirmation mail to `email`: the demo's Outbox page (from the footer), or the full stack's mail catcher. */
async function confirmationMail(page: Page, backend: string, email: string): Promise<Locator> {
  const mail = page.getByRole('article', { name: SUBJECT }).filter({ hasText: email });
  if (backend === 'demo') {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    return mail;
  }
  const catcher = process.env[MAIL_CATCHER_ENV];
  const sweep = process.env[SWEEP_ENV];
  expect(catcher && sweep, 'the full stack runs a mail catcher and a trigger of its maintenance sweep').toBeTruthy();
  // The payment queued the mail: the sweep triggered now sends it (unless another test's sweep
  // did first), and answers once it is done.
  const swept = await page.request.post(sweep!);
  expect(swept.status(), await swept.text()).toBe(200);
  await page.goto(catcher!);
  return mail;
}

test('book and pay → the confirmation mail has the voucher’s code and QR, the booking’s details and link', { tag: DEMO_TAG }, async ({ page, backend }) => {
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  const { code: shown, detailsPath: bookingPath } = await bookAndOpenVoucher(page, TITLE, PRICE);

  const mail = await confirmationMail(page, backend, account.email);
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
