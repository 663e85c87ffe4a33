#!/usr/bin/env node
// Type-checks every workspace (its own `typecheck` script) and the Storybook config, and reports
// every failure rather than stopping at the first. A package whose tsconfig matches no source
// file yet (TypeScript's TS18003 "No inputs were found", and nothing else) is reported as
// skipped; any other error fails the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { bin, repoRoot, secondsSince } from './lib/proc.mjs';

const NO_INPUTS = 'TS18003';

/** Run a command, capturing its combined output. */
function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

function errorCodes(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return new Set([...plain.matchAll(/error (TS\d+)/g)].map((m) => m[1]));
}

const rootPkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const checks = [];
for (const dir of rootPkg.workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  if (pkg.scripts?.typecheck) {
    checks.push({ label: pkg.name, command: 'npm', args: ['run', 'typecheck', '--silent', '-w', pkg.name] });
  }
}
checks.push({ label: '.storybook', command: bin('tsc'), args: ['-p', '.storybook'] });

// Two at a time: tsc is single-threaded, and CI machines have at least two cores.
const parallel = Math.max(1, Math.min(2, availableParallelism()));
let failed = 0;
const queue = [...checks];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const start = performance.now();
    const { code, output } = await capture(check.command, check.args);
    const codes = errorCodes(output);
    if (code === 0) {
      console.info(`✓ ${check.label} (${secondsSince(start)} s)`);
    } else if (codes.size === 1 && codes.has(NO_INPUTS)) {
      console.info(`- ${check.label}: skipped, no TypeScript sources yet`);
    } else {
      failed += 1;
      console.error(`✗ ${check.label}\n${output.trim()}\n`);
    }
  }
}
await Promise.all(Array.from({ length: parallel }, worker));
if (failed > 0) {
  console.error(`Type errors in ${failed} package(s).`);
  process.exit(1);
}
