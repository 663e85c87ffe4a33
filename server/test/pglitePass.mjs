/**
 * `npm run test:pglite`: the server suite's second pass, on embedded Postgres (PGlite) as
 * `npm start` runs it, limited to what depends on the engine (TEST_SCOPE=engine, test/scope.ts).
 *
 * Skipped when the run's first pass was already on PGlite (`TEST_DB=pglite`, which .ci/run sets
 * on a machine without PostgreSQL): that pass ran every file on the same engine.
 * Arguments are passed on to `vitest run`.
 */
import { spawn } from 'node:child_process';

if (process.env.TEST_DB === 'pglite') {
  console.info('test:pglite: skipped: TEST_DB=pglite is set, so the first pass already ran the whole server suite on PGlite');
  process.exit(0);
}

const child = spawn('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'pglite', TEST_SCOPE: 'engine' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
