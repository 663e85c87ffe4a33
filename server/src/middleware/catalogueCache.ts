/**
 * The cached catalogue: `GET /api/deals` (with its query) and `GET /api/deals/:id`.
 *
 * - Validators: every 200 carries a strong ETag (see conditionalGet.ts: one per content coding)
 *   and a matching `If-None-Match` answers 304 with no body, keeping ETag, Cache-Control, Vary.
 * - HTTP caching, anonymous requests: browsers revalidate every time (`Cache-Control: public,
 *   no-cache`: a 304 when nothing changed), because slots left must be current for a last-minute
 *   buyer, in the tab that just booked and in every other one; CDNs may keep an answer briefly
 *   (`CDN-Cache-Control: public, max-age=10, stale-while-revalidate=60`, RFC 9213), absorbing a
 *   crowd at the cost of seconds of staleness at the edge only. These endpoints are `public` in the endpoint table (checked here at start), so their
 *   answers never depend on a bearer; still, a request that sends `Authorization` bypasses the
 *   memory cache and gets `private, no-store`, so nothing a signed-in request produced is shared.
 *   Error answers get `no-store` and are never kept.
 * - Memory: the serialized and compressed answers, per path + query (as the route parses it) +
 *   negotiated coding, in an LRU bounded by entries and bytes. A hit touches neither the database
 *   nor zlib. Any successful write to the API on this instance (deals, bookings, payments; also
 *   account erasure, which removes a business's deals) drops everything, so does every live event
 *   (`invalidate()`: a change made through any instance), and each entry lives `CATALOGUE_TTL_MS`
 *   at most, which bounds staleness over what no event announces (deal expiry).
 */
import type { Context, Middleware } from 'koa';
import { endpoints, type Endpoint } from '@spur/contract';
import type { Clock } from '../clock';
import { BoundedLru, type LruLimits } from './boundedLru';
import { COMPRESS_THRESHOLD, encodeBody, negotiateEncoding, type ContentCoding } from './compression';
import { ifNoneMatchMatches, strongEtag } from './conditionalGet';

/** How long a kept answer may be served without asking the database again (also across instances). */
export const CATALOGUE_TTL_MS = 5_000;
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** What a CDN may do with an anonymous catalogue answer (browsers ignore this header). */
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const DEFAULT_CATALOGUE_LIMITS: LruLimits = { maxEntries: 1_000, maxBytes: 32 * 1024 * 1024, ttlMs: CATALOGUE_TTL_MS };

/** The catalogue's endpoints: their answers must not depend on who asks. */
const CATALOGUE: readonly Endpoint[] = [endpoints.listDeals, endpoints.dealPage, endpoints.getDeal];

interface CachedAnswer {
  body: Buffer;
  coding: ContentCoding;
  etag: string;
  type: string;
}

export interface CatalogueCache {
  middleware: Middleware;
  /** Drops every kept answer (a catalogue change); answers being computed now are not kept. */
  invalidate(): void;
  readonly entries: number;
  readonly bytes: number;
}

function pathPattern(endpoint: Endpoint) {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} depends on the caller: it cannot be cached`);
  return new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The query exactly as the route sees it (Koa's parse), keys sorted: equal keys, equal answers. */
function cacheKey(ctx: Context, coding: ContentCoding) {
  const query = Object.entries(ctx.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${ctx.path}\n${JSON.stringify(query)}\n${coding}`;
}

function identityBytes(body: unknown): Buffer | undefined {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body === null || typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return Buffer.from(JSON.stringify(body));
}

async function render(identity: Buffer, type: string, coding: ContentCoding): Promise<CachedAnswer> {
  const used = identity.length < COMPRESS_THRESHOLD ? 'identity' : coding;
  return { body: await encodeBody(identity, used), coding: used, etag: strongEtag(identity, used), type };
}

function send(ctx: Context, answer: CachedAnswer, cacheControl: string) {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', cacheControl);
  if (cacheControl === PUBLIC_CACHE_CONTROL) ctx.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
  if (ifNoneMatchMatches(ctx.get('If-None-Match'), answer.etag)) {
    ctx.body = null;
    ctx.remove('Content-Encoding');
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = answer.type;
  if (answer.coding === 'identity') ctx.remove('Content-Encoding');
  else ctx.set('Content-Encoding', answer.coding);
  ctx.body = answer.body;
}

export function createCatalogueCache(clock: Clock, limits: LruLimits = DEFAULT_CATALOGUE_LIMITS): CatalogueCache {
  const patterns = CATALOGUE.map(pathPattern);
  const store = new BoundedLru<CachedAnswer>(limits, clock);
  /** Bumped by every invalidation: an answer read before one must not be kept after it. */
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    store.clear();
  };

  const middleware: Middleware = async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      await next();
      if (ctx.status < 400) invalidate();
      return;
    }
    if (ctx.method === 'OPTIONS' || !patterns.some((pattern) => pattern.test(ctx.path))) return next();

    const coding = negotiateEncoding(ctx.get('Accept-Encoding'));
    const shared = !ctx.get('Authorization');
    const key = shared ? cacheKey(ctx, coding) : undefined;
    const kept = key === undefined ? undefined : store.get(key);
    if (kept) return send(ctx, kept, PUBLIC_CACHE_CONTROL);

    const readAt = clock.now();
    const readGeneration = generation;
    try {
      await next();
    } catch (error) {
      ctx.set('Cache-Control', 'no-store');
      throw error;
    }
    if (ctx.status !== 200) {
      if (ctx.status >= 400) ctx.set('Cache-Control', 'no-store');
      return;
    }
    const identity = identityBytes(ctx.body);
    if (!identity) return;
    const answer = await render(identity, ctx.response.type || 'application/json', coding);
    if (key !== undefined && readGeneration === generation) store.set(key, answer, answer.body.length, readAt);
    send(ctx, answer, shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  };

  return {
    middleware,
    invalidate,
    get entries() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  };
}
