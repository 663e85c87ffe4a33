/**
 * What the second, PGlite pass of the server suite runs (`npm run test:pglite`, which sets
 * `TEST_DB=pglite TEST_SCOPE=engine`): only what can answer differently on another Postgres
 * engine. The first pass (Postgres, or PGlite on a machine without one) runs everything.
 *
 * - Left out: the files below, which never open a database. They test config parsing, in-memory
 *   structures, middleware on a bare Koa app, the OpenAPI document and the test kit: the same code
 *   and the same answers on any engine, already proven by the first pass. A file that opens a
 *   database while listed here fails (test/helpers/database.ts checks it), so the list cannot
 *   hide a database test; a new file is in the PGlite pass until it is listed here.
 * - The contract suite runs its server driver only: its MSW half never reaches a database (it is
 *   the mock backend in memory) and was compared with the server in the first pass.
 *
 * Paths are relative to server/.
 */
export const ENGINE_INDEPENDENT_FILES = [
  'src/config.test.ts',
  'src/live/hub.test.ts',
  'src/maintenance.test.ts',
  'src/middleware/boundedLru.test.ts',
  'src/middleware/catalogueCacheAlone.test.ts',
  'src/middleware/conditionalGet.test.ts',
  'src/middleware/errorHandler.test.ts',
  'src/middleware/requestContext.test.ts',
  'src/openapi/document.test.ts',
  'src/ports/push.test.ts',
  'test-kit/src/kit.test.ts',
];

/** True in the PGlite pass that covers only what depends on the engine. */
export const engineScope = process.env.TEST_SCOPE === 'engine';
