import { test, expect } from '../support/fixtures';
import { dealCard, dealTitles, dealsCount, expectPath, expectToast, main, pathOf, toast, toasts } from '../support/app';

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
  });

  test('shows the hero, the sections and the beta banner', async ({ page }) => {
    await expect(page.getByText('Discover Adventures, Tours and Activities around you in Real Time')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beta notice' })).toContainText('beta version');
    await expect(page.getByRole('searchbox', { name: 'Search deals' })).toHaveAttribute('placeholder', 'Search Here...');
    await expect(page.getByRole('heading', { name: 'Ready to Explore Amazing Deals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.');
    await expect(page.getByRole('contentinfo')).toContainText('Laguna Beach, CA');
  });

  test('hero search by Enter goes to /deals?search= with the trimmed term', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('  sunset cruise  ');
    await search.press('Enter');
    await expectPath(page, '/deals?search=sunset%20cruise');
    await expect(main(page).getByText('Search results for "sunset cruise"')).toBeVisible();
    await expect(dealCard(page, 'Newport Harbor Sunset Cruise')).toBeVisible();
  });

  test('hero search by the Search button', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('kayak');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/deals?search=kayak');
    await expect(main(page).getByText('Search results for "kayak"')).toBeVisible();
    const titles = await dealTitles(page);
    expect(titles).toContain('Sea Kayak Tour to Seal Rock');
    expect(titles.every((title) => /kayak/i.test(title))).toBe(true);
  });

  test('an empty or blank search goes to /deals', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/deals');
    await expect(main(page).getByText('Browse all available experiences')).toBeVisible();

    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill('   ');
    await search.press('Enter');
    await expectPath(page, '/deals');
    await expect(main(page).getByText('Browse all available experiences')).toBeVisible();
  });

  test('quick buttons search for their term (Beaches finds beach deals)', async ({ page }) => {
    const quick = page.getByRole('list', { name: 'Popular searches' });
    await expect(quick.getByRole('link')).toHaveText(['Beaches', 'Safaris', 'Tours', 'Wellness', 'Entertainment']);
    await quick.getByRole('link', { name: 'Beaches' }).click();
    await expectPath(page, '/deals?search=Beaches');
    await expect(main(page).getByText('Search results for "Beaches"')).toBeVisible();
    const titles = await dealTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain('Oceanview Sunrise Yoga on Main Beach');

    await page.goto('/');
    await page.getByRole('list', { name: 'Popular searches' }).getByRole('link', { name: 'Safaris' }).click();
    await expectPath(page, '/deals?search=Safaris');
    expect(await dealTitles(page)).toContain('Dolphin Safari by Catamaran');
  });

  const tiles = [
    { name: 'Beaches', category: 'beach', subtitle: 'Beach activities', member: 'Sunset Stand-Up Paddleboard Session' },
    { name: 'Safaris', category: 'safari', subtitle: 'Safari activities', member: 'Dolphin Safari by Catamaran' },
    { name: 'Tours', category: 'tour', subtitle: 'Tour activities', member: 'Laguna Beach Art Walk & Gallery Tour' },
    { name: 'Wellness', category: 'wellness', subtitle: 'Wellness activities', member: 'Sound Bath Meditation in Laguna Canyon' },
    { name: 'Entertainment', category: 'entertainment', subtitle: 'Entertainment activities', member: 'Live Jazz Night at the Cliff' },
  ];
  test('category tiles go to /deals?category=', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Popular Categories' });
    await expect(section.getByRole('listitem')).toHaveCount(5);
    for (const tile of tiles) {
      await page.goto('/');
      await page.getByRole('region', { name: 'Popular Categories' }).getByRole('link', { name: tile.name }).click();
      await expectPath(page, `/deals?category=${tile.category}`);
      await expect(main(page).getByText(tile.subtitle, { exact: true })).toBeVisible();
      await expect(dealCard(page, tile.member)).toBeVisible();
    }
    // Only the category's deals: a beach deal is not among the safaris.
    await page.goto('/deals?category=safari');
    await expect(dealsCount(page)).toBeVisible();
    await expect(dealCard(page, 'Sunset Stand-Up Paddleboard Session')).toBeHidden();
  });

  test('View All, Browse All Deals and Read Customer Stories', async ({ page }) => {
    await page.getByRole('region', { name: 'Popular Categories' }).getByRole('link', { name: 'View All' }).click();
    await expectPath(page, '/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Browse All Deals' }).click();
    await expectPath(page, '/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Read Customer Stories' }).click();
    await expectPath(page, '/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Are Saying' })).toBeVisible();
  });

  test('contact form: validation, then Sending... and "Message Sent!", fields cleared', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Send us a Message' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(toasts(page)).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Example');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Partnership');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We run kayak tours in Dana Point and would like to list them.');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@spur.example');
    // Record every state the button goes through: "Sending..." may last only a moment.
    await form.locator('button[type="submit"]').evaluate((button: HTMLButtonElement) => {
      const seen: string[] = [];
      (window as unknown as { __sendStates: string[] }).__sendStates = seen;
      new MutationObserver(() => seen.push(`${button.textContent?.includes('Sending...') ? 'Sending...' : button.textContent}|${button.disabled}`)).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await send.click();
    await expectToast(page, 'Message Sent!', "Thank you for contacting us. We'll get back to you as soon as possible.");
    const states = await page.evaluate(() => (window as unknown as { __sendStates: string[] }).__sendStates);
    expect(states).toContain('Sending...|true');
    await expect(form.getByRole('alert')).toHaveCount(0);
    for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByRole('textbox', { name: field, exact: true })).toHaveValue('');
    await expect(send).toBeEnabled();
    expect(pathOf(page)).toBe('/');
  });
});

test.describe('contact form failure (simulated with page.route)', () => {
  test.skip(({ backend }) => backend === 'demo', 'page.route cannot intercept requests the demo answers in the page itself');

  test('a failed send shows the destructive "Error" toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, json: { message: 'Failed to send message' } }));
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    const fields = { Name: 'Ana Example', Email: 'ana@spur.example', Subject: 'Partnership', Message: 'We run kayak tours in Dana Point.' };
    for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error', 'There was a problem sending your message. Please try again or contact us directly at support@spurdeals.com.');
    await expect(toast(page, 'Error')).toHaveAttribute('data-variant', 'destructive');
    for (const [label, value] of Object.entries(fields)) await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
