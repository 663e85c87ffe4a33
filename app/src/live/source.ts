/**
 * The port through which pages hear what changes on the catalogue (issue 10): `GET
 * /api/deals/events`, the same stream on the server and in the demo (MSW serves it). One
 * EventSource per page, opened with the first listener and closed with the last; the browser
 * reconnects by itself (with `Last-Event-ID`). A message that is not a valid event is ignored, and
 * a stream that cannot open only means nothing updates live: pages never depend on it.
 */
import { LIVE_EVENT_TYPES, LiveEventSchema, type LiveEvent } from '@spur/contract';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveSource {
  /** Calls `listener` with every event from now on; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
}

/** What `eventSourceLive` needs of the browser's EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  close(): void;
}

export interface EventSourceLiveOptions {
  /** Opens the stream (default: the browser's EventSource; none where it does not exist). */
  open?: (url: string) => EventSourceLike | null;
  /** Resolves when requests can be sent (the demo's worker has started). */
  ready?: () => Promise<void>;
}

const browserEventSource = (url: string): EventSourceLike | null => (typeof EventSource === 'undefined' ? null : new EventSource(url));

/** The live stream at `url`, shared by every listener of the page. */
export function eventSourceLive(url: string, { open = browserEventSource, ready = () => Promise.resolve() }: EventSourceLiveOptions = {}): LiveSource {
  const listeners = new Set<LiveListener>();
  let stream: EventSourceLike | null = null;
  let opening = false;

  const deliver = (message: MessageEvent<string>) => {
    let parsed: ReturnType<typeof LiveEventSchema.safeParse>;
    try {
      parsed = LiveEventSchema.safeParse(JSON.parse(message.data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const listener of [...listeners]) {
      try {
        listener(parsed.data);
      } catch (error) {
        console.error('A live update failed', error);
      }
    }
  };

  const connect = () => {
    if (stream || opening) return;
    opening = true;
    ready()
      .then(() => {
        if (listeners.size === 0 || stream) return;
        stream = open(url);
        for (const type of LIVE_EVENT_TYPES) stream?.addEventListener(type, deliver);
      })
      .catch(() => undefined)
      .finally(() => {
        opening = false;
      });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stream) {
          stream.close();
          stream = null;
        }
      };
    },
  };
}

/** A source whose events are delivered by hand (stories and tests): `emit` reaches every listener at once. */
export function manualLiveSource(): LiveSource & { emit(event: LiveEvent): void; readonly listeners: number } {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    get listeners() {
      return listeners.size;
    },
  };
}
