/**
 * `GET /api/deals/events`: the live stream (Server-Sent Events), public. Written straight to the
 * socket, outside Koa's body handling: nothing compresses, buffers, tags or caches it. The resume
 * point is the `Last-Event-ID` header, or `?lastEventId=` for clients that cannot set headers.
 */
import type { Middleware } from 'koa';
import { LIVE_EVENTS_PATH } from '@spur/contract';
import { liveResumePoint } from '@spur/domain';
import type { AppState } from '../middleware/context';
import type { LiveHub } from './hub';

export function liveEventsRoute(hub: LiveHub): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== LIVE_EVENTS_PATH || ctx.method !== 'GET') return next();
    const resumeAfter = liveResumePoint(ctx.get('Last-Event-ID'), ctx.query.lastEventId);
    ctx.compress = false;
    ctx.respond = false;
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Reverse proxies (nginx) would otherwise hold the stream in their buffers.
      'X-Accel-Buffering': 'no',
    });
    hub.attach(ctx.res, resumeAfter);
  };
}
