#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic for visual review. Needs the project's
// token in CHROMATIC_PROJECT_TOKEN (Chromatic's own variable); CI does not call this, the
// committed baselines (`npm run test:stories`) are the regression check that always runs.
import { bin, run } from './lib/proc.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic needs a Chromatic project token: set CHROMATIC_PROJECT_TOKEN\n' +
      '(Chromatic > your project > Manage > Configure) and run it again, e.g.\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic\n' +
      'Without a token, use the local visual tests: npm run test:stories',
  );
  process.exit(1);
}

const extra = process.argv.slice(2);
process.exit(await run(bin('chromatic'), ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...extra]));
