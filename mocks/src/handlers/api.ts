/**
 * The MSW adapter of the shared request pipeline (@spur/domain's `handleRequest`): a handler for
 * every row of the contract's endpoint table, method and path from the table. The pipeline runs
 * CONTRIBUTING's error order (401, 403 role, 404 malformed id, 400 invalid JSON / 413, 400 schema)
 * before the route's own rules; errors map to HTTP through `toHttpError`, as on the server, in the
 * request's language.
 */
import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { LIVE_EVENTS_PATH, MESSAGES, endpoints, type Endpoint, type EndpointName } from '@spur/contract';
import { handleRequest, passExpiredOffers, toHttpError, transferDue, unauthorized, type Authenticator } from '@spur/domain';
import type { MockBackend } from '../backend';
import { verifyIdToken } from '../cognito/tokens';
import type { UserRow } from '../db/database';
import { routes, type RouteContext } from '../api/routes';
import { sweepAlerts } from '../api/alertSweep';
import { queueDueReminders } from '../api/mail';
import { createMockStore } from '../api/storePort';
import { sweepExpiredHolds } from '../api/store';
import { findOrCreateUser } from '../api/users';
import { errorResponse, loadLocales, requestLocale } from '../languages';
import { pageLocation } from '../page';
import { readJsonBody } from './jsonBody';
import { createLiveHandlers } from './live';

export interface ApiHandlerOptions {
  backend: MockBackend;
  /** API origin the app calls ('' = same origin as the page; in Node, any origin). */
  apiBase?: string;
  /** Check every success body against the contract's response schema (default true). */
  validateResponses?: boolean;
}

/**
 * URL patterns for a contract path. With no base: the page's origin in browsers (a leading `*`
 * there would also catch the dev server's `/src/api/...` modules), any origin in Node. With an
 * absolute base: that base, plus the page's origin in browsers.
 */
export function pathPatterns(path: string, apiBase = ''): string[] {
  const base = apiBase.replace(/\/$/, '');
  const page = pageLocation();
  if (!base) return [page ? path : `*${path}`];
  return page && base !== page.origin ? [`${base}${path}`, path] : [`${base}${path}`];
}

/** A bearer is the account of a valid mock-pool identity token (checked on the backend's clock). */
function authenticator(backend: MockBackend): Authenticator<UserRow> {
  return {
    async authenticate(token) {
      const claims = await verifyIdToken(token, backend.clock.now());
      if (!claims) throw unauthorized(MESSAGES.invalidToken);
      return findOrCreateUser(backend, claims);
    },
    isBusiness: (user) => user.user_type === 'business',
  };
}

/** Every value of every query key, in order (the pipeline keeps the first). */
function queryOf(url: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URL(url).searchParams) (query[key] ??= []).push(value);
  return query;
}

/** Runs one endpoint (exported so tools can call the backend without HTTP). */
export async function runEndpoint(
  backend: MockBackend,
  name: EndpointName,
  request: Request,
  params: Record<string, string>,
  validateResponses = true,
): Promise<Response> {
  await backend.ready();
  // A request may queue mail (or an alert) to anyone, in their language: every account's is spoken.
  await loadLocales([requestLocale(request), ...backend.db.user.getAll().map((user) => user.locale)]);
  try {
    // The server's maintenance job, run before every request instead of on a timer.
    const store = createMockStore(backend);
    await sweepExpiredHolds(backend);
    await passExpiredOffers(store, backend.clock.now());
    queueDueReminders(backend.db, backend.clock.now());
    // Simulated transfers cannot fail; every due booking is sent.
    await transferDue(store, { now: backend.clock.now(), limit: Number.POSITIVE_INFINITY });
    // Last: the moments of the sweeps above (a spot freed by an expired hold) are matched too.
    await sweepAlerts(backend.db, store, backend.clock.now());
    const input = {
      authorization: request.headers.get('authorization'),
      params,
      query: queryOf(request.url),
      readBody: () => readJsonBody(request),
    };
    const handle = routes[name] as (context: RouteContext<EndpointName>) => unknown;
    const { status, body } = await handleRequest(name, input, authenticator(backend), (routeInput) =>
      handle({ ...routeInput, backend, db: backend.db, store, now: backend.clock.now() } as RouteContext<EndpointName>) as never,
    );
    if (validateResponses) {
      const check = (endpoints[name] as Endpoint).response.safeParse(body);
      if (!check.success) {
        throw new Error(`[spur mocks] ${name} answered a body that breaks the contract: ${check.error.message}`);
      }
    }
    return HttpResponse.json(body as never, { status });
  } catch (error) {
    const { status, body } = toHttpError(error);
    // Like the server's error middleware: logged with its stack, answered without it.
    if (status >= 500) console.error(`[spur mocks] ${name} failed`, error);
    return errorResponse(request, status, body.message);
  } finally {
    backend.commit();
  }
}

/** Literal paths before parameterised ones, so `/api/bookings/my-bookings` never reads as `:id`. */
function specificFirst(a: Endpoint, b: Endpoint): number {
  const params = (endpoint: Endpoint) => (endpoint.path.match(/:/g) ?? []).length;
  return params(a) - params(b);
}

export function createApiHandlers({
  backend,
  apiBase = '',
  validateResponses = true,
}: ApiHandlerOptions): HttpHandler[] {
  const names = (Object.keys(endpoints) as EndpointName[]).sort((a, b) => specificFirst(endpoints[a], endpoints[b]));
  const routesOf = names.map((name) => ({ name, method: endpoints[name].method.toUpperCase(), patterns: pathPatterns(endpoints[name].path, apiBase) }));
  // The live stream first: `/api/deals/events` would otherwise read as the deal `:id` "events".
  const handlers: HttpHandler[] = createLiveHandlers(backend, pathPatterns(LIVE_EVENTS_PATH, apiBase));
  // One handler for the whole API, which finds the endpoint itself with MSW's own matcher. MSW
  // parses a request once for every handler it tries, reading document.cookie each time: with a
  // handler per endpoint, each API call of the demo paid that parse once per endpoint before it.
  for (const pattern of pathPatterns('/api/*', apiBase)) {
    handlers.push(
      http.all(pattern, ({ request }) => {
        const url = new URL(request.url);
        for (const { name, method, patterns } of routesOf) {
          if (method !== request.method) continue;
          for (const path of patterns) {
            const match = matchRequestUrl(url, path);
            if (match.matches) return runEndpoint(backend, name, request, match.params as Record<string, string>, validateResponses);
          }
        }
        // Unknown API paths (and methods) answer like the server's fallback.
        return errorResponse(request, 404, MESSAGES.notFound);
      }),
    );
  }
  return handlers;
}
