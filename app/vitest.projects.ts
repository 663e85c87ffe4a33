/**
 * The app's unit tests run as two vitest projects (both listed in the root vitest.config.ts):
 *
 * - `app`: most files, in one module graph per worker (`isolate: false`). Each file re-importing
 *   React, the router, styled-components and Radix cost more than the tests themselves (122 s of
 *   import and environment for 40 s of tests).
 * - `app (isolated)`: the files that need a module graph of their own: those that replace
 *   modules (`vi.mock`), found by reading the files, and those that watch a module load for the
 *   first time (FIRST_LOAD).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { spurI18n } from '@spur/i18n/vite';
import '../vitest.node20';

const INCLUDE = ['src/**/*.test.{ts,tsx}'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Tests of what happens once per module: a lazy part shows its spinner only while its module has
 * never been imported, and the document hydrates once (lazyPart's module state).
 */
const FIRST_LOAD = ['src/pages/deals/map/LazyVenuePicker.test.tsx', 'src/ssr/lazyPart.test.tsx'];

const MOCKS_MODULES = /\bvi\.(?:do)?[mM]ock\(/;

function isolatedFiles(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const mocking = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) => MOCKS_MODULES.test(readFileSync(path.join(root, file), 'utf8')));
  return [...new Set([...mocking, ...FIRST_LOAD])].sort();
}

export function appProject({ isolated }: { isolated: boolean }) {
  const files = isolatedFiles();
  return defineProject({
    plugins: [spurI18n(), react()],
    resolve: { conditions: ['@spur/source', ...defaultClientConditions] },
    test: {
      name: isolated ? 'app (isolated)' : 'app',
      environment: 'happy-dom',
      pool: 'threads',
      isolate: isolated,
      // As the root's: vitest runs projects of one group order with one worker count, and a
      // project that shares its modules otherwise gets a count of its own.
      maxWorkers: 2,
      include: isolated ? files : INCLUDE,
      exclude: isolated ? [] : files,
      setupFiles: ['./src/test/setup.ts'],
      // Screens driven through user-event on a 2-core machine: 5 s is too tight when other suites run.
      testTimeout: 20_000,
    },
  });
}
