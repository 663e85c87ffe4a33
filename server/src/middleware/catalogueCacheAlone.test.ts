/**
 * The middleware alone over a fake route: an answer read before a catalogue change is served to
 * its own request but never kept after it; memory stays within its bounds.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, expect, it } from 'vitest';
import { manualClock } from '@spur/test-kit/clock';
import { createCatalogueCache } from './catalogueCache';

const cache = createCatalogueCache(manualClock());
let release: (() => void) | undefined;
let reads = 0;
const app = new Koa();
app.use(cache.middleware);
app.use(async (ctx) => {
  reads += 1;
  if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
  ctx.body = [{ read: reads }];
});
const server = app.listen(0, '127.0.0.1');

/** Answers of about 3 KB (compressible, so each coding is stored smaller than identity). */
const bounded = createCatalogueCache(manualClock(), { maxEntries: 4, maxBytes: 4_000, ttlMs: 5_000 });
const boundedApp = new Koa();
boundedApp.use(bounded.middleware);
boundedApp.use((ctx) => {
  ctx.body = { query: ctx.query, padding: 'x'.repeat(3_000) };
});
const boundedServer = boundedApp.listen(0, '127.0.0.1');

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => boundedServer.close(resolve));
});

it('stays within its entry and byte bounds, whatever the queries', async () => {
  if (!boundedServer.listening) await new Promise((resolve) => boundedServer.once('listening', resolve));
  const url = `http://127.0.0.1:${(boundedServer.address() as AddressInfo).port}/api/deals`;
  for (let index = 0; index < 12; index += 1) {
    const response = await fetch(`${url}?offset=${index}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(((await response.json()) as { query: unknown }).query).toEqual({ offset: String(index) });
    expect(bounded.entries).toBeLessThanOrEqual(4);
    expect(bounded.bytes).toBeLessThanOrEqual(4_000);
  }
  expect(bounded.entries).toBe(4);
  // Identity answers (3 KB each) fit one at a time.
  for (let index = 0; index < 3; index += 1) await fetch(`${url}?offset=${index}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(bounded.bytes).toBeLessThanOrEqual(4_000);
  expect(bounded.entries).toBeLessThan(4);
});

it('a read racing an invalidation is not kept; the next one is', async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/deals`;
  const racing = fetch(url);
  await new Promise<void>((resolve) => {
    const check = () => (release ? resolve() : setTimeout(check, 5));
    check();
  });
  cache.invalidate();
  release!();
  expect(await (await racing).json()).toEqual([{ read: 1 }]);
  expect(cache.entries).toBe(0);
  expect(await (await fetch(url)).json()).toEqual([{ read: 2 }]);
  expect(cache.entries).toBe(1);
  expect(await (await fetch(url)).json()).toEqual([{ read: 2 }]);
  expect(reads).toBe(2);
});
