import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import '../../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'local-stack',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test boots cognito-local and embedded Postgres (first creation ~6 s, more when the
    // machine is busy).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
