/**
 * A test's view of `GET /api/deals/events`: the stream read with fetch (through msw/node's
 * interception, or from a real server), its messages parsed as they arrive.
 */
import { LIVE_EVENTS_PATH, type LiveMessage } from '@spur/contract';
import { sseReader } from './sse';

export interface LiveWatch {
  /** Every message received so far, in order. */
  readonly messages: readonly LiveMessage[];
  /** The first message (received already or later) after the `skip` first ones that `match`es; rejects after `timeoutMs`. */
  next(match?: (message: LiveMessage) => boolean, options?: { timeoutMs?: number; skip?: number }): Promise<LiveMessage>;
  /** Closes the stream. */
  close(): void;
}

export interface WatchOptions {
  /** Sent as `Last-Event-ID` (a reconnect). */
  lastEventId?: number;
  fetch?: typeof fetch;
}

/** Opens the stream at `origin` (default `http://localhost`); resolves once it answered. */
export async function watchLiveEvents(origin = 'http://localhost', options: WatchOptions = {}): Promise<LiveWatch> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await (options.fetch ?? fetch)(`${origin.replace(/\/$/, '')}${LIVE_EVENTS_PATH}`, { headers, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  const reader = sseReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        messages.push(...reader.push(decoder.decode(chunk, { stream: true })));
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed.
    }
  })();
  return {
    messages,
    next(match = () => true, { timeoutMs = 2000, skip = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(skip).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching live event within ${timeoutMs} ms (received: ${JSON.stringify(messages)})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
