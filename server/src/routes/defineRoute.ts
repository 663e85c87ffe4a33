/**
 * Registers a contract endpoint on the router: method, path and success status come from the
 * endpoint table, and the middleware chain follows CONTRIBUTING's error order — access guards,
 * then a malformed `:id` (404), then the body (invalid JSON 400, too large 413, schema 400).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { id as uuidSchema, type Endpoint } from '@spur/contract';
import type { Guards } from '../auth/guards';
import { notFound } from '../errors';
import type { AppContext, AppState } from '../middleware/context';
import { jsonBody } from '../middleware/jsonBody';

type Parsed<E, K extends 'body' | 'query'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  body: Parsed<E, 'body'>;
  query: Parsed<E, 'query'>;
  params: Record<string, string>;
}

export type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
  ctx: AppContext,
) => Promise<z.input<E['response']>>;

export interface RouteOptions {
  /** The 404 message when the path's `:id` is not a UUID (it can name nothing). */
  idNotFound?: string;
}

export type AddRoute = <E extends Endpoint>(endpoint: E, options: RouteOptions, handler: Handler<E>) => void;

/** One value per query key: repeated keys (`?a=1&a=2`) keep the first. */
function singleValues(query: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, withoutNul(Array.isArray(value) ? value[0] : value)]),
  );
}

/** Postgres text cannot hold U+0000 (the insert would fail with a 500); it never means anything. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replaceAll('\0', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  }
  return value;
}

export function createRouteAdder(router: Router<AppState>, guards: Guards, bodyLimit: string): AddRoute {
  const parseBody = jsonBody(bodyLimit);
  return (endpoint, options, handler) => {
    const chain: Middleware<AppState>[] = [...guards[endpoint.access]];
    if (options.idNotFound) {
      const message = options.idNotFound;
      chain.push(async (ctx, next) => {
        if (!uuidSchema.safeParse((ctx as AppContext).params.id).success) throw notFound(message);
        await next();
      });
    }
    if ('body' in endpoint && endpoint.body) chain.push(parseBody as Middleware<AppState>);
    chain.push(async (ctx) => {
      const context = ctx as AppContext;
      const input = {
        body: 'body' in endpoint && endpoint.body ? endpoint.body.parse(withoutNul(ctx.request.body)) : undefined,
        query: 'query' in endpoint && endpoint.query ? endpoint.query.parse(singleValues(ctx.query)) : undefined,
        // Path parameters that are not UUIDs (a checkout session id) reach queries too.
        params: withoutNul(context.params),
      } as RouteInput<typeof endpoint>;
      const result = await handler(input, context);
      ctx.status = endpoint.status;
      ctx.body = result;
    });
    router.register(endpoint.path, [endpoint.method], chain);
  };
}
