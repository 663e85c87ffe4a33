/**
 * `GET /api/deals/events` in MSW: the backend's live feed as a Server-Sent Events stream, like
 * the server's: `retry:` first, the events missed since `Last-Event-ID` (or `reload` when some are
 * no longer kept), then every new event, with a heartbeat comment on an idle stream. It works in
 * Node and through the service worker (a browser's EventSource reads it).
 */
import { http, type HttpHandler } from 'msw';
import { LIVE_HEARTBEAT_SECONDS, LIVE_RETRY_MS } from '@spur/contract';
import type { MockBackend } from '../backend';
import type { LiveFeed } from '../live/feed';
import { sseMessage } from '../live/sse';

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
        if (missed) missed.forEach((message) => send(sseMessage(message)));
        else send(sseMessage({ id: feed.lastId, event: { type: 'reload' } }));
      }
      const unsubscribe = feed.subscribe((message) => send(sseMessage(message)));
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), LIVE_HEARTBEAT_SECONDS * 1000);
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

/** A `Last-Event-ID` header as an id, null when absent or not a number. */
function lastEventIdOf(request: Request): number | null {
  const header = request.headers.get('last-event-id');
  const id = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** The stream's handlers, one per URL pattern of `LIVE_EVENTS_PATH`. */
export function createLiveHandlers(backend: MockBackend, patterns: readonly string[]): HttpHandler[] {
  return patterns.map((pattern) =>
    http.get(pattern, async ({ request }) => {
      await backend.ready();
      return new Response(liveStream(backend.live, lastEventIdOf(request), request.signal), {
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      });
    }),
  );
}
