/**
 * @spur/local-stack: the local full stack (`npm start`, and e2e's `fullstack` project): the web
 * app's build, cognito-local with the demo pool, embedded Postgres and the server, in one process.
 * Embedded Postgres alone is `@spur/local-stack/embedded-postgres` (the server's PGlite test run).
 */
export { AppBuildError, APP_DIST, APP_SSR_DIST, DEMO_DIST, ensureAppBuilt, ensureDemoBuilt, staleReason } from './appBuild';
export { startLocalStack, DEFAULT_LOCAL_PORT, type LocalStack, type LocalStackOptions } from './stack';
export {
  LOCAL_POSTGRES,
  dropThrowawayDatabase,
  postgresAnswers,
  startThrowawayStack,
  type ThrowawayStack,
  type ThrowawayStackOptions,
} from './throwawayStack';
