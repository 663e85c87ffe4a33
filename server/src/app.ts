/**
 * Builds the Koa app from injected dependencies. More can be mounted on the result: contract
 * routes through `addRoute` (the router is matched per request, so late routes work), and
 * static files or the SPA with `app.use` (non-/api paths fall through the API's 404).
 */
import Koa from 'koa';
import type Router from '@koa/router';
import { createGuards, type Guards } from './auth/guards';
import type { AppDeps } from './deps';
import { healthProbes } from './health/health';
import type { AppState } from './middleware/context';
import { createCatalogueCache, type CatalogueCache } from './middleware/catalogueCache';
import { errorHandler } from './middleware/errorHandler';
import { compressResponses } from './middleware/compression';
import { apiNotFound } from './middleware/notFound';
import { apiDocs } from './openapi/docs';
import { requestContext } from './middleware/requestContext';
import { corsForOrigins, securityHeaders } from './middleware/security';
import { createApiRouter } from './routes';
import { createRouteAdder, type AddRoute } from './routes/defineRoute';
import { createServices, type Services } from './services';

export interface SpurApp {
  app: Koa<AppState>;
  router: Router<AppState>;
  addRoute: AddRoute;
  services: Services;
  guards: Guards;
  /** The cached catalogue; `invalidate()` is for catalogue changes made elsewhere (other instances, sweeps). */
  catalogueCache: CatalogueCache;
}

export function createApp(deps: AppDeps): SpurApp {
  const { config } = deps;
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  const services = createServices(deps);
  const guards = createGuards(deps.verifier, services.users);
  const router = createApiRouter(services, guards, config);
  const catalogueCache = createCatalogueCache(deps.clock);

  app.use(requestContext(deps.logger));
  app.use(compressResponses());
  app.use(healthProbes(deps.db));
  app.use(corsForOrigins(config.appOrigins));
  app.use(
    securityHeaders({ connectSrc: config.cspConnectSrc, https: config.publicUrl?.startsWith('https:') ?? false }),
  );
  app.use(errorHandler());
  // Inside the error handler (its errors become answers) and below CORS and security headers
  // (a cached answer still gets them); above the routes it caches.
  app.use(catalogueCache.middleware);
  app.use(apiDocs());
  app.use(router.routes());
  app.use(apiNotFound());
  // Errors are answered by errorHandler; this only sees failures outside a request's middleware.
  app.on('error', (error: unknown) => deps.logger.error({ err: error }, 'unhandled app error'));
  return { app, router, addRoute: createRouteAdder(router, guards, config.bodyLimit), services, guards, catalogueCache };
}
