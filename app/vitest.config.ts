import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import '../vitest.node20';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@spur/source', ...defaultClientConditions] },
  test: {
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens driven through user-event on a 2-core machine: 5 s is too tight when other suites run.
    testTimeout: 20_000,
  },
});
