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
  /** The events after the one with id `lastId`, or null when that one is no longer kept (the client must reload). */
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
      // Only an id still kept is a resume point (the server's rule): further behind, or an id of an earlier backend, reloads.
      const at = kept.findIndex((message) => message.id === after);
      return at < 0 ? null : kept.slice(at + 1);
    },
  };
}
