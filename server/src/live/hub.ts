/**
 * One instance's side of live events: the messages its listener receives (in arrival order, which
 * is commit order and the same on every instance), a ring of the last few for `Last-Event-ID`,
 * and its own Server-Sent Events clients, each written to directly (no per-client queue: each
 * message is encoded once and handed to every socket).
 *
 * A client whose socket does not drain is cut off once more than `bufferBytes` wait for it
 * (Node's and the socket's buffers together); an idle stream gets a comment every `heartbeatMs`.
 */
import type { ServerResponse } from 'node:http';
import { liveFrame, type LiveEvent, type LiveMessage } from '@spur/contract';

export interface LiveHubOptions {
  /** Messages kept for replay (LIVE_REPLAY_EVENTS). */
  replay: number;
  heartbeatMs: number;
  /** Bytes queued for one client past which it is cut off (LIVE_CLIENT_BUFFER_BYTES). */
  bufferBytes: number;
  /** The browser's reconnect delay (LIVE_RETRY_MS). */
  retryMs: number;
}

export interface LiveHub {
  /** A message from the database: kept for replay and sent to every client. */
  publish(message: LiveMessage): void;
  /**
   * Messages may have been lost (the listener reconnected): forget the ring and tell every client
   * to read everything again.
   */
  reset(): void;
  /** Streams to `res` from now on, after what followed `lastEventId` (or `reload` when it is not kept). */
  attach(res: ServerResponse, lastEventId: number | undefined): void;
  /** Called with every message and every reset (the catalogue cache drops its answers). */
  onChange(listener: () => void): void;
  /**
   * Ends every stream; new ones are refused. With `reconnectWithinMs` (an instance draining), each
   * client is first told to reconnect after a random delay below it: the browser's EventSource
   * then comes back at once, through the proxy to another instance, with its `Last-Event-ID`,
   * and the clients of one instance do not all arrive at the same moment.
   */
  close(options?: { reconnectWithinMs?: number }): void;
  readonly clients: number;
}

const HEARTBEAT = Buffer.from(':\n\n');

const frame = (event: LiveEvent, id: number | undefined): Buffer => Buffer.from(liveFrame({ id, event }));

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const ring: Array<{ id: number; frame: Buffer }> = [];
  const clients = new Set<ServerResponse>();
  const listeners = new Set<() => void>();
  let closed = false;

  const drop = (res: ServerResponse) => {
    clients.delete(res);
    res.destroy();
  };
  const send = (res: ServerResponse, bytes: Buffer) => {
    if (!clients.has(res)) return;
    res.write(bytes);
    if (res.writableLength > options.bufferBytes) drop(res);
  };
  const broadcast = (bytes: Buffer) => {
    for (const res of clients) send(res, bytes);
    for (const listener of listeners) listener();
  };

  const heartbeat = setInterval(() => {
    for (const res of clients) send(res, HEARTBEAT);
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    publish(message) {
      const bytes = frame(message.event, message.id);
      ring.push({ id: message.id, frame: bytes });
      if (ring.length > options.replay) ring.shift();
      broadcast(bytes);
    },
    reset() {
      ring.length = 0;
      // No id: a client keeps its last one, which is no longer kept, so a reconnect reloads too.
      broadcast(frame({ type: 'reload' }, undefined));
    },
    attach(res, lastEventId) {
      if (closed) {
        res.destroy();
        return;
      }
      clients.add(res);
      res.on('close', () => clients.delete(res));
      send(res, Buffer.from(`retry: ${options.retryMs}\n\n`));
      if (lastEventId === undefined) return;
      const at = ring.findLastIndex((kept) => kept.id === lastEventId);
      if (at >= 0) {
        for (const kept of ring.slice(at + 1)) send(res, kept.frame);
      } else {
        // Too far behind (or never seen here): read everything again, from the newest event on.
        send(res, frame({ type: 'reload' }, ring.at(-1)?.id));
      }
    },
    onChange(listener) {
      listeners.add(listener);
    },
    close({ reconnectWithinMs } = {}) {
      closed = true;
      clearInterval(heartbeat);
      if (reconnectWithinMs !== undefined) {
        for (const res of clients) send(res, Buffer.from(`retry: ${Math.floor(Math.random() * reconnectWithinMs)}\n\n`));
      }
      // Ended, then the socket closed (a finished response lets go of it): a keep-alive socket
      // left idle would hold a closing server up.
      for (const res of clients) {
        const { socket } = res;
        res.end(() => socket?.destroy());
      }
      clients.clear();
    },
    get clients() {
      return clients.size;
    },
  };
}
