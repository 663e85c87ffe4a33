import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';

import '../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // TEST_DB=pglite: makes the embedded-Postgres template the test databases start from.
    globalSetup: ['test/globalSetup.ts'],
    // Each file gets its own database, so files may run side by side.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
