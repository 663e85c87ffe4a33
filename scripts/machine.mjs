#!/usr/bin/env node
// Prints what the machine is (cores, memory, load, and a 2-second single-core CPU figure), so
// that a slow CI run can be told apart: a slow machine shows a low figure or a high load, a slow
// change shows neither. `.ci/run` prints it first; `npm test` at its start and end.
//
//   node scripts/machine.mjs           the full line
//   node scripts/machine.mjs --load    cores and load only (no 2-second measurement)
import { createHash } from 'node:crypto';
import { availableParallelism, cpus, freemem, loadavg, totalmem } from 'node:os';

const GIB = 1024 ** 3;

/** MiB of SHA-256 hashed per second on one core, measured over `seconds`. */
export function cpuFigure(seconds = 2) {
  const block = Buffer.alloc(64 * 1024, 7);
  const end = performance.now() + seconds * 1000;
  let hashed = 0;
  while (performance.now() < end) {
    createHash('sha256').update(block).digest();
    hashed += block.length;
  }
  return hashed / (1024 * 1024) / seconds;
}

export function describeLoad() {
  const [one, five] = loadavg();
  return `${availableParallelism()} cores, load ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--load')) {
    console.info(`machine: ${describeLoad()}`);
  } else {
    const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
    const memory = `${(totalmem() / GIB).toFixed(1)} GiB memory (${(freemem() / GIB).toFixed(1)} free)`;
    console.info(`machine: ${model}; ${describeLoad()}; ${memory}; CPU figure ${Math.round(cpuFigure())} MiB/s SHA-256 on one core (2 s)`);
  }
}
