/**
 * Two instances on one Postgres, as behind a load balancer: a change made through one reaches the
 * live clients of the other (NOTIFY → each instance's listener), and the other's catalogue cache
 * lets go of what it kept. Postgres only: PGlite is one backend for one server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, type Booking, type Deal } from '@spur/contract';
import { onPglite } from '../../test/helpers/database';
import { openEventStream } from '../../test/helpers/eventStream';
import { insertDeal, signUp } from '../../test/helpers/factories';
import { startTestApi, type TestApi } from '../../test/helpers/testApp';

describe.skipIf(onPglite)('two instances on one database', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    a = await startTestApi();
    b = await startTestApi({ databaseUrl: a.databaseUrl });
  }, 30_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a hold made through A reaches a client of B, and B serves the new count at once', async () => {
    const deal = await insertDeal(a.db, null, { available_slots: 5 });
    const cached = await b.request<Deal>('GET', `/api/deals/${deal.id}`);
    expect(cached.body.available_slots).toBe(5);
    const stream = await openEventStream(`${b.url}${LIVE_EVENTS_PATH}`);

    const buyer = await signUp(a);
    const booking = await a.request<Booking>('POST', '/api/bookings', { token: buyer.token, body: { deal_id: deal.id } });
    expect(booking.status).toBe(201);

    const [message] = await stream.waitFor(1);
    expect(message!.event).toBe('slots');
    expect(JSON.parse(message!.data!)).toEqual({
      type: 'slots',
      deal_id: deal.id,
      session_id: null,
      slots_left: 4,
      change: -1,
      starts_at: null,
      cutoff_minutes: null,
    });
    // B's clock never moved: only the event could have dropped its kept answer.
    expect((await b.request<Deal>('GET', `/api/deals/${deal.id}`)).body.available_slots).toBe(4);
    stream.close();
  });

  it('both instances send the same ids in the same order', async () => {
    const fromA = await openEventStream(`${a.url}${LIVE_EVENTS_PATH}`);
    const fromB = await openEventStream(`${b.url}${LIVE_EVENTS_PATH}`);
    await Promise.all(Array.from({ length: 10 }, () => insertDeal(a.db, null)));
    const [seenByA, seenByB] = await Promise.all([fromA.waitFor(10), fromB.waitFor(10)]);
    expect(seenByB).toEqual(seenByA);
    // So a client moving from A to B resumes where it was.
    const resumed = await openEventStream(`${b.url}${LIVE_EVENTS_PATH}`, { 'Last-Event-ID': seenByA[4]!.id! });
    expect(await resumed.waitFor(5)).toEqual(seenByA.slice(5));
    for (const stream of [fromA, fromB, resumed]) stream.close();
  });
});
