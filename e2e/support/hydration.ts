/**
 * A server-rendered page before and during hydration (issue 32): React's hydration complaints,
 * whether the page has hydrated (`<html data-hydrated>`), and a phone-like page whose scripts wait
 * until the test lets them run, so that what it does happens before hydration every time.
 */
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/** Set on <html> once React has hydrated the page with its lazy parts. */
export const HYDRATED = 'html[data-hydrated]';

/**
 * React's hydration complaints on `page` from now on: a development build logs a mismatch, a
 * production build reports error 418/423/425. The returned array fills as they come.
 */
export function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat|did not match|server rendered|react\.dev\/errors\/4(18|23|25)/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator(HYDRATED).count()) > 0;
}

/**
 * A new page on a CPU four times slower, whose scripts wait for `runScripts()`. Opened with
 * `context.newPage()`, it skips the fixture's wait for hydration.
 */
export async function slowPageWithScriptsHeld(context: BrowserContext): Promise<{ page: Page; runScripts: () => void }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let runScripts = () => {};
  const held = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, runScripts };
}
