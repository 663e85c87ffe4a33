import { configDefaults, defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';

import '../vitest.node20';
import { ENGINE_INDEPENDENT_FILES, engineScope } from './test/scope';

/** TEST_DB=pglite: embedded Postgres per file, slower to start and one connection at a time. */
const pglite = process.env.TEST_DB === 'pglite';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test-kit/src/**/*.test.ts'],
    // The PGlite pass (TEST_SCOPE=engine) leaves out the files that never open a database (test/scope.ts).
    ...(engineScope ? { exclude: [...configDefaults.exclude, ...ENGINE_INDEPENDENT_FILES] } : {}),
    // The migrated template the test databases are copied from, made once per run.
    globalSetup: ['test/globalSetup.ts'],
    // Each file gets its own database, so files may run side by side.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker loads the server's modules once for all its files instead of once per file: no
    // file mocks a module, each builds its own app, database and clock, so nothing of one file
    // reaches the next. Measured on the whole suite: about 57 % less CPU time (import was a third
    // of it).
    isolate: false,
    testTimeout: pglite ? 60_000 : 20_000,
    hookTimeout: pglite ? 120_000 : 30_000,
  },
});
