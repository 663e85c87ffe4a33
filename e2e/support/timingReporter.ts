/**
 * Prints, at the end of a run, each project's test counts and wall time (from its first test's
 * start to its last test's end), next to Playwright's own list output.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface ProjectTally {
  first: number;
  last: number;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
}

export default class TimingReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTally>();

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.parent.project()?.name ?? '(none)';
    const tally = this.projects.get(name) ?? { first: Infinity, last: 0, passed: 0, failed: 0, flaky: 0, skipped: 0 };
    const start = result.startTime.getTime();
    tally.first = Math.min(tally.first, start);
    tally.last = Math.max(tally.last, start + result.duration);
    // Counted once per test, on its final attempt.
    const final = result.retry === test.retries || result.status === 'passed' || result.status === 'skipped';
    if (final) {
      const outcome = test.outcome();
      if (outcome === 'expected') tally.passed += 1;
      else if (outcome === 'flaky') tally.flaky += 1;
      else if (outcome === 'skipped') tally.skipped += 1;
      else tally.failed += 1;
    }
    this.projects.set(name, tally);
  }

  onEnd(result: FullResult) {
    if (this.projects.size === 0) return;
    console.info('\ne2e by project:');
    for (const [name, t] of this.projects) {
      const seconds = ((t.last - t.first) / 1000).toFixed(1);
      const parts = [`${t.passed} passed`, t.failed && `${t.failed} failed`, t.flaky && `${t.flaky} flaky`, t.skipped && `${t.skipped} skipped`].filter(Boolean);
      console.info(`  ${name.padEnd(10)} ${parts.join(', ').padEnd(36)} wall ${seconds} s`);
    }
    console.info(`  total      ${result.status.padEnd(36)} wall ${(result.duration / 1000).toFixed(1)} s (with start-up)`);
  }

  printsToStdio() {
    return false;
  }
}
