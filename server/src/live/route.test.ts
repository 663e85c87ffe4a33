import net from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { LIVE_CLIENT_BUFFER_BYTES, LIVE_EVENTS_PATH, LIVE_RETRY_MS, MESSAGES, type LiveEvent } from '@spur/contract';
import { onPglite } from '../../test/helpers/database';
import { openEventStream } from '../../test/helpers/eventStream';
import { insertDeal } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi({ env: { LIVE_HEARTBEAT_SECONDS: '0.05' } });
const streamUrl = (query = '') => `${api().url}${LIVE_EVENTS_PATH}${query}`;
const dealEvent = (n: number): LiveEvent => ({ type: 'deal', deal_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });
let nextId = 1_000_000;
/** Publishes straight into this instance's hub, as its listener does. */
const publish = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const message = { id: (nextId += 1), event: dealEvent(n) };
    api().spur.live.publish(message);
    return message;
  });

describe(`GET ${LIVE_EVENTS_PATH}`, () => {
  it('is an uncompressed, uncached event stream that asks for LIVE_RETRY_MS and beats', async () => {
    const stream = await openEventStream(streamUrl(), { 'Accept-Encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers.etag).toBeUndefined();
    await expect.poll(() => stream.comments, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    expect(stream.retry).toBe(String(LIVE_RETRY_MS));
    expect(stream.messages).toEqual([]);
    stream.close();
  });

  it('pushes what the database publishes: id, type and the event as JSON', async () => {
    const stream = await openEventStream(streamUrl());
    const deal = await insertDeal(api().db, null);
    const [message] = await stream.waitFor(1);
    expect(message).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'deal', data: JSON.stringify({ type: 'deal', deal_id: deal.id }) });
    stream.close();
  });

  it('replays what followed Last-Event-ID (header or query), in order', async () => {
    const [first, second, third] = publish(3);
    const byHeader = await openEventStream(streamUrl(), { 'Last-Event-ID': String(first!.id) });
    const byQuery = await openEventStream(streamUrl(`?lastEventId=${first!.id}`));
    const expected = [second!, third!].map(({ id, event }) => ({ id: String(id), event: event.type, data: JSON.stringify(event) }));
    expect(await byHeader.waitFor(2)).toEqual(expected);
    expect(await byQuery.waitFor(2)).toEqual(expected);
    // And then goes on live.
    const [fourth] = publish(1);
    await byHeader.waitFor(3);
    expect(byHeader.messages[2]!.id).toBe(String(fourth!.id));
    byHeader.close();
    byQuery.close();
  });

  it('answers `reload` (with the newest id) to an id it no longer keeps', async () => {
    const [newest] = publish(1);
    const stream = await openEventStream(streamUrl(), { 'Last-Event-ID': '500000' });
    expect(await stream.waitFor(1)).toEqual([{ id: String(newest!.id), event: 'reload', data: '{"type":"reload"}' }]);
    stream.close();
  });

  it('400 for a Last-Event-ID that is not an id', async () => {
    for (const [headers, query] of [[{ 'Last-Event-ID': 'abc' }, ''], [{}, '?lastEventId=-3']] as const) {
      const stream = await openEventStream(streamUrl(query), headers);
      await stream.ended;
      expect(stream.status).toBe(400);
      expect(JSON.parse(stream.body)).toEqual({ message: MESSAGES.validLastEventId });
    }
  });

  it('cuts off a client that never reads once its queue passes the bound; others carry on', async () => {
    const reader = await openEventStream(streamUrl());
    const before = api().spur.live.clients;
    const socket = net.connect(Number(new URL(api().url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET ${LIVE_EVENTS_PATH} HTTP/1.1\r\nHost: test\r\nAccept: text/event-stream\r\n\r\n`);
    socket.pause();
    await expect.poll(() => api().spur.live.clients).toBe(before + 1);
    const closed = once(socket, 'close');
    // Far more than the bound and the kernel's socket buffers together.
    let published = 0;
    while (api().spur.live.clients > before && published < 200_000) {
      publish(1_000);
      published += 1_000;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(api().spur.live.clients).toBe(before);
    expect(published).toBeGreaterThan(LIVE_CLIENT_BUFFER_BYTES / 120);
    socket.resume();
    await closed;
    // The reader kept up and is still there.
    await reader.waitFor(published, 20_000);
    reader.close();
  });

  it.skipIf(onPglite)('reconnects after the database drops its connection, then says `reload`', async () => {
    const stream = await openEventStream(streamUrl());
    await api().db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN %' AND datname = current_database()`,
    );
    expect(await stream.waitFor(1)).toEqual([{ event: 'reload', data: '{"type":"reload"}' }]);
    // Listening again: changes flow.
    await insertDeal(api().db, null);
    expect((await stream.waitFor(2))[1]!.event).toBe('deal');
    stream.close();
  });
});
