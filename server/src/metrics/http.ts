/**
 * Counts and times every answer by route template: the router's matched path, or for answers
 * given before the router (cached catalogue, drain refusals) the contract endpoint the path
 * matches; outside /api, a page, a hashed file or the runtime config. Never the raw URL, whose
 * ids would make a series per deal.
 */
import type { Context, Middleware } from 'koa';
import { LIVE_EVENTS_PATH, endpoints } from '@spur/contract';
import { HEALTH_PATH, READY_PATH } from '../health/health';
import { METRICS_PATH } from './endpoint';
import type { Metrics } from './registry';

const FIXED_PATHS = new Set([HEALTH_PATH, READY_PATH, LIVE_EVENTS_PATH, METRICS_PATH]);

// Fewest parameters first: `/api/deals/page` before `/api/deals/:id`, as the router prefers.
const TEMPLATES = Object.values(endpoints)
  .map(({ method, path }) => ({ method: method as string, path, pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`) }))
  .sort((a, b) => a.path.split(':').length - b.path.split(':').length);

/** The label of what the web app serves (server/src/web): its pages, its hashed files, its config. */
function webTemplate(path: string): string {
  if (path === '/spur-config.js') return path;
  return path.startsWith('/assets/') ? '/assets/*' : 'page';
}

export function routeTemplate(ctx: Pick<Context, 'method' | 'path'>): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  if (FIXED_PATHS.has(ctx.path)) return ctx.path;
  if (!ctx.path.startsWith('/api/')) return webTemplate(ctx.path);
  const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
  return TEMPLATES.find((template) => template.method === method && template.pattern.test(ctx.path))?.path ?? 'unmatched';
}

export function httpMetrics(metrics: Pick<Metrics, 'requests' | 'duration'>): Middleware {
  return async (ctx, next) => {
    const stop = metrics.duration.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: ctx.method, route: routeTemplate(ctx) };
      stop(labels);
      metrics.requests.inc({ ...labels, status: String(ctx.status) });
    }
  };
}
