/**
 * @spur/server: what the tools around the server start it with (the local full stack of
 * `@spur/local-stack`, e2e). The server's own entry points are main.ts (`start:prod`) and the db
 * command-line scripts; nothing in the product imports this package.
 */
export { ConfigError, loadConfig, type Config, type Env } from './config';
export { createDb, type Db } from './db/knex';
export { seedDemoData, type SeedOptions, type SeedSummary } from './db/seeds/demo';
export { createLogger } from './logger';
export { compressResponses } from './middleware/compression';
export type { AppState } from './middleware/context';
export { createCognitoIdentityAdmin } from './ports/identityAdmin';
export { startServer, type RunningServer, type StartServerOptions } from './server';
export type { SweepReport } from './maintenance';
export type { SpurApp } from './app';
export { loadPageRenderer, type PageRenderer } from './web/serverRender';
export { IMMUTABLE, REVALIDATE, mountWebApp } from './web/webApp';
