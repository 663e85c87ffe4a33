/**
 * Builds the Koa app from injected dependencies. More can be mounted on the result: contract
 * routes through `addRoute` (the router is matched per request, so late routes work), and
 * static files or the SPA with `app.use` (non-/api paths fall through the API's 404).
 */
import Koa from 'koa';
import type Router from '@koa/router';
import { LIVE_CLIENT_BUFFER_BYTES, LIVE_REPLAY_EVENTS, LIVE_RETRY_MS } from '@spur/contract';
import { createGuards, type Guards } from './auth/guards';
import type { AppDeps } from './deps';
import { healthProbes } from './health/health';
import { loadServerCatalogs } from './i18n';
import { createLiveHub, type LiveHub } from './live/hub';
import { liveEventsRoute } from './live/route';
import { createDrain, type Drain } from './lifecycle/drain';
import { metricsEndpoint } from './metrics/endpoint';
import { httpMetrics } from './metrics/http';
import { createMetrics, type Metrics } from './metrics/registry';
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
  /** The live stream's clients and replay ring; fed by a listener (live/listener.ts) the owner starts. */
  live: LiveHub;
  /** Prometheus series; served at /metrics when METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Started by the owner's shutdown (lifecycle/shutdown.ts): readiness off, resendable requests refused. */
  drain: Drain;
}

export function createApp(deps: AppDeps): SpurApp {
  const { config } = deps;
  loadServerCatalogs();
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  const services = createServices(deps);
  const guards = createGuards(deps.verifier, services.users);
  const drain = createDrain();
  const catalogueCache = createCatalogueCache(deps.clock);
  const live = createLiveHub({
    replay: LIVE_REPLAY_EVENTS,
    heartbeatMs: config.liveHeartbeatSeconds * 1000,
    bufferBytes: LIVE_CLIENT_BUFFER_BYTES,
    retryMs: LIVE_RETRY_MS,
  });
  // A change seen by any instance drops this instance's kept answers.
  live.onChange(() => catalogueCache.invalidate());
  const metrics = createMetrics({ db: deps.db, live, processMetrics: config.metricsToken !== undefined });
  const router = createApiRouter(services, guards, config, metrics);

  app.use(requestContext(deps.logger));
  app.use(httpMetrics(metrics));
  app.use(compressResponses());
  app.use(healthProbes(deps.db, { draining: () => drain.draining }));
  app.use(corsForOrigins(config.appOrigins));
  app.use(
    securityHeaders({ connectSrc: config.cspConnectSrc, https: config.publicUrl?.startsWith('https:') ?? false }),
  );
  app.use(errorHandler());
  // Scrapes reach a draining instance too; everything below is refused there when resendable.
  app.use(metricsEndpoint(metrics.registry, config.metricsToken));
  app.use(drain.middleware);
  // Before the cache, whose `/api/deals/:id` pattern the stream's path matches too.
  app.use(liveEventsRoute(live));
  // Inside the error handler (its errors become answers) and below CORS and security headers
  // (a cached answer still gets them); above the routes it caches.
  app.use(catalogueCache.middleware);
  app.use(apiDocs());
  app.use(router.routes());
  app.use(apiNotFound());
  // Errors are answered by errorHandler; this only sees failures outside a request's middleware.
  app.on('error', (error: unknown) => deps.logger.error({ err: error }, 'unhandled app error'));
  return { app, router, addRoute: createRouteAdder(router, guards, config.bodyLimit), services, guards, catalogueCache, live, metrics, drain };
}
