#!/usr/bin/env node
// `npm test`: every check of the repository, one after the other, each an npm script of the
// root package.json. All steps run even when one fails (so one run shows every problem); the
// summary gives each step's result and wall time, and the exit code is non-zero if any failed.
// A failed step's failure lines (failing tests, errors) are repeated under the summary, so the
// end of a long CI log still says what broke.
//
// To add a suite, add its npm script to the root package.json and its name to STEPS below.
//
//   node scripts/test-all.mjs            all steps
//   node scripts/test-all.mjs --bail     stop at the first failing step
//   node scripts/test-all.mjs lint test:unit    only the named steps
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, secondsSince } from './lib/proc.mjs';

const STEPS = [
  'lint', //          ESLint over the whole repository
  'lint:graph', //    dependency-cruiser: the package graph (layers, declared dependencies, exports only, no cycles)
  'typecheck', //     tsc for every workspace and .storybook
  'test:unit', //     Vitest: every workspace's unit and integration tests (incl. the kit's pack test)
  'test:pglite', //   the server's suite once more, on embedded Postgres (PGlite), as `npm start` runs it
  'test:stories', //  Storybook test-runner: play functions, axe, visual snapshots of every story
  'test:e2e', //      Playwright end to end: every flow on the demo build and on the full stack (builds the apps if stale)
];

const args = process.argv.slice(2);
const bail = args.includes('--bail');
const only = args.filter((a) => !a.startsWith('--'));
const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts ?? {};
const steps = only.length > 0 ? only : STEPS;

for (const step of steps) {
  if (!scripts[step]) {
    console.error(`test-all: the root package.json has no "${step}" script.`);
    process.exit(1);
  }
}

// Lines that name a failure in the reporters used here (Vitest, Jest, Playwright, ESLint, tsc).
const FAILURE_LINE = /(✕|✘|×|FAIL\b|●|\berror\b|Error:|\[fail\]|failed|flaky)/i;
const PASSING_LINE = /(✓|\bPASS\b)/;
const MAX_FAILURE_LINES = 60;
// The child's output is piped (not a terminal): keep its colours when ours is one.
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Runs one step; resolves with its exit code and the failure lines it printed. */
async function runStep(step) {
  const failureLines = [];
  const keepIfFailure = (line) => {
    // eslint-disable-next-line no-control-regex -- strip ANSI colour codes
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
    if (FAILURE_LINE.test(plain) && !PASSING_LINE.test(plain) && failureLines.length < MAX_FAILURE_LINES) failureLines.push(plain);
  };
  let partial = '';
  const code = await run('npm', ['run', step], {
    env: colour,
    onOutput: (text) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(keepIfFailure);
    },
  });
  keepIfFailure(partial); // the last line, when the output did not end with a newline
  return { code, failureLines };
}

const results = [];
const started = performance.now();
for (const step of steps) {
  console.info(`\n━━━ ${step} ━━━ (npm run ${step})\n`);
  const stepStart = performance.now();
  const { code, failureLines } = await runStep(step);
  results.push({ step, code, failureLines, seconds: secondsSince(stepStart) });
  if (code !== 0 && bail) break;
}

for (const { step, code, failureLines } of results) {
  if (code === 0) continue;
  console.info(`\n━━━ ${step} failed: what it reported ━━━`);
  console.info(failureLines.length > 0 ? failureLines.join('\n') : '(no failure lines recognised: see its output above)');
}

console.info('\n━━━ summary ━━━');
for (const { step, code, seconds } of results) {
  console.info(`${code === 0 ? '✓' : '✗'} ${step.padEnd(16)} ${seconds.padStart(7)} s${code === 0 ? '' : `  (exit ${code})`}`);
}
for (const step of steps.slice(results.length)) console.info(`- ${step.padEnd(16)} not run (--bail)`);
console.info(`  total            ${secondsSince(started).padStart(7)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === steps.length ? 0 : 1);
