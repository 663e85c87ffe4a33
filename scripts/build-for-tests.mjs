#!/usr/bin/env node
// `npm run build:test`: everything the test steps run against, built once, each build timed:
// the kit's package (its pack test), the app's client and server entry (`app/dist`, `dist-ssr`:
// the server-rendering tests and e2e's full stack), the static demo (`app/dist-demo`: e2e's demo
// project) and Storybook for the test-runner. Each consumer still builds what is missing or older
// than its sources, so a step run alone works; after this step none of them builds again.
//
// The app is built with NODE_ENV=production, as the local stack builds it, so that the freshness
// check of a later step finds the same output.
import { run, secondsSince } from './lib/proc.mjs';

const BUILDS = [
  { name: 'kit', args: ['run', 'build', '-w', '@spur/ui-kit'] },
  { name: 'app', args: ['run', 'build', '-w', '@spur/app'], env: { NODE_ENV: 'production' } },
  { name: 'demo', args: ['run', 'build:demo', '-w', '@spur/app'], env: { NODE_ENV: 'production' } },
  { name: 'storybook', args: ['run', 'build-storybook:test'] },
];

const timings = [];
for (const { name, args, env = {} } of BUILDS) {
  console.info(`\n── build: ${name} (npm ${args.join(' ')})`);
  const start = performance.now();
  const code = await run('npm', args, { env });
  timings.push({ name, code, seconds: secondsSince(start) });
  if (code !== 0) break;
}
console.info('\nbuilds:');
for (const { name, code, seconds } of timings) console.info(`  ${code === 0 ? '✓' : '✗'} ${name.padEnd(10)} ${seconds.padStart(6)} s`);
process.exit(timings.every((t) => t.code === 0) && timings.length === BUILDS.length ? 0 : 1);
