/**
 * The live stream under load, for `npm run bench`: `clients` SSE connections to one API instance
 * (loopback, opened in batches), then memory per client (the API's RSS and heap, after a GC on
 * bench/serve.ts, less the same before any client, divided by the clients) and, for `bookings` holds made one after
 * another through the API (guest checkout of an open-dated deal), the delay from sending the hold
 * to the moment the last client has its `slots` event (p50/p99/max), and to each client's (p50/p99).
 */
import http, { type ClientRequest } from 'node:http';
import { LIVE_EVENTS_PATH, toCents } from '@spur/contract';
import type { Db } from '../src/db/knex';

export interface LiveFigures {
  clients: number;
  bookings: number;
  rssPerClient: number;
  heapPerClient: number;
  toAll: { p50: number; p99: number; max: number };
  toEach: { p50: number; p99: number };
}

export interface Memory {
  rss: number;
  heapUsed: number;
  liveClients: number;
}

/** How the instance's memory is read: bench/serve.ts's GET /bench/memory (after a GC) by default. */
export type ReadMemory = (apiUrl: string) => Promise<Memory>;

const SLOTS = 'event: slots';
const BATCH = 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Opens one stream; calls `onSlots` at each `slots` event. Resolves once the server has attached it. */
function openClient(url: string, onSlots: () => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      let carry = '';
      response.on('data', (chunk: string) => {
        resolve(request);
        // A message may be split across reads: keep the tail that could start a split marker.
        const text = carry + chunk;
        for (let at = text.indexOf(SLOTS); at >= 0; at = text.indexOf(SLOTS, at + SLOTS.length)) {
          if (at + SLOTS.length > carry.length) onSlots();
        }
        carry = text.slice(-(SLOTS.length - 1));
      });
    });
    request.on('error', reject);
  });
}

const benchMemory: ReadMemory = async (apiUrl) => (await (await fetch(`${apiUrl}/bench/memory`)).json()) as Memory;

export async function liveFanOut(db: Db, apiUrl: string, clients: number, bookings: number, memory = benchMemory): Promise<LiveFigures> {
  const deal = await db('deals')
    .where({ has_sessions: false })
    .whereNull('deleted_at')
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .first<{ id: string; price: string }>('id', 'price');
  if (!deal) throw new Error('live bench: no open-dated deal');
  await db('deals').where({ id: deal.id }).update({ available_slots: bookings + 1000 });

  const before = await memory(apiUrl);
  /** Per booking: when each client saw its event (clients see them in order). */
  const seen: number[][] = Array.from({ length: bookings }, () => []);
  let waiting: { booking: number; done: () => void } | undefined;
  const requests: ClientRequest[] = [];
  for (let opened = 0; opened < clients; opened += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, clients - opened) }, () => {
      let count = 0;
      return openClient(`${apiUrl}${LIVE_EVENTS_PATH}`, () => {
        const booking = count;
        count += 1;
        seen[booking]?.push(performance.now());
        if (waiting?.booking === booking && seen[booking]!.length === clients) waiting.done();
      });
    });
    requests.push(...(await Promise.all(batch)));
  }
  const after = await memory(apiUrl);
  if (after.liveClients !== clients) throw new Error(`live bench: ${after.liveClients} of ${clients} clients attached`);

  const toAll: number[] = [];
  const toEach: number[] = [];
  try {
    for (let booking = 0; booking < bookings; booking += 1) {
      const everyone = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`live bench: booking ${booking} reached ${seen[booking]!.length} of ${clients} clients`)), 30_000);
        waiting = { booking, done: () => (clearTimeout(timer), resolve()) };
      });
      const sent = performance.now();
      const response = await fetch(`${apiUrl}/api/payment/create-checkout-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ dealId: deal.id, amount: toCents(Number(deal.price)), guestInfo: { email: `bench${booking}@example.com` } }),
      });
      if (!response.ok) throw new Error(`live bench: checkout answered ${response.status} ${await response.text()}`);
      await everyone;
      const times = seen[booking]!;
      toAll.push(Math.max(...times) - sent);
      for (const time of times) toEach.push(time - sent);
    }
  } finally {
    for (const request of requests) request.destroy();
  }
  toAll.sort((a, b) => a - b);
  toEach.sort((a, b) => a - b);
  return {
    clients,
    bookings,
    rssPerClient: (after.rss - before.rss) / clients,
    heapPerClient: (after.heapUsed - before.heapUsed) / clients,
    toAll: { p50: percentile(toAll, 50), p99: percentile(toAll, 99), max: toAll.at(-1)! },
    toEach: { p50: percentile(toEach, 50), p99: percentile(toEach, 99) },
  };
}
