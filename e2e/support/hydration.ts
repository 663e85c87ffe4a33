import type { ConsoleMessage, Page } from '@playwright/test';

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
