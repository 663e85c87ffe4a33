import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import '../../vitest.node20';

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'i18n',
    environment: 'node',
    maxWorkers: 2,
    include: ['src/**/*.test.ts'],
  },
});
