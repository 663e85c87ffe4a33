import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import '../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'mocks',
    environment: 'node',
    // Every file builds its own backend over its own storage: one module graph per worker serves
    // them all (isolated, re-importing the backend and Amplify took most of the run).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
