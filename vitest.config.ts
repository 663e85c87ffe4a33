import { defineConfig } from 'vitest/config';
import './vitest.node20';

/** Every package's unit and integration tests, each project with its own environment. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which left
    // about a third of the CPU idle. Two workers keep both cores busy.
    maxWorkers: 2,
    projects: ['server/i18n', 'ui-kit', 'server/domain', 'mocks/demo-data', 'server/emails', 'mocks', 'app/vitest.config.ts', 'app/vitest.isolated.config.ts', 'server', 'server/local'],
  },
});
