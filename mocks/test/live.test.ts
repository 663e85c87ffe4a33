import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Booking, type Deal, type LiveEvent, type ManagedSession } from '@spur/contract';
import { DEAL_IDS } from '@spur/demo-data';
import { createBackend, watchLiveEvents, type LiveWatch, type StorageLike } from '@spur/mocks/node';
import { ADVENTURES, ORIGIN, TRAVELER, api, idToken, useMockServer } from './helpers';

const ofType = (type: LiveEvent['type']) => (message: { event: LiveEvent }) => message.event.type === type;

describe('live events (GET /api/deals/events)', () => {
  const mock = useMockServer();
  const watches: LiveWatch[] = [];
  const watch = async (lastEventId?: number) => {
    const opened = await watchLiveEvents(ORIGIN, lastEventId === undefined ? {} : { lastEventId });
    watches.push(opened);
    return opened;
  };
  afterEach(() => watches.splice(0).forEach((opened) => opened.close()));

  /** An adventures deal with times whose next one has spots. */
  async function datedDeal(token: string): Promise<Deal> {
    const own = await api<Deal[]>('GET', '/api/deals/business/my-deals', { token });
    return own.body.find((deal) => deal.next_session && deal.next_session.slots_left > 1)!;
  }

  it('answers a text/event-stream that starts with the reconnect delay', async () => {
    const response = await fetch(`${ORIGIN}/api/deals/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 2000\n\n');
    await reader.cancel();
  });

  it('tells a hold and its cancellation on an open-dated deal as slots of the deal', async () => {
    const stream = await watch();
    const token = await idToken(mock, TRAVELER);
    const before = (await api<Deal>('GET', `/api/deals/${DEAL_IDS.tidePools}`)).body.available_slots;
    const held = await api<Booking>('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    const hold = await stream.next(ofType('slots'));
    expect(hold.event).toEqual({
      type: 'slots',
      deal_id: DEAL_IDS.tidePools,
      session_id: null,
      slots_left: before - 1,
      change: -1,
      starts_at: null,
      cutoff_minutes: null,
    });
    await api('DELETE', `/api/bookings/${held.body.id}`, { token });
    const release = await stream.next(ofType('slots'), { skip: stream.messages.indexOf(hold) + 1 });
    expect(release.event).toMatchObject({ slots_left: before, change: 1 });
    expect(release.id).toBeGreaterThan(hold.id);
  });

  it('tells a hold of a time as slots of that session, with its start and cut-off', async () => {
    const deal = await datedDeal(await idToken(mock, ADVENTURES));
    const next = deal.next_session!;
    const stream = await watch();
    await api('POST', '/api/bookings', { token: await idToken(mock, TRAVELER), body: { deal_id: deal.id, session_id: next.id } });
    expect((await stream.next()).event).toEqual({
      type: 'slots',
      deal_id: deal.id,
      session_id: next.id,
      slots_left: next.slots_left - 1,
      change: -1,
      starts_at: next.starts_at,
      cutoff_minutes: next.cutoff_minutes,
    });
  });

  it('tells added and cancelled sessions, edited and deleted deals', async () => {
    const token = await idToken(mock, ADVENTURES);
    const deal = await datedDeal(token);
    const stream = await watch();
    const startsAt = new Date(mock.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const created = await api<ManagedSession[]>('POST', `/api/deals/business/${deal.id}/sessions`, {
      token,
      body: { starts_at: startsAt, duration_minutes: 60, capacity: 6, cutoff_minutes: 0 },
    });
    expect(created.status).toBe(201);
    const added = await stream.next(ofType('session'));
    expect(added.event).toMatchObject({ deal_id: deal.id, session: { id: created.body[0]!.id, slots_left: 6, status: 'scheduled' } });

    await api('DELETE', `/api/deals/business/sessions/${created.body[0]!.id}`, { token });
    const cancelled = await stream.next((message) => message.event.type === 'session' && message.event.session.status === 'cancelled');
    expect(cancelled.id).toBeGreaterThan(added.id);

    const renamed = await api('PUT', `/api/deals/${deal.id}`, { token, body: { title: 'Renamed by the owner', description: deal.description, price: deal.price } });
    expect(renamed.status).toBe(200);
    expect((await stream.next(ofType('deal'))).event).toEqual({ type: 'deal', deal_id: deal.id });

    await api('DELETE', `/api/deals/${deal.id}`, { token });
    expect((await stream.next(ofType('deal_removed'))).event).toEqual({ type: 'deal_removed', deal_id: deal.id });
  });

  it('replays what a reconnect missed, and sends reload when it missed more than is kept', async () => {
    const token = await idToken(mock, TRAVELER);
    const first = await watch();
    await api('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    await api('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    const seen = await first.next(ofType('slots'));
    const last = await first.next(ofType('slots'), { skip: first.messages.indexOf(seen) + 1 });

    const resumed = await watch(seen.id);
    expect(await resumed.next()).toEqual(last);

    const ahead = await watch(last.id + 100);
    expect(await ahead.next()).toEqual({ id: last.id, event: { type: 'reload' } });
  });

  it('takes the resume point from ?lastEventId= too, and answers 400 to one that is not an id', async () => {
    await api('POST', '/api/bookings', { token: await idToken(mock, TRAVELER), body: { deal_id: DEAL_IDS.tidePools } });
    const response = await fetch(`${ORIGIN}/api/deals/events?lastEventId=${mock.backend.live.lastId - 1}`);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: slots')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`id: ${mock.backend.live.lastId}\n`);
    await reader.cancel();
    const invalid = await fetch(`${ORIGIN}/api/deals/events`, { headers: { 'Last-Event-ID': 'abc' } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: MESSAGES.validLastEventId });
  });

  it('watchEvents (the contract suite’s driver) gives exactly the events of the changes between start and stop', async () => {
    const token = await idToken(mock, TRAVELER);
    await api('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    const watch = await mock.watchEvents();
    const held = await api<Booking>('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.tidePools } });
    await api('DELETE', `/api/bookings/${held.body.id}`, { token });
    const events = await watch.stop();
    expect(events.map((event) => event.type === 'slots' && event.change)).toEqual([-1, 1]);
  });

  it('tells every open page to reload when the demo data is reset', async () => {
    const stream = await watch();
    await mock.backend.reset();
    expect((await stream.next()).event).toEqual({ type: 'reload' });
  });

  it('says nothing on a request that changes no deal or session', async () => {
    const stream = await watch();
    await api('GET', '/api/deals');
    await api('PUT', '/api/users/profile', { token: await idToken(mock, TRAVELER), body: { full_name: 'Pat Traveler' } });
    await api('POST', '/api/bookings', { token: await idToken(mock, TRAVELER), body: { deal_id: DEAL_IDS.tidePools } });
    expect((await stream.next()).event.type).toBe('slots');
    expect(stream.messages).toHaveLength(1);
  });
});

describe('live events across the demo’s tabs', () => {
  function memoryStorage(): StorageLike {
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
  }

  it('hands the events of saved writes to onEvents; another tab receives them after reading the data again', async () => {
    const storage = memoryStorage();
    const told: LiveEvent[][] = [];
    const first = createBackend({ storage, onEvents: (events) => told.push([...events]) });
    const second = createBackend({ storage });
    await first.ready();
    await second.ready();
    first.db.deal.update({ where: { id: { equals: DEAL_IDS.tidePools } }, data: { available_slots: 1 } });
    expect(told).toEqual([]);
    first.commit();
    expect(told).toEqual([[expect.objectContaining({ type: 'slots', deal_id: DEAL_IDS.tidePools, slots_left: 1 })]]);

    const received: unknown[] = [];
    second.live.subscribe((message) => received.push(message));
    second.receive(told[0]!);
    expect(second.db.deal.findFirst({ where: { id: { equals: DEAL_IDS.tidePools } } })!.available_slots).toBe(1);
    expect(received).toEqual([{ id: 1, event: told[0]![0] }]);
  });
});
