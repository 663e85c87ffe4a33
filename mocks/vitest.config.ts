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
    // As the root's: projects of one group order run with one worker count, and a project that
    // shares its modules otherwise gets a count of its own (app/vitest.projects.ts).
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
