/**
 * The production build behind the proxy, for `npm run bench` (section `proxy`): two instances of
 * server/dist/main.js under plain node (NODE_ENV=production, as `npm run start:prod` runs it) on
 * the bench database, behind Debian's nginx as the two-instance test sets it (@spur/test-kit/nginx:
 * deploy/nginx.conf's rules, but one worker and no upstream keepalive, so each proxied request
 * opens a connection to an instance; the nginx rows are likely below what deploy/ gets).
 *
 * - autocannon on GET /api/deals and the server-rendered /deals, through nginx (both instances)
 *   and straight to one instance, with a browser's Accept-Encoding: answers go out compressed,
 *   as they do to visitors;
 * - each instance's memory (RSS) idle and at its peak under load, and its database pool at its
 *   busiest, read from its own /metrics every 200 ms (what an operator's scrape would see);
 * - live clients on one built instance (bench/live.ts), its memory read from /metrics too: no GC
 *   is forced there, so RSS per client is the figure, not heap.
 */
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ensureAppBuilt } from '@spur/local-stack';
import { buildServer, startBehindNginx } from '@spur/test-kit/instance';
import { NGINX_BIN, nginxInstalled } from '@spur/test-kit/nginx';
import type { Db } from '../src/db/knex';
import { liveFanOut } from './live';
import { load, ms, type LoadOptions } from './measure';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const INSTANCES = 2;
const METRICS_TOKEN = 'bench-proxy-metrics-token';
const REQUESTS = [
  ['GET /api/deals', '/api/deals'],
  ['GET /deals (server-rendered)', '/deals'],
] as const;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
/** Requests per page before measuring: the first renders run cold code. */
const WARM_UP = 20;
const MiB = 1024 * 1024;

interface Scrape {
  rss: number;
  heapUsed: number;
  liveClients: number;
  poolUsed: number;
  poolPending: number;
}

async function scrape(origin: string): Promise<Scrape> {
  const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rss: value('process_resident_memory_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    liveClients: value('spur_live_clients'),
    poolUsed: value('spur_db_pool_connections{state="used"}'),
    poolPending: value('spur_db_pool_connections{state="pending"}'),
  };
}

/** Scrapes every origin every 200 ms until `stop()`, which resolves with each one's peaks. */
function watchPeaks(origins: string[]) {
  const peaks = origins.map(() => ({ rss: 0, poolUsed: 0, poolPending: 0 }));
  const timer = setInterval(() => {
    for (const [index, origin] of origins.entries()) {
      const peak = peaks[index]!;
      scrape(origin).then((sample) => {
        peak.rss = Math.max(peak.rss, sample.rss);
        peak.poolUsed = Math.max(peak.poolUsed, sample.poolUsed);
        peak.poolPending = Math.max(peak.poolPending, sample.poolPending);
      }, () => undefined);
    }
  }, 200);
  return { stop: () => (clearInterval(timer), peaks) };
}

export interface ProxyOptions extends LoadOptions {
  liveClients: number;
  liveBookings: number;
}

export async function proxySection(db: Db, databaseUrl: string, deals: number, options: ProxyOptions) {
  if (!nginxInstalled) throw new Error(`bench proxy: nginx is not installed at ${NGINX_BIN} (apt-get install nginx-light, or set NGINX_BIN)`);
  await ensureAppBuilt(pino({ level: 'info' }));
  await buildServer(SERVER_DIR);
  // Request logs off (the default here), as in the other sections: the figure is the server's, not its log pipe's.
  const deployment = await startBehindNginx(SERVER_DIR, INSTANCES, { DATABASE_URL: databaseUrl, METRICS_TOKEN });
  const { nginx } = deployment;
  const origins = deployment.ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    const throughput: Array<Record<string, string | number>> = [];
    const memory: Array<Record<string, string | number>> = [];
    for (let round = 0; round < WARM_UP; round += 1) {
      for (const [, path] of REQUESTS) {
        const response = await fetch(`${nginx.url}${path}`, { headers: BROWSER_HEADERS });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`bench proxy: ${path} answered ${response.status}`);
      }
    }
    const idle = await Promise.all(origins.map(scrape));
    const watch = watchPeaks(origins);
    for (const [request, path] of REQUESTS) {
      for (const [via, origin] of [
        [`nginx → ${INSTANCES} instances`, nginx.url],
        ['1 instance, direct', origins[0]!],
      ] as const) {
        const result = await load(`${origin}${path}`, { ...options, headers: BROWSER_HEADERS });
        throughput.push({ request, via, 'req/s': Math.round(result.rps), p50: ms(result.p50), p99: ms(result.p99), errors: result.errors });
      }
    }
    const peaks = watch.stop();
    for (const [index, origin] of origins.entries()) {
      memory.push({
        instance: `${index + 1} (${origin})`,
        'RSS idle': `${(idle[index]!.rss / MiB).toFixed(0)} MiB`,
        'RSS peak under load': `${(peaks[index]!.rss / MiB).toFixed(0)} MiB`,
        'pool in use, peak': peaks[index]!.poolUsed,
        'pool waits, peak': peaks[index]!.poolPending,
      });
    }
    // Straight to the instance: each stream through nginx holds two of its 1,024 worker connections.
    const live = await liveFanOut(db, origins[0]!, options.liveClients, options.liveBookings, scrape);

    console.info(
      `\nThe production build behind nginx at ${deals} deals (server/dist/main.js, NODE_ENV=production, ${INSTANCES} instances, DB_POOL_MAX default; autocannon in the bench's process, ${options.connections} connections, ${options.duration} s each, Accept-Encoding: br, gzip)`,
    );
    console.table(throughput);
    console.info('\nMemory and database pool per instance (its /metrics, every 200 ms across the runs above)');
    console.table(memory);
    console.info(`\nLive clients on one built instance, direct: ${live.clients} SSE clients, ${live.bookings} holds one after another`);
    console.table([
      {
        clients: live.clients,
        'RSS per client': `${(live.rssPerClient / 1024).toFixed(1)} KiB`,
        'hold → every client p50': ms(live.toAll.p50),
        p99: ms(live.toAll.p99),
        max: ms(live.toAll.max),
      },
    ]);
  } finally {
    await deployment.stop();
  }
}
