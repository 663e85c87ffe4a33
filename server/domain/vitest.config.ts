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
    include: ['src/**/*.test.ts'],
  },
});
