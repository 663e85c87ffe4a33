/**
 * A server shutting down for a rolling restart (shutdown.ts, through server.ts `close()`, what SIGTERM runs): readiness
 * turns false first, live streams are told to reconnect soon, requests a proxy may resend elsewhere
 * are refused, the others and those in flight are served, then it stops within its bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { LIVE_EVENTS_PATH, MESSAGES } from '@spur/contract';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { openEventStream } from '../../test/helpers/eventStream';
import { createServer } from 'node:http';
import { createLiveHub } from '../live/hub';
import { DRAIN_QUIET_MS, createDrain } from './drain';
import { shutDown } from './shutdown';

let database: TestDatabase;
let server: RunningServer;
let base: string;
let releaseSlow: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    COGNITO_USER_POOL_ID: 'us-east-1_drain',
    COGNITO_CLIENT_ID: 'drain-client',
    HOST: '127.0.0.1',
    PORT: '0',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
  });
  server = await startServer({
    config,
    logger: pino({ level: 'silent' }),
    // A request that is in flight when the shutdown starts, until the test lets it finish.
    mount: ({ app }) =>
      app.use(async (ctx, next) => {
        if (ctx.path !== '/slow') return next();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        ctx.body = { done: true };
      }),
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('shutting down', () => {
  it('turns readiness off first, moves live streams, serves what cannot go elsewhere, then stops', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const stream = await openEventStream(`${base}${LIVE_EVENTS_PATH}`);
    const slow = fetch(`${base}/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    let closed = false;
    const closing = server.close().then(() => (closed = true));

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'Shutting down' });
    expect(await fetch(`${base}/healthz`).then((response) => response.status)).toBe(200);

    // Told to come back within a second (the browser reconnects through the proxy elsewhere).
    await stream.ended;
    const retries = stream.body.match(/^retry: (\d+)$/gm)!;
    expect(retries).toHaveLength(2);
    expect(Number(retries[1]!.slice('retry: '.length))).toBeLessThan(1000);

    // Resendable: refused before anything runs, for the proxy to send to another instance.
    const refused = await fetch(`${base}/api/deals`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toEqual({ message: MESSAGES.restarting });
    expect((await fetch(`${base}${LIVE_EVENTS_PATH}`)).status).toBe(503);
    // A POST is not resent by a proxy: it is served (here: answered by the API as usual).
    const posted = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('x-request-id')).toBeTruthy();

    // The request in flight holds the close up, and is answered.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_QUIET_MS + 200));
    expect(closed).toBe(false);
    releaseSlow();
    expect(await (await slow).json()).toEqual({ done: true });
    await closing;
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('leaves a release still running at the deadline (a long sweep) unfinished', async () => {
    const bare = createServer().listen(0, '127.0.0.1');
    const live = createLiveHub({ replay: 1, heartbeatMs: 60_000, bufferBytes: 1024, retryMs: 2000 });
    const started = performance.now();
    await shutDown({ server: bare, drain: createDrain(), live, timeoutMs: DRAIN_QUIET_MS + 300, release: () => new Promise(() => {}) });
    expect(performance.now() - started).toBeLessThan(DRAIN_QUIET_MS + 1000);
    expect(bare.listening).toBe(false);
  });
});
