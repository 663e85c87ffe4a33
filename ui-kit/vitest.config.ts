import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import '../vitest.node20';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@spur/source', ...defaultClientConditions] },
  test: {
    name: 'ui-kit',
    environment: 'happy-dom',
    // One module graph per worker: no test replaces a module, and re-importing React, Radix and
    // styled-components for each of the 48 files took three times as long as the tests (47 s -> 13 s).
    pool: 'threads',
    isolate: false,
    // As the root's (see app/vitest.projects.ts).
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
