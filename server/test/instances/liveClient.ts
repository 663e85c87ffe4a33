/**
 * A live-stream client that behaves as the browser's EventSource does: follows `retry:`, and when
 * the stream ends reconnects after that delay with `Last-Event-ID`; an answer other than 200 is
 * fatal (EventSource gives up). Records how long each reconnection took, from the end of one
 * stream to the next one's answer.
 */
import http from 'node:http';

export interface LiveFollower {
  /** Ids of the events received, in order. */
  ids: string[];
  /** Milliseconds from each stream's end to the next stream's 200. */
  reconnects: number[];
  /** Answers other than 200 (a browser would stop following). */
  refusals: number;
  close(): void;
}

export function followLive(url: string): LiveFollower {
  const follower: LiveFollower = { ids: [], reconnects: [], refusals: 0, close: () => (closed = true) };
  let retryMs = 2000;
  let lastId: string | undefined;
  let closed = false;
  let endedAt: number | undefined;
  let current: http.ClientRequest | undefined;

  const reconnect = () => {
    endedAt ??= performance.now();
    if (!closed) setTimeout(connect, retryMs);
  };
  const connect = () => {
    if (closed) return;
    current = http.get(url, { headers: { Accept: 'text/event-stream', ...(lastId ? { 'Last-Event-ID': lastId } : {}) } }, (response) => {
      if (response.statusCode !== 200) {
        follower.refusals += 1;
        response.resume();
        return;
      }
      if (endedAt !== undefined) follower.reconnects.push(performance.now() - endedAt);
      endedAt = undefined;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith('retry: ')) retryMs = Number(line.slice(7));
            if (line.startsWith('id: ')) {
              lastId = line.slice(4);
              follower.ids.push(lastId);
            }
          }
        }
      });
      response.on('close', reconnect);
    });
    current.on('error', reconnect);
  };
  connect();
  const close = () => {
    closed = true;
    current?.destroy();
  };
  follower.close = close;
  return follower;
}
