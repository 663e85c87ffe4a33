/** A Server-Sent Events client for tests: what a browser's EventSource reads, frame by frame. */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Messages so far (comments excluded). */
  messages: StreamMessage[];
  /** Comment lines (heartbeats) so far. */
  comments: number;
  /** The reconnection delay the server asked for. */
  retry?: string;
  /** Waits until `count` messages arrived (5 s at most), then returns them. */
  waitFor(count: number, timeoutMs?: number): Promise<StreamMessage[]>;
  /** Waits until the server ends the stream. */
  ended: Promise<void>;
  body: string;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (response) => {
      let buffer = '';
      const waiters = new Set<() => void>();
      let endedResolve: () => void;
      const stream: EventStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages: [],
        comments: 0,
        body: '',
        ended: new Promise<void>((done) => (endedResolve = done)),
        waitFor(count, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (stream.messages.length < count) return;
              waiters.delete(check);
              clearTimeout(timer);
              done(stream.messages.slice(0, count));
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`waited for ${count} messages, got ${JSON.stringify(stream.messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: StreamMessage = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments += 1;
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon) as keyof StreamMessage;
              message[field] = line.slice(colon + 1).replace(/^ /, '');
            }
          }
          if (message.retry !== undefined && Object.keys(message).length === 1) stream.retry = message.retry;
          else if (Object.keys(message).length > 0) stream.messages.push(message);
          for (const waiter of [...waiters]) waiter();
        }
      });
      response.on('end', () => endedResolve());
      response.on('error', () => endedResolve());
      request.on('close', () => endedResolve());
      resolve(stream);
    });
    request.on('error', reject);
  });
}
