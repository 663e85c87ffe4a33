import { defineConfig } from 'vitest/config';
import './vitest.node20';

/** Every package's unit and integration tests, each project with its own environment. */
export default defineConfig({
  test: {
    projects: ['ui-kit', 'server/domain', 'mocks/demo-data', 'server/emails', 'mocks', 'app', 'server', 'server/local'],
  },
});
