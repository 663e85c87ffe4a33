/**
 * `GET /api/deals/events` in MSW: the backend's live feed as a Server-Sent Events stream, like
 * the server's: `retry:` first, the events after the one `Last-Event-ID` (or `?lastEventId=`) names
 * (or `reload` when it is no longer kept), then every new event, with a heartbeat comment on an
 * idle stream; a resume point that is not an id is a 400. It works in
 * Node and through the service worker (a browser's EventSource reads it).
 */
import { http, type HttpHandler } from 'msw';
import { LIVE_HEARTBEAT_SECONDS, LIVE_RETRY_MS, liveFrame } from '@spur/contract';
import { liveResumePoint, toHttpError } from '@spur/domain';
import type { MockBackend } from '../backend';
import { errorResponse } from '../languages';
import type { LiveFeed } from '../live/feed';

const encoder = new TextEncoder();

/** The stream for one client, from `lastEventId` (null: a first connection, new events only). */
export function liveStream(feed: LiveFeed, lastEventId: number | null, signal?: AbortSignal): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // The client went away.
        }
      };
      send(`retry: ${LIVE_RETRY_MS}\n\n`);
      if (lastEventId !== null) {
        const missed = feed.since(lastEventId);
        if (missed) missed.forEach((message) => send(liveFrame(message)));
        else send(liveFrame({ id: feed.lastId || undefined, event: { type: 'reload' } }));
      }
      const unsubscribe = feed.subscribe((message) => send(liveFrame(message)));
      const heartbeat = setInterval(() => send(':\n\n'), LIVE_HEARTBEAT_SECONDS * 1000);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
      };
      signal?.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      });
    },
    cancel() {
      stop();
    },
  });
}

/** The stream's handlers, one per URL pattern of `LIVE_EVENTS_PATH`. */
export function createLiveHandlers(backend: MockBackend, patterns: readonly string[]): HttpHandler[] {
  return patterns.map((pattern) =>
    http.get(pattern, async ({ request }) => {
      let lastEventId: number | undefined;
      try {
        lastEventId = liveResumePoint(request.headers.get('last-event-id'), new URL(request.url).searchParams.get('lastEventId') ?? undefined);
      } catch (error) {
        const { status, body } = toHttpError(error);
        return errorResponse(request, status, body.message);
      }
      await backend.ready();
      return new Response(liveStream(backend.live, lastEventId ?? null, request.signal), {
        headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
      });
    }),
  );
}
