/**
 * The accessibility check of a11y.spec.ts: axe-core over the whole page (WCAG 2.0 and 2.1, levels
 * A and AA), failing on every violation of impact serious or critical, listed readably. Milder
 * findings are attached to the test's report, not failed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { closeToasts } from './app';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Nodes listed per violation in the failure message (the count says how many there are). */
const NODES_SHOWN = 5;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One violation, readably: impact, rule, what is wrong, where (selector and markup) and why. */
export function describeViolation(violation: Violation): string {
  const lines = [`[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'})`, `  ${violation.helpUrl}`];
  for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
    lines.push(`  - ${node.target.join(' ')}`);
    lines.push(`    ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `    ${line.trim()}`));
  }
  if (violation.nodes.length > NODES_SHOWN) lines.push(`  ... and ${violation.nodes.length - NODES_SHOWN} more`);
  return lines.join('\n');
}

/**
 * Waits until nothing on the page is mid-animation (a dialog fading in, a toast fading out):
 * colours read halfway through a fade are not what anyone reads. Endless animations (spinners)
 * do not count.
 */
export async function waitForStillPage(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      return animation.effect?.getComputedTiming().iterations === Infinity;
    }),
  );
}

/**
 * Scans the page once it is still (see waitForStillPage). `name` says which screen it is, in the
 * report and the failure message. Wait for the screen's content before calling it.
 *
 * A toast left from an earlier step would fade out 5 s after it showed, maybe in the middle of the
 * scan: by default the scan closes every toast first (its close button). `keepToasts` scans a
 * toast that has just shown, well inside its 5 s.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string, { keepToasts = false } = {}) {
  if (!keepToasts) await closeToasts(page);
  await waitForStillPage(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const milder = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (milder.length > 0) {
    await testInfo.attach(`axe: ${name}: minor and moderate findings`, { body: milder.map(describeViolation).join('\n\n'), contentType: 'text/plain' });
  }
  // The scan must have looked at the page: a blank or half-loaded page passes every rule.
  expect(results.passes.length, `axe checked nothing on ${name}`).toBeGreaterThan(0);
  expect(failing.map(describeViolation), `serious or critical accessibility violations on ${name} (${page.url()})`).toEqual([]);
}
