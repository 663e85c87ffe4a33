import { test, expect } from '../support/fixtures';
import { DEAL_IDS } from '@spur/demo-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createAccount, expectToast, signIn, logOut, main } from '../support/app';
import { openCheckInAsAdventures, openDashboard } from '../support/business';
import { bookAndOpenVoucher } from '../support/checkout';

// An open-dated deal of adventures@ that no other suite books (fullstack tests share one database).
const TITLE = 'Guided Snorkel at Shaw\u2019s Cove';
const PRICE = '$69.00';
const DEAL_PAGE = `/deals/${DEAL_IDS.snorkel}`;

test('book and pay → checked in → the booker reviews → shown on the deal page → the business answers once → shown', async ({ page, backend }) => {
  test.slow(); // one journey through four roles: book, check in, review, answer
  const words = `Clear water and a patient guide (${Date.now()}).`;
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  // Reviews show the first name and last initial of the account's name.
  await page.goto('/profile');
  const info = main(page).getByRole('tabpanel', { name: 'Profile Info' });
  await info.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Riley Reviewer');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');
  const { code, detailsPath: details } = await bookAndOpenVoucher(page, TITLE, PRICE);
  // Not before the voucher is used: an open-dated deal has no end.
  await expect(main(page).getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Leave a review' })).toHaveCount(0);

  const checkIn = await openCheckInAsAdventures(page, backend);
  await checkIn.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(checkIn.getByRole('alert')).toContainText('Checked in');
  await page.keyboard.press('Escape');
  await expect(checkIn).toBeHidden();

  await logOut(page);
  await signIn(page, backend, account);
  await page.goto(details);
  await main(page).getByRole('button', { name: 'Leave a review' }).click();
  const form = page.getByRole('dialog', { name: 'Leave a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  // A click on the third star, then the keyboard: the arrows move the choice.
  await form.locator('label', { hasText: '3 stars' }).click();
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(words);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, 'Thank you! Your review is on the deal page.');
  const yours = main(page).getByRole('region', { name: 'Your review' });
  await expect(yours).toContainText(words);
  await expect(yours).toContainText('Riley R.');
  // A used voucher cannot be cancelled, and there is one review per booking.
  await expect(main(page).getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Leave a review' })).toHaveCount(0);

  await page.goto(DEAL_PAGE);
  const reviews = main(page).getByRole('region', { name: 'Reviews' });
  const mine = reviews.getByRole('article').filter({ hasText: words });
  await expect(mine).toContainText('Riley R.');
  await expect(mine).toContainText('Rated 4 out of 5');

  await logOut(page);
  await signIn(page, backend, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
  await openDashboard(page);
  await main(page).getByRole('button', { name: 'Reviews', exact: true }).click();
  const dashboard = page.getByRole('dialog', { name: 'Reviews of your deals' });
  const item = dashboard.getByRole('article').filter({ hasText: words });
  await item.getByRole('button', { name: `Answer: Riley R., ${TITLE}` }).click();
  await item.getByRole('textbox', { name: 'Your answer' }).fill('Thanks, Riley! The kelp forest is waiting.');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expectToast(page, 'Your answer is on the deal page.');
  await expect(item).toContainText('Response from Laguna Coast Adventures');
  await expect(item.getByRole('button', { name: /^Answer/ })).toHaveCount(0);

  await page.goto(DEAL_PAGE);
  const answered = main(page).getByRole('region', { name: 'Reviews' }).getByRole('article').filter({ hasText: words });
  await expect(answered).toContainText('Thanks, Riley! The kelp forest is waiting.');
});
