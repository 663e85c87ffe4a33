/**
 * One benchmark target in its own process, so the load generator does not share its event loop:
 *   serve.ts api <DATABASE_URL>             the Spur API (production middleware, logs silenced), and
 *                                           GET /bench/memory: its memory after a GC, live clients
 *   serve.ts static <list.json> <search.json>  a bare Koa app answering GET /api/deals with the
 *                                           same bytes the API answered (search when ?search=)
 * Prints `{"port": n}` once listening; exits when its stdin closes (the parent ended).
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const [mode, ...args] = process.argv.slice(2);
let close: () => Promise<void>;
let port: number;

if (mode === 'api') {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: args[0],
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
    COGNITO_USER_POOL_ID: 'us-east-1_bench',
    COGNITO_CLIENT_ID: 'bench',
    LOG_LEVEL: 'silent',
  });
  const server = await startServer({
    config,
    logger: pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
    mount: ({ app, live }) =>
      app.use((ctx, next) => {
        if (ctx.path !== '/bench/memory') return next();
        // Started with --expose-gc: what is still referenced, not what awaits collection.
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        ctx.body = { rss, heapUsed, liveClients: live.clients };
      }),
  });
  port = server.port;
  close = server.close;
} else if (mode === 'static') {
  const [list, search] = await Promise.all(args.slice(0, 2).map((file) => readFile(file)));
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/api/deals') return;
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = ctx.query.search ? search : list;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise((resolve) => server.close(() => resolve()));
} else {
  console.error('usage: serve.ts api <DATABASE_URL> | static <list.json> <search.json>');
  process.exit(2);
}

process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('close', () => void close().then(() => process.exit(0)));
process.on('SIGTERM', () => void close().then(() => process.exit(0)));
