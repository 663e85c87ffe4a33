import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import '../../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'domain',
    environment: 'node',
    // Pure rules and use cases over in-memory ports: no file changes what another imports, so one
    // module graph per worker serves them all (isolated, the imports took 20 s of the 21).
    isolate: false,
    // As the root's: projects of one group order run with one worker count, and a project that
    // shares its modules otherwise gets a count of its own (app/vitest.projects.ts).
    maxWorkers: 2,
    include: ['src/**/*.test.ts'],
  },
});
