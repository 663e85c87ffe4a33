#!/usr/bin/env node
// `node scripts/assemble-prod.mjs <dir>`: the production output of `npm run build` in <dir>
// (package.json and lockfile of the runtime dependencies, the built server and app), ready for
// `npm ci --omit=dev`. The Dockerfile's build stage runs it; see lib/prodOutput.mjs.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { assembleProduction } from './lib/prodOutput.mjs';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/assemble-prod.mjs <empty folder>');
  process.exit(2);
}
const dir = path.resolve(target);
await mkdir(dir, { recursive: true });
if ((await readdir(dir)).length > 0) {
  console.error(`${dir} is not empty`);
  process.exit(1);
}
const dependencies = await assembleProduction(dir);
console.info(`production output in ${dir}: ${Object.keys(dependencies).length} runtime dependencies`);
