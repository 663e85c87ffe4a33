/**
 * One backend's stream of live events (`GET /api/deals/events`): each event gets the next id and
 * goes to every open stream; the last `LIVE_REPLAY_EVENTS` are kept for a reconnect's
 * `Last-Event-ID`, as the server keeps them.
 */
import { LIVE_REPLAY_EVENTS, type LiveEvent, type LiveMessage } from '@spur/contract';

export interface LiveFeed {
  /** The id of the last event (0 before the first). */
  readonly lastId: number;
  /** Gives the event the next id and sends it to every subscriber. */
  publish(event: LiveEvent): LiveMessage;
  subscribe(listener: (message: LiveMessage) => void): () => void;
  /** The events after `lastId`, or null when some of them are no longer kept (the client must reload). */
  since(lastId: number): LiveMessage[] | null;
}

export function createLiveFeed(keep = LIVE_REPLAY_EVENTS): LiveFeed {
  const kept: LiveMessage[] = [];
  const listeners = new Set<(message: LiveMessage) => void>();
  let lastId = 0;
  return {
    get lastId() {
      return lastId;
    },
    publish(event) {
      lastId += 1;
      const message = { id: lastId, event };
      kept.push(message);
      if (kept.length > keep) kept.shift();
      for (const listener of listeners) listener(message);
      return message;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    since(after) {
      // A client ahead of this feed (an earlier backend's ids) or behind what is kept missed events.
      const oldest = kept[0]?.id ?? lastId + 1;
      if (after > lastId || after < oldest - 1) return null;
      return kept.filter((message) => message.id > after);
    },
  };
}
