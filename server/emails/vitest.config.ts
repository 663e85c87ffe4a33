import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import '../../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'emails',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
