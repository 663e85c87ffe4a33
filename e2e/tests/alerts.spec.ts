/**
 * Never miss it (issue 31): a traveller saves an alert around Laguna Beach for deals starting
 * within 3 hours; a business adds a time one hour ahead nearby; the traveller finds it in the
 * bell, and the alert's e-mail (no push subscription in this browser: Chromium cannot reach its
 * push service here) in the demo's Outbox or the full stack's mail catcher. Push delivery itself
 * is tested against a stand-in push service in the server's suite (routes/push.test.ts,
 * services/alertPush.test.ts).
 *
 * And a saved business: a guest's "Save business" on a deal page asks them to sign in and brings
 * them back, the business is in the profile's Saved tab, and its next deal reaches the bell.
 */
import { test, expect } from '../support/fixtures';
import { banner, createAccount, expectPath, expectToast, fillLogin, logOut, main, signIn } from '../support/app';
import { businessUser, dealIdOf, openDashboard, openTimes, quickAddDeal, uniqueTitle } from '../support/business';
import { sentMail } from '../support/mail';
import { DEMO_TAG } from '../support/projects';

/** The venue's (Los Angeles) date and wall time of `at`, as the times form takes them. */
function venueDateTime(at: Date): { date: string; time: string } {
  const parts = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', ...options }).format(at);
  return { date: parts({ year: 'numeric', month: '2-digit', day: '2-digit' }), time: parts({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) };
}

test('an alert around Laguna Beach for "starting within 3 hours" tells of a new time an hour ahead: the bell and the e-mail', { tag: DEMO_TAG }, async ({ page, backend }) => {
  test.slow();
  const title = uniqueTitle('E2E Alert Paddle');
  const traveller = await createAccount(page, backend);

  // The traveller saves the alert, with no quiet hours (the run may be at night in Los Angeles).
  await signIn(page, backend, traveller, '/alerts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const settings = main(page).getByRole('form', { name: 'Alert settings' });
  await settings.getByLabel('Quiet from').fill('00:00');
  await settings.getByLabel('Quiet until').fill('00:00');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  const form = main(page).getByRole('form', { name: 'New alert' });
  await form.getByLabel('Place name').fill('Laguna Beach');
  await form.getByLabel('Radius (km)').fill('5');
  await form.getByRole('radio', { name: 'Starting within 3 hours' }).check();
  await form.getByRole('button', { name: 'Save alert' }).click();
  await expectToast(page, 'Alert saved');
  await expect(main(page).getByRole('list', { name: 'Saved alerts' }).getByText('Laguna Beach')).toBeVisible();
  await logOut(page);

  // A business adds a deal in Laguna Beach (the default place) and a time one hour from now.
  await businessUser(page, backend);
  await quickAddDeal(page, title, '30');
  const dialog = await openTimes(page, title);
  await dialog.getByRole('button', { name: 'Add times' }).click();
  const start = venueDateTime(new Date(Date.now() + 60 * 60_000));
  await dialog.getByLabel(/^Date/).fill(start.date);
  await dialog.getByLabel(/^Start time/).fill(start.time);
  await dialog.getByRole('button', { name: 'Add Time' }).click();
  await expectToast(page, 'Success', 'Time added.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await logOut(page);

  // Within the minute the traveller's bell has it.
  await signIn(page, backend, traveller, '/');
  const bell = banner(page).getByRole('button', { name: /^Alerts, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 60_000 });
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'Alerts' });
  const item = inbox.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(item).toContainText('New time');
  await expect(item).toContainText('$30');
  await item.getByRole('link', { name: title }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();

  // No push subscription in this browser: the alert came by e-mail.
  const mail = await sentMail(page, backend, traveller.email, `New time: ${title}`);
  await expect(mail).toBeVisible();
  await expect(mail.frameLocator('iframe').getByRole('link', { name: 'See the deal' })).toHaveAttribute('href', /\/deals\/[0-9a-f-]{36}$/);
});

test('a business saved from its deal page is in the Saved tab, and its new deal reaches the bell', { tag: DEMO_TAG }, async ({ page, backend }) => {
  test.slow();
  const first = uniqueTitle('E2E Cove Paddle');
  const next = uniqueTitle('E2E Cove Sunset');

  // A new business lists a deal (Quick Add: under its owner's own name).
  const owner = await businessUser(page, backend);
  await quickAddDeal(page, first, '40');
  const dealId = await dealIdOf(page, first);
  await logOut(page);

  // A guest's "Save business" asks to sign in, and brings them back to the deal to save it.
  const traveller = await createAccount(page, backend);
  await page.goto(`/deals/${dealId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: first })).toBeVisible();
  const business = (await main(page).getByText(/^Offered by /).textContent())!.replace(/^Offered by /, '');
  await main(page).getByRole('button', { name: `Save business: ${business}` }).click();
  await expectPath(page, '/login');
  await fillLogin(page, traveller);
  await expectPath(page, `/deals/${dealId}`);
  await main(page).getByRole('button', { name: `Save business: ${business}` }).click();
  await expect(main(page).getByRole('button', { name: `Saved: ${business}`, pressed: true })).toBeVisible();

  // The Saved tab lists it, with its one live deal.
  await page.goto('/profile?tab=saved');
  const saved = main(page).getByRole('list', { name: 'Saved businesses' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: business }) });
  await expect(saved).toContainText('1 live deal');
  await expect(saved.getByRole('link', { name: first })).toHaveAttribute('href', `/deals/${dealId}`);
  await expect(saved.getByRole('button', { name: `Saved: ${business}` })).toBeVisible();
  await logOut(page);

  // The business lists another deal.
  await signIn(page, backend, owner, '/');
  await openDashboard(page);
  await quickAddDeal(page, next, '25');
  await logOut(page);

  // Within the minute the traveller's bell tells of it, naming the business.
  await signIn(page, backend, traveller, '/');
  const bell = banner(page).getByRole('button', { name: /^Alerts, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 60_000 });
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'Alerts' });
  const item = inbox.getByRole('listitem').filter({ has: page.getByRole('link', { name: next }) });
  await expect(item).toContainText(`New from ${business}`);
  await expect(item).toContainText('$25');
  await item.getByRole('link', { name: next }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: next })).toBeVisible();
});
