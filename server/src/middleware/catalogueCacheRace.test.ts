/** An answer read before a catalogue change is served to its own request but never kept after it. */
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
afterAll(() => new Promise((resolve) => server.close(resolve)));

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
