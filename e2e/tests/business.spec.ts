import type { Dialog } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, banner, dealCard, expectPath, expectToast, signIn, logOut, main, signedInUser, toast, uniqueEmail } from '../support/app';
import { businessUser, expectStats, myDeal, openDashboard, openDealDialog, quickAddDeal, stat, uniqueTitle, upgradeToBusiness } from '../support/business';
import { bookNow, pay } from '../support/checkout';
import { DEMO_TAG } from '../support/projects';

test.describe('becoming a business partner', () => {
  test('a regular user upgrades from the profile: the page reloads as a Business Partner with the dashboard in the navigation', async ({ page, backend }) => {
    await signedInUser(page, backend);
    await expect(banner(page).getByRole('link', { name: 'Business Dashboard' })).toHaveCount(0);
    await page.goto('/profile');
    const info = main(page).getByRole('tabpanel', { name: 'Profile Info' });
    await expect(info.getByText('Regular User', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Become a Business Partner' })).toBeVisible();

    await upgradeToBusiness(page);
    await expectPath(page, '/profile');
    await expect(info.getByText('Business Partner', { exact: true })).toBeVisible();
    await expect(info.getByText('Regular User', { exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: 'Become a Business Partner' })).toHaveCount(0);
    // The badge beside the greeting.
    await expect(main(page).getByText('Business Partner', { exact: true })).toHaveCount(2);

    // Business Dashboard is in the navigation now, and the new partner's dashboard is empty.
    await openDashboard(page);
    await expectStats(page, { deals: 0, revenue: '$0.00', active: 0 });
    await expect(main(page).getByRole('heading', { name: 'You have no deals yet' })).toBeVisible();
    // It stays a business account after a reload.
    await page.reload();
    await expect(main(page).getByRole('heading', { name: 'You have no deals yet' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('the dashboard is for business users only: a regular user goes to /, a guest to /login', async ({ page, backend }) => {
    await page.goto('/business-dashboard');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await signIn(page, backend, { email: DEMO_ACCOUNTS.traveler.email, password: DEMO_PASSWORD });
    await expect(banner(page).getByRole('link', { name: 'Business Dashboard' })).toHaveCount(0);
    await page.goto('/business-dashboard');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Business Dashboard' })).toHaveCount(0);
  });

  test('a demo business account sees its own deals only, each with Edit and Delete', async ({ page, backend }) => {
    await signIn(page, backend, { email: DEMO_ACCOUNTS.wellness.email, password: DEMO_PASSWORD });
    await openDashboard(page);
    await expect(main(page)).toContainText('Lena Okafor');
    await expect(main(page)).toContainText(DEMO_ACCOUNTS.wellness.email);
    const yoga = myDeal(page, 'Oceanview Sunrise Yoga on Main Beach');
    await expect(yoga).toContainText('Category: Wellness');
    await expect(yoga.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(yoga.getByRole('button', { name: 'Delete' })).toBeVisible();
    // A deal of the other business is not there.
    await expect(myDeal(page, 'Dolphin Safari by Catamaran')).toHaveCount(0);
    // Total Deals counts the cards.
    const cards = await main(page).getByRole('list', { name: 'Your Deals' }).getByRole('article').count();
    expect(cards).toBeGreaterThan(0);
    await expect(stat(page, 'Total Deals')).toHaveText(String(cards));
    await expect(main(page).getByText(`${cards} deals`, { exact: true })).toBeVisible();
    await expect(stat(page, 'Total Revenue')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });
});

test.describe('business dashboard', () => {
  test('create a deal with the full form: its validation messages, then the card, the figures and the public listing', { tag: DEMO_TAG }, async ({ page, backend }) => {
    const account = await businessUser(page, backend);
    const title = uniqueTitle('E2E Sunset Kayak');
    const dialog = await openDealDialog(page, 'Create Deal');
    const titleBox = dialog.getByRole('textbox', { name: 'Title', exact: true });
    const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
    const price = dialog.getByRole('spinbutton', { name: 'Price (USD)', exact: true });
    const location = dialog.getByRole('textbox', { name: 'Location', exact: true });
    const create = dialog.getByRole('button', { name: 'Create Deal' });
    // The defaults: the default city, 10 slots, category Tour; the price input is min 0, step 0.01.
    await expect(location).toHaveValue('Laguna Beach, CA');
    await expect(dialog.getByRole('spinbutton', { name: 'Available slots', exact: true })).toHaveValue('10');
    await expect(dialog.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('tour');
    await expect(price).toHaveAttribute('min', '0');
    await expect(price).toHaveAttribute('step', '0.01');

    // Title, description, price and location are all required.
    await location.fill('');
    await create.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(titleBox).toHaveAttribute('aria-invalid', 'true');
    await expect(titleBox).toBeFocused();
    await titleBox.fill(title);
    await description.fill('Paddle out at golden hour with a local guide. Sit-on-top kayaks, all levels.');
    await price.fill('45.50');
    await create.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    await expect(titleBox).not.toHaveAttribute('aria-invalid', 'true');
    await location.fill('Crescent Bay, Laguna Beach, CA');

    // The price must be a number above 0.
    await price.fill('0');
    await create.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid price.');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('-5');
    await create.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid price.');

    await price.fill('45.50');
    await dialog.getByRole('spinbutton', { name: 'Original price (USD)', exact: true }).fill('65');
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Beach' });
    await dialog.getByRole('spinbutton', { name: 'Available slots', exact: true }).fill('5');
    await create.click();
    await expectToast(page, 'Success', 'Deal created.');
    await expect(dialog).toBeHidden();

    const card = myDeal(page, title);
    await expect(card).toContainText('Category: Beach');
    await expect(card).toContainText('Location: Crescent Bay, Laguna Beach, CA');
    await expect(card).toContainText('Original price: $65.00');
    await expect(card).toContainText('Now $45.50');
    await expect(card).toContainText('30% OFF');
    await expect(card).toContainText('5 slots left');
    await expect(main(page).getByRole('heading', { name: 'You have no deals yet' })).toHaveCount(0);
    await expectStats(page, { deals: 1, revenue: '$0.00', active: 1 });

    // Everyone sees it on /deals; a paid booking counts in the revenue and takes a slot.
    await page.goto(`/deals?search=${encodeURIComponent(title)}`);
    const publicCard = dealCard(page, title);
    await expect(publicCard).toContainText('Now $45.50');
    await expect(publicCard).toContainText('5 slots left');
    await logOut(page);
    await page.goto(`/deals?search=${encodeURIComponent(title)}`);
    const checkoutId = await bookNow(page, title, '$45.50');
    await pay(page, checkoutId, '$45.50', uniqueEmail());
    await page.goto(`/deals?search=${encodeURIComponent(title)}`);
    await expect(dealCard(page, title)).toContainText('4 slots left');
    await signIn(page, backend, account);
    await openDashboard(page);
    await expectStats(page, { deals: 1, revenue: '$45.50', active: 1 });
    await expect(myDeal(page, title)).toContainText('4 slots left');
  });

  test('Quick Add: only title and price, the button waits for both, the text is trimmed', async ({ page, backend }) => {
    await businessUser(page, backend);
    const title = uniqueTitle('E2E Harbor Cruise');
    const dialog = await openDealDialog(page, 'Quick Add');
    const add = dialog.getByRole('button', { name: 'Add Deal' });
    const titleBox = dialog.getByRole('textbox', { name: 'Title', exact: true });
    const price = dialog.getByRole('spinbutton', { name: 'Price (USD)', exact: true });
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveCount(0);
    await expect(add).toBeDisabled();
    await titleBox.fill(`   ${title}   `);
    await expect(add).toBeDisabled();
    await price.fill('19.99');
    await expect(add).toBeEnabled();
    // Blank is not set.
    await titleBox.fill('   ');
    await expect(add).toBeDisabled();
    await titleBox.fill(`   ${title}   `);
    await price.fill('0');
    await add.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid price.');

    // Cancel throws it away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(myDeal(page, title)).toHaveCount(0);

    // Description is optional; the title is saved trimmed.
    const card = await quickAddDeal(page, `   ${title}   `, '19.99');
    await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(card).toContainText('$19.99');
    await expect(card).toContainText('Category: Tour');
    await expect(card).toContainText('Location: Laguna Beach, CA');
    await expectStats(page, { deals: 1, revenue: '$0.00', active: 1 });
  });

  test('edit a deal: prefilled, validated, saved', async ({ page, backend }) => {
    await businessUser(page, backend);
    const title = uniqueTitle('E2E Tide Pools');
    const card = await quickAddDeal(page, title, '25');
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deal' });
    const titleBox = dialog.getByRole('textbox', { name: 'Title', exact: true });
    const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
    const price = dialog.getByRole('spinbutton', { name: 'Price (USD)', exact: true });
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await expect(titleBox).toHaveValue(title);
    await expect(price).toHaveValue('25');

    // A quick deal has no description yet: the edit form requires one.
    await expect(description).toHaveValue('');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await description.fill('Low-tide walk with a marine biologist: sea stars, anemones and octopus.');
    await price.fill('-1');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid price.');

    const newTitle = `${title} at Dawn`;
    await titleBox.fill(newTitle);
    await price.fill('27.5');
    await save.click();
    await expectToast(page, 'Success', 'Deal updated.');
    await expect(dialog).toBeHidden();
    const edited = myDeal(page, newTitle);
    await expect(edited).toContainText('Low-tide walk with a marine biologist');
    await expect(edited).toContainText('$27.50');
    await expect(myDeal(page, title)).toHaveCount(0);
    // Focus goes back to the card's Edit button.
    await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused();

    // Saved for everyone.
    await page.goto(`/deals?search=${encodeURIComponent(newTitle)}`);
    await expect(dealCard(page, newTitle)).toContainText('$27.50');
  });

  test('delete a deal after the browser confirm (dismiss keeps it, accept deletes it)', async ({ page, backend }) => {
    await businessUser(page, backend);
    const keep = uniqueTitle('E2E Keep');
    const doomed = uniqueTitle('E2E Doomed');
    await quickAddDeal(page, keep, '10');
    const card = await quickAddDeal(page, doomed, '12');
    await expectStats(page, { deals: 2, revenue: '$0.00', active: 2 });

    const dialogs: { type: string; message: string }[] = [];
    let answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.dismiss();
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void answer(dialog);
    });

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({ type: 'confirm', message: 'Are you sure you want to delete this deal?' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(toast(page, 'Success', 'Deal deleted.')).toHaveCount(0);

    answer = (dialog) => dialog.accept();
    await card.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Deal deleted.');
    expect(dialogs).toHaveLength(2);
    await expect(card).toHaveCount(0);
    await expect(myDeal(page, keep)).toBeVisible();
    await expectStats(page, { deals: 1, revenue: '$0.00', active: 1 });
    await expect(main(page).getByText('1 deal', { exact: true })).toBeVisible();

    // Gone for everyone.
    await page.goto(`/deals?search=${encodeURIComponent(doomed)}`);
    await expect(main(page).getByRole('heading', { name: 'No deals found for your search.' })).toBeVisible();
  });

  test.describe('server answers (simulated with page.route)', () => {
    test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

    test('a 403 shows the access-denied screen; a failure shows the error screen, and Try Again loads the dashboard', async ({ page, backend }) => {
      await signIn(page, backend, { email: DEMO_ACCOUNTS.adventures.email, password: DEMO_PASSWORD });
      // The account lost its business status on the server after the sign-in.
      await page.route('**/api/deals/business/my-deals', (route) =>
        route.fulfill({ status: 403, json: { message: 'Access denied. Business account required.' } }),
      );
      await banner(page).getByRole('link', { name: 'Business Dashboard' }).click();
      await expect(main(page).getByRole('heading', { name: 'Access denied. Business account required.' })).toBeVisible();
      await expect(main(page)).toContainText('Please contact support at');
      await expect(main(page).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
      await expectToast(page, 'Access Denied', 'You need a business account to access this dashboard.');
      await expect(main(page).getByRole('button', { name: 'Create Deal' })).toHaveCount(0);

      await page.unroute('**/api/deals/business/my-deals');
      await page.route('**/api/deals/business/my-deals', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
      // In the app, not a reload: a reload is rendered by the server, whose requests page.route never sees.
      await banner(page).getByRole('link', { name: 'Home' }).click();
      await banner(page).getByRole('link', { name: 'Business Dashboard' }).click();
      await expect(main(page).getByRole('heading', { name: 'Error loading business dashboard' })).toBeVisible();
      await expectToast(page, 'Error', 'Failed to fetch your deals. Please try again.');

      await page.unroute('**/api/deals/business/my-deals');
      await main(page).getByRole('button', { name: 'Try Again' }).click();
      await expect(main(page).getByRole('heading', { level: 2, name: 'Your Deals' })).toBeVisible();
      await expect(myDeal(page, 'Dolphin Safari by Catamaran')).toBeVisible();
    });
  });
});
