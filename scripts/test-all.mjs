#!/usr/bin/env node
// `npm test`: every check of the repository, each an npm script of the root package.json. All
// steps run even when one fails (so one run shows every problem); the summary is a table of each
// step's result and wall time, and the exit code is non-zero if any failed. A failed step's
// failure lines (failing tests, errors) are repeated under the summary, so the end of a long CI
// log still says what broke.
//
// The first stage runs two lanes side by side: the static checks (single-threaded: ESLint, the
// package graph, tsc) beside the builds every later step reuses. Their output is held and printed
// whole as each step ends, so the log reads one step at a time. The test suites then run one
// after the other, each with both cores.
//
// To add a suite, add its npm script to the root package.json and its name to STAGES below.
//
//   node scripts/test-all.mjs            all steps
//   node scripts/test-all.mjs --bail     stop after the first stage with a failing step
//   node scripts/test-all.mjs lint test:unit    only the named steps, one after the other
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeLoad } from './machine.mjs';
import { repoRoot, run, secondsSince } from './lib/proc.mjs';

/** Stages run in order; the lanes of a stage run side by side, the steps of a lane in order. */
const STAGES = [
  [
    [
      'lint', //          ESLint over the whole repository
      'lint:graph', //    dependency-cruiser: the package graph (layers, declared dependencies, exports only, no cycles)
      'i18n', //          the catalogs: every message translated in every language, none unused, the same placeholders
      'typecheck', //     tsc -b: every package once, through project references
    ],
    [
      'build:test', //    the kit, the app (client and server entry), the static demo and Storybook, built once
      'test:prod', //     the container image's steps: the production output installed alone, run as non-root with plain node (mostly npm ci: I/O beside the checks)
    ],
  ],
  [['test:unit']], //    Vitest: every workspace's unit and integration tests (incl. the kit's pack test)
  [['test:pglite']], //  the server's engine-bound files and the server half of the contract suite on PGlite (skipped when TEST_DB=pglite)
  [['test:stories']], // Storybook test-runner: play functions, axe, visual snapshots of every story
  [['test:e2e']], //     Playwright end to end: the demo build and the full stack
];

const args = process.argv.slice(2);
const bail = args.includes('--bail');
const only = args.filter((a) => !a.startsWith('--'));
const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts ?? {};
const stages = only.length > 0 ? only.map((step) => [[step]]) : STAGES;
const allSteps = stages.flat(2);

for (const step of allSteps) {
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

/**
 * Runs one step; resolves with its exit code, the failure lines it printed and its seconds. With
 * `hold`, its output is kept and printed whole at its end (it runs beside another step).
 */
async function runStep(step, { hold }) {
  const failureLines = [];
  const held = [];
  const keepIfFailure = (line) => {
    // eslint-disable-next-line no-control-regex -- strip ANSI colour codes
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
    if (FAILURE_LINE.test(plain) && !PASSING_LINE.test(plain) && failureLines.length < MAX_FAILURE_LINES) failureLines.push(plain);
  };
  const header = `\n━━━ ${step} ━━━ (npm run ${step})\n`;
  if (!hold) console.info(header);
  const start = performance.now();
  let partial = '';
  const code = await run('npm', ['run', step], {
    env: colour,
    echo: !hold,
    onOutput: (text) => {
      if (hold) held.push(text);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(keepIfFailure);
    },
  });
  keepIfFailure(partial); // the last line, when the output did not end with a newline
  const seconds = secondsSince(start);
  if (hold) process.stdout.write(`${header}\n${held.join('')}\n(${step}: ${seconds} s, run beside another step)\n`);
  return { step, code, failureLines, seconds };
}

async function runLane(lane, hold) {
  const results = [];
  for (const step of lane) results.push(await runStep(step, { hold }));
  return results;
}

console.info(`npm test: ${describeLoad()}`);
const results = [];
const started = performance.now();
let stagesRun = 0;
for (const stage of stages) {
  const stageStart = performance.now();
  const laneResults = await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)));
  results.push(...laneResults.flat());
  stagesRun += 1;
  if (stage.length > 1) console.info(`\n(stage ${stage.map((lane) => lane.join(' → ')).join(' ‖ ')}: ${secondsSince(stageStart)} s)`);
  if (bail && results.some((r) => r.code !== 0)) break;
}

for (const { step, code, failureLines } of results) {
  if (code === 0) continue;
  console.info(`\n━━━ ${step} failed: what it reported ━━━`);
  console.info(failureLines.length > 0 ? failureLines.join('\n') : '(no failure lines recognised: see its output above)');
}

console.info('\n━━━ summary ━━━');
for (const [index, stage] of stages.entries()) {
  const beside = stage.length > 1;
  for (const step of stage.flat()) {
    const result = results.find((r) => r.step === step);
    if (!result) {
      console.info(`- ${step.padEnd(16)} not run (--bail)`);
      continue;
    }
    const { code, seconds } = result;
    const note = [code === 0 ? '' : `(exit ${code})`, beside ? `(stage ${index + 1}, side by side)` : ''].filter(Boolean).join(' ');
    console.info(`${code === 0 ? '✓' : '✗'} ${step.padEnd(16)} ${seconds.padStart(7)} s  ${note}`.trimEnd());
  }
}
console.info(`  total            ${secondsSince(started).padStart(7)} s  (${describeLoad()})`);
process.exit(results.every((r) => r.code === 0) && stagesRun === stages.length ? 0 : 1);
