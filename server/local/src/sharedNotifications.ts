/**
 * LISTEN/NOTIFY across pglite-socket's connections. pglite-socket multiplexes every connection
 * onto PGlite's one backend, so a NOTIFY's NotificationResponse comes out in the reply of the
 * connection whose transaction committed it, and the connection that LISTENed never hears of it.
 * This takes each NotificationResponse out of the reply stream and writes it to every connection
 * instead, as Postgres tells each listener (pg ignores one on a connection that did not LISTEN).
 * Replies are whole messages and run one at a time, so a copy never lands inside another message.
 */
import type { Server, Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const NOTIFICATION_RESPONSE = 0x41; // 'A'

/**
 * Splits a reply stream into whole backend messages (`[type][int32 length, itself included][body]`)
 * and hands them on in runs: every run of other messages at once, each notification alone.
 */
function replySplitter(onRun: (run: Buffer) => void, onNotification: (message: Buffer) => void) {
  let pending = Buffer.alloc(0);
  return (chunk: Uint8Array) => {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    let runStart = 0;
    let at = 0;
    while (pending.length - at >= 5) {
      const end = at + 1 + pending.readInt32BE(at + 1);
      if (end > pending.length) break;
      if (pending[at] === NOTIFICATION_RESPONSE) {
        if (at > runStart) onRun(pending.subarray(runStart, at));
        onNotification(Buffer.from(pending.subarray(at, end)));
        runStart = end;
      }
      at = end;
    }
    if (at > runStart) onRun(pending.subarray(runStart, at));
    pending = Buffer.from(pending.subarray(at));
  };
}

/** Call after `server.start()`. */
export function shareNotifications(pglite: PGlite, socketServer: PGLiteSocketServer): void {
  // Its sockets are not public: the net.Server under it says who is connected.
  const tcp = (socketServer as unknown as { server: Server | null }).server;
  if (!tcp || typeof tcp.on !== 'function') throw new Error('pglite-socket changed: cannot share notifications');
  const sockets = new Set<Socket>();
  tcp.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const execute = pglite.execProtocolRawStream.bind(pglite);
  pglite.execProtocolRawStream = (message, options) =>
    execute(message, {
      ...options,
      // The committing connection's reply so far is already written: the copy follows it there too.
      onRawData: replySplitter(options.onRawData, (notification) => {
        for (const socket of sockets) if (socket.writable) socket.write(notification);
      }),
    });
}
