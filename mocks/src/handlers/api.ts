/**
 * MSW handlers for every row of the contract's endpoint table. Method and path come from the
 * table; each request goes through CONTRIBUTING's error order — 401, 403 role, 404 malformed id,
 * 400 invalid JSON / 413 too large, 400 schema — before the route's own 404/403/409 rules.
 */
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { ZodError } from 'zod';
import {
  MESSAGES,
  endpoints,
  firstIssueMessage,
  id as uuidSchema,
  type Endpoint,
  type EndpointName,
} from '@spur/contract';
import type { MockBackend } from '../backend';
import { verifyIdToken, type IdentityClaims } from '../cognito/tokens';
import type { UserRow } from '../db/database';
import { ApiError, bearerToken, readJsonBody, singleValues, normalizeInput } from '../api/http';
import { routes, type RouteContext } from '../api/routes';
import { findOrCreateUser, sweepExpiredHolds } from '../api/store';
import { pageLocation } from '../page';

export interface ApiHandlerOptions {
  backend: MockBackend;
  /** API origin the app calls ('' = same origin as the page; in Node, any origin). */
  apiBase?: string;
  /** Check every success body against the contract's response schema (default true). */
  validateResponses?: boolean;
  /** Simulated latency: 'real' (MSW's realistic 100-400 ms in browsers), a number of ms, or none. */
  latency?: 'real' | number;
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

function errorResponse(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

async function identify(
  backend: MockBackend,
  access: Endpoint['access'],
  header: string | null,
): Promise<{ claims: IdentityClaims | null; user: UserRow | null }> {
  if (access === 'public') return { claims: null, user: null };
  const token = bearerToken(header);
  if (!token) {
    if (access === 'optional') return { claims: null, user: null };
    throw new ApiError(401, MESSAGES.authRequired);
  }
  const claims = await verifyIdToken(token, backend.clock.now());
  if (!claims) throw new ApiError(401, MESSAGES.invalidToken);
  const user = findOrCreateUser(backend, claims);
  if (access === 'business' && user.user_type !== 'business') throw new ApiError(403, MESSAGES.businessRequired);
  return { claims, user };
}

/** Runs one endpoint (exported so tools can call the backend without HTTP). */
export async function runEndpoint(
  backend: MockBackend,
  name: EndpointName,
  request: Request,
  params: Record<string, string>,
  validateResponses = true,
): Promise<Response> {
  const endpoint: Endpoint = endpoints[name];
  const route = routes[name] as unknown as {
    idNotFound?: string;
    handle(context: RouteContext): unknown;
  };
  await backend.ready();
  try {
    sweepExpiredHolds(backend);
    const { claims, user } = await identify(backend, endpoint.access, request.headers.get('authorization'));
    if (route.idNotFound && !uuidSchema.safeParse(params.id).success) throw new ApiError(404, route.idNotFound);
    const rawBody = endpoint.body ? normalizeInput(await readJsonBody(request)) : undefined;
    const body = endpoint.body ? endpoint.body.parse(rawBody) : undefined;
    const query = endpoint.query ? endpoint.query.parse(singleValues(new URL(request.url).searchParams)) : undefined;
    const context: RouteContext = {
      backend,
      db: backend.db,
      now: backend.clock.now(),
      request,
      // NULs never mean anything: removed from path parameters too (after the id check), as the server does.
      params: normalizeInput(params),
      body: body as never,
      query: query as never,
      user,
      claims,
    };
    const result = await route.handle(context);
    if (validateResponses) {
      const check = endpoint.response.safeParse(result);
      if (!check.success) {
        throw new Error(`[spur mocks] ${name} answered a body that breaks the contract: ${check.error.message}`);
      }
    }
    return HttpResponse.json(result as never, { status: endpoint.status });
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.message);
    if (error instanceof ZodError) return errorResponse(400, firstIssueMessage(error));
    // Like the server's error middleware: logged with its stack, answered without it.
    console.error(`[spur mocks] ${name} failed`, error);
    return errorResponse(500, MESSAGES.internalError);
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
  latency,
}: ApiHandlerOptions): HttpHandler[] {
  const names = (Object.keys(endpoints) as EndpointName[]).sort((a, b) => specificFirst(endpoints[a], endpoints[b]));
  const handlers: HttpHandler[] = [];
  for (const name of names) {
    const endpoint: Endpoint = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    for (const pattern of pathPatterns(endpoint.path, apiBase)) {
      handlers.push(
        http[method](pattern, async ({ request, params }) => {
          if (latency !== undefined) await delay(latency === 'real' ? undefined : latency);
          return runEndpoint(backend, name, request, params as Record<string, string>, validateResponses);
        }),
      );
    }
  }
  // Unknown API paths (and methods) answer like the server's fallback.
  for (const pattern of pathPatterns('/api/*', apiBase)) {
    handlers.push(http.all(pattern, () => errorResponse(404, MESSAGES.notFound)));
  }
  return handlers;
}
