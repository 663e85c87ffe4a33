import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { main } from './app';
import { MAIL_CATCHER_ENV, SWEEP_ENV, type Backend } from './projects';

/**
 * The mail of `subject` to `email`, on the page that lists what was sent: the demo's Outbox (from
 * the footer), or the full stack's mail catcher once a maintenance sweep triggered now has sent
 * what was queued (unless another test's sweep did first: it answers once it is done).
 */
export async function sentMail(page: Page, backend: Backend, email: string, subject: string): Promise<Locator> {
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: email });
  if (backend === 'demo') {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    return mail;
  }
  const catcher = process.env[MAIL_CATCHER_ENV];
  const sweep = process.env[SWEEP_ENV];
  expect(catcher && sweep, 'the full stack runs a mail catcher and a trigger of its maintenance sweep').toBeTruthy();
  const swept = await page.request.post(sweep!);
  expect(swept.status(), await swept.text()).toBe(200);
  await page.goto(catcher!);
  return mail;
}
