import { defineProject } from 'vitest/config';
import { defaultServerConditions } from 'vite';

// Vitest 5 wants Node 22: its reporter calls Map.groupBy, which Node 20 lacks, and then prints
// "Map.groupBy is not a function" instead of the failing tests. This config runs in the main
// process, so a polyfill here restores the failure report.
const mapWithGroupBy = Map as typeof Map & { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const group = key(item, index++);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return groups;
};

export default defineProject({
  resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database, so files may run side by side.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
