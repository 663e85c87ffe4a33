/**
 * `npm run bench` (root): the API's throughput and search latency on real Postgres.
 *
 * 1. A fresh `spur_bench` database on the server of DATABASE_URL (default: local Postgres),
 *    migrated, seeded with the demo dataset, then filled with generated deals to 10,000.
 * 2. autocannon (loopback, BENCH_CONNECTIONS connections, BENCH_DURATION seconds per run) against
 *    GET /api/deals and GET /api/deals?search=beach on the API, each next to a bare Koa app
 *    answering the same bytes: the API/static ratio is the figure (what the API costs over HTTP).
 * 2b. The production build behind the proxy (bench/proxy.ts): two instances of server/dist/main.js
 *    behind nginx on this database, autocannon on GET /api/deals and the server-rendered /deals
 *    through nginx and straight to one instance, each instance's memory idle and under load and
 *    its pool at its busiest (its /metrics), and BENCH_LIVE_CLIENTS live clients on one of them.
 * 3. Search latency: BENCH_QUERIES sequential searches with varied terms (p50/p99 end to end),
 *    and EXPLAIN ANALYZE of the search queries (EXPLAIN_TERMS), at 10,000 and then 100,000 deals.
 * 4. The feed at the last size: every generated deal gets BENCH_FEED_SESSIONS upcoming sessions
 *    (default 5), then for GET /api/deals (soonest session first) and ?when=now: the catalogue
 *    SQL the deals service issues, run BENCH_QUERIES times (p50/p99 round trip), the service's
 *    whole list(), BENCH_QUERIES sequential HTTP requests that each miss the API's catalogue cache
 *    (p50/p99) and as many that hit it, and EXPLAIN (ANALYZE, BUFFERS) of that SQL with the
 *    indexes it names. Then searches over those deals (FEED_SEARCH_TERMS): the catalogue SQL of
 *    each term's first page, BENCH_QUERIES runs (p50/p99 round trip), and its EXPLAIN ANALYZE.
 *
 * 5. Near me, at the last size: every generated venue lies in a square of 100 km around the default
 *    centre (a hash of the deal's number, so the spread is even and the same on every run). For
 *    GET /api/deals?lat&lng&radius_km=5 (sort now_near, the default around a centre) and with
 *    sort=distance, from BENCH_PLACE_CENTRES centres within 20 km of the default one: the catalogue
 *    SQL (p50/p99 round trip over BENCH_QUERIES runs), HTTP requests that miss the catalogue cache
 *    (p50/p99), and EXPLAIN (ANALYZE, BUFFERS) naming the indexes (deals_venue_idx is the GiST
 *    index over ll_to_earth(latitude, longitude)). Without a radius too, for comparison. Deals and
 *    sessions are vacuumed first (the feed's generation left every deal rewritten).
 *
 * 6. Live events: BENCH_LIVE_CLIENTS (1,000) Server-Sent Events clients on a fresh API instance,
 *    memory per client (RSS and heap after a GC, less the same before, ÷ clients) and the delay
 *    from a hold through the API to every client's `slots` event over BENCH_LIVE_BOOKINGS (20)
 *    holds (p50/p99/max), see bench/live.ts. Bulk generation is silent (one `reload`).
 *
 * 7. Alerts (bench/alerts.ts), after the throughput runs on the first size: 10,000 saved alerts
 *    bulk-loaded around Laguna Beach, then new sessions near the centre; p50/p99 from each
 *    session's commit to its notifications queued (the sweep's matching), and the sweep interval's
 *    share of the delay a person sees; then, every person with a browser subscribed at a stand-in
 *    push service, p50/p99 from a commit through the alert relay to its pushes received.
 *
 * A quick run: BENCH_SIZES=100000 BENCH_DURATION=3 BENCH_QUERIES=100 npm run bench. One section:
 * BENCH_SECTIONS=search (or throughput, proxy, alerts, feed, near, live; comma-separated), the data it needs is still
 * generated. BENCH_DB names the database (default spur_bench), so runs can share a server.
 *
 * Each server runs in its own process (bench/serve.ts); everything is stopped at the end and the
 * database dropped (BENCH_KEEP=1 keeps it). Prints tables; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEALS_PAGE_SIZE, DEFAULT_CENTRE, type DealQuery } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import { createDb, type Db } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrate';
import { withoutLiveEvents } from '../src/db/liveEvents';
import { seedDemoData } from '../src/db/seeds/demo';
import { createCatalogueService } from '../src/services/catalogue';
import { alertsSection } from './alerts';
import { liveFanOut } from './live';
import { load, ms } from './measure';
import { proxySection } from './proxy';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const QUERIES = Number(env.BENCH_QUERIES ?? 200);
const SIZES = (env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const FEED_SESSIONS = Number(env.BENCH_FEED_SESSIONS ?? 5);
const PLACE_CENTRES = Number(env.BENCH_PLACE_CENTRES ?? 5);
const LIVE_CLIENTS = Number(env.BENCH_LIVE_CLIENTS ?? 1000);
const LIVE_BOOKINGS = Number(env.BENCH_LIVE_BOOKINGS ?? 20);
const LOAD = { connections: CONNECTIONS, duration: DURATION };
const ADMIN_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = env.BENCH_DB ?? 'spur_bench';
/** The sections to run (throughput, proxy, alerts, search, feed, near, live), all by default: BENCH_SECTIONS=search runs search alone. */
const SECTIONS = new Set((env.BENCH_SECTIONS ?? 'throughput,proxy,alerts,search,feed,near,live').split(','));
/**
 * A selective term (a few percent of deals), a common one (about half of them) and one no deal
 * matches (the walk of the newest deals comes short: the search indexes answer).
 */
const EXPLAIN_TERMS = ['kayak', 'beach', 'zanzibar'];
/**
 * Searches over deals with sessions (the feed step's): a selective term, a common one, one the
 * planner underestimates (two lexemes it takes as independent) and one no deal matches.
 */
const FEED_SEARCH_TERMS = ['kayak', 'beach', 'emerald bay', 'zanzibar'];
const SEARCH_TERMS = ['beach', 'kayak', 'sunset', 'yoga', 'safari', 'wine tasting', 'laguna', 'surf lesson', 'massage', 'stargazing', 'harbor', 'emerald bay', 'comedy', 'paddle', 'zanzibar'];

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

// ---- data ------------------------------------------------------------------------------------

const ADJECTIVES = ['Sunset', 'Sunrise', 'Guided', 'Private', 'Family', 'Twilight', 'Coastal', 'Hidden', 'Secret', 'Classic', 'Premium', 'Morning', 'Evening', 'Wild', 'Local', 'Scenic', 'Historic', 'Gourmet', 'Relaxing', 'Thrilling'];
const ACTIVITIES = ['Kayak Tour', 'Surf Lesson', 'Beach Yoga', 'Wine Tasting', 'Safari Drive', 'Snorkel Trip', 'Food Walk', 'Spa Day', 'Comedy Night', 'Whale Watch', 'Bike Ride', 'Paddleboard Session', 'Cooking Class', 'Tide Pool Walk', 'Sailing Trip', 'Art Walk', 'Jazz Evening', 'Hiking Trek', 'Photography Tour', 'Beach Bonfire', 'Massage', 'Zip Line', 'Horseback Ride', 'Brewery Tour', 'Stargazing'];
const PLACES = ['Laguna Beach, CA', 'Newport Beach, CA', 'Dana Point, CA', 'Crystal Cove, CA', 'San Clemente, CA', 'Huntington Beach, CA', 'Corona del Mar, CA', 'Irvine, CA', 'Costa Mesa, CA', 'Aliso Viejo, CA', 'Mission Viejo, CA', 'San Juan Capistrano, CA', 'Seal Beach, CA', 'Balboa Island, CA', 'Emerald Bay, CA'];
const SENTENCES = ['Small groups and friendly guides.', 'All equipment included.', 'Perfect for beginners and families.', 'Book now, spots are limited.', 'Enjoy stunning ocean views.', 'Snacks and drinks provided.', 'Meet at the harbor entrance.', 'Free cancellation up to 24 hours before.', 'Suitable for all fitness levels.', 'Local experts share hidden gems.', 'Bring sunscreen and a towel.', 'Unwind after a long week.'];
const BUSINESSES = ['Coastline Adventures', 'Harbor Light Co', 'Canyon Trails', 'Blue Wave Outfitters', 'Sunset Collective', 'Tidewater Tours', 'Golden Hour Studio', 'Seaside Wellness', 'Pacific Play', 'Driftwood Events'];
const CATEGORIES = ['beach', 'safari', 'tour', 'wellness', 'entertainment'];

/** Side of the square around the default centre that generated venues spread over, in km. */
const SPREAD_KM = 100;
const KM_PER_DEGREE = 111.32;

/**
 * Adds generated deals numbered from..to (inclusive), in one statement per 25,000. Venues: evenly
 * over a square of SPREAD_KM around the default centre, by two multiplicative hashes of g.
 */
async function generateDeals(db: Db, from: number, to: number) {
  const latSpan = SPREAD_KM / KM_PER_DEGREE;
  const lngSpan = SPREAD_KM / (KM_PER_DEGREE * Math.cos((DEFAULT_CENTRE.latitude * Math.PI) / 180));
  // Quietly: one `reload` for the listening API instead of an event per row.
  await db.transaction((trx) =>
    withoutLiveEvents(trx, async () => {
      for (let start = from; start <= to; start += 25_000) {
        const end = Math.min(to, start + 24_999);
        await trx.raw(
          `INSERT INTO deals (title, description, price, category, location, business_name, available_slots, created_at, updated_at, latitude, longitude)
           SELECT
             w.adj[1 + (g * 7) % cardinality(w.adj)] || ' ' || w.act[1 + (g * 13) % cardinality(w.act)],
             w.act[1 + (g * 13) % cardinality(w.act)] || ' near ' || w.place[1 + (g * 11) % cardinality(w.place)] || '. '
               || w.sentence[1 + g % cardinality(w.sentence)] || ' ' || w.sentence[1 + (g * 5) % cardinality(w.sentence)],
             10 + (g * 37) % 190 + 0.99,
             w.cat[1 + g % cardinality(w.cat)],
             w.place[1 + (g * 11) % cardinality(w.place)],
             w.biz[1 + (g * 17) % cardinality(w.biz)] || ' ' || (g % 500),
             1 + g % 20,
             now() - make_interval(mins => g),
             now(),
             ?::float8 + ?::float8 * (((g::bigint * 2654435761) % 1000003) / 1000003.0 - 0.5),
             ?::float8 + ?::float8 * (((g::bigint * 40503 + 12345) % 999983) / 999983.0 - 0.5)
           FROM generate_series(?::int, ?::int) AS g,
             (SELECT ?::text[] AS adj, ?::text[] AS act, ?::text[] AS place, ?::text[] AS sentence, ?::text[] AS biz, ?::text[] AS cat) AS w`,
          [DEFAULT_CENTRE.latitude, latSpan, DEFAULT_CENTRE.longitude, lngSpan, start, end, ADJECTIVES, ACTIVITIES, PLACES, SENTENCES, BUSINESSES, CATEGORIES],
        );
      }
    }),
  );
  await db.raw('ANALYZE deals');
}

/**
 * Gives every deal not in `keep` (the generated ones) `perDeal` upcoming sessions and marks it
 * as having sessions (the sessions in one INSERT ... SELECT). Deal n's first start falls within the next day (a
 * minute-grid spread, so deals share starts) and the next ones about a day apart each; one
 * session in ten is sold out (a hash of deal and session, so not the same deal's every time);
 * cut-offs are 15 minutes.
 */
async function generateSessions(db: Db, keep: string[], perDeal: number): Promise<number> {
  // Quietly, like the deals.
  const result = await db.transaction((trx) =>
    withoutLiveEvents(trx, async () => {
      const inserted = await trx.raw(
        `INSERT INTO sessions (deal_id, starts_at, duration_minutes, capacity, slots_left, cutoff_minutes)
         SELECT d.id,
           date_trunc('minute', now()) + make_interval(mins => 30 + (d.n * 37) % 1440 + k * (1440 + (d.n % 7) * 60)),
           60 + (d.n % 4) * 30,
           4 + d.n % 12,
           CASE WHEN (d.n::bigint * 2654435761 + k * 40503) % 1000 < 100 THEN 0 ELSE 1 + (d.n + k) % (4 + d.n % 12) END,
           15
         FROM (SELECT id, (row_number() OVER (ORDER BY created_at DESC, id))::int AS n FROM deals WHERE NOT (id = ANY(?::uuid[]))) AS d,
           generate_series(0, ?::int - 1) AS k`,
        [keep, perDeal],
      );
      await trx.raw(`UPDATE deals SET has_sessions = true WHERE NOT (id = ANY(?::uuid[])) AND NOT has_sessions`, [keep]);
      return inserted;
    }),
  );
  await db.raw('ANALYZE sessions');
  await db.raw('ANALYZE deals');
  return (result as { rowCount: number }).rowCount;
}

// ---- processes and measurement ----------------------------------------------------------------

async function startTarget(args: string[]): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--conditions=@spur/source', 'bench/serve.ts', ...args], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
    // The identity-admin client's Node 20 notice is noise here.
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  children.push(child);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`bench target ${args[0]} exited with ${code}`))));
  const lines = createInterface({ input: child.stdout! });
  const port = await Promise.race([
    (async () => {
      for await (const line of lines) if (line.startsWith('{')) return (JSON.parse(line) as { port: number }).port;
      throw new Error('no port');
    })(),
    exited,
  ]);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.stdin!.end() };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function searchLatency(apiUrl: string) {
  const times: number[] = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const term = SEARCH_TERMS[index % SEARCH_TERMS.length]!;
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/deals?search=${encodeURIComponent(term)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search "${term}" answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)! };
}

/** EXPLAIN ANALYZE of exactly the catalogue queries the deals service runs for `term`. */
async function explainSearch(db: Db, term: string): Promise<string[][]> {
  return Promise.all((await catalogueQueries(db, { search: term })).map((query) => explain(db, query)));
}

/**
 * The catalogue queries of the first page of each search term in turn, QUERIES runs (p50, p99,
 * max round trip), and the count GET /api/deals/page adds for its total.
 */
async function searchSql(db: Db) {
  // One after the other: each capture listens to every query the pool runs.
  const byTerm: Captured[][] = [];
  const counts: Captured[] = [];
  for (const term of SEARCH_TERMS) {
    byTerm.push(await catalogueQueries(db, { search: term }));
    counts.push(await countQuery(db, term));
  }
  let run = 0;
  const times: number[] = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const started = performance.now();
    for (const query of byTerm[index % byTerm.length]!) await db.raw(query.sql, query.bindings as never);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const count = await timed(QUERIES, () => {
    const query = counts[run++ % counts.length]!;
    return db.raw(query.sql, query.bindings as never);
  });
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)!, count };
}

/** The count of matches GET /api/deals/page answers as its total, for `term`. */
async function countQuery(db: Db, term: string): Promise<Captured> {
  const captured: Captured[] = [];
  const capture = (issued: Captured) => captured.push(issued);
  db.on('query', capture);
  try {
    await createCatalogueService({ db, clock: manualClock() }).page({ search: term, category: undefined, language: undefined, when: undefined, sort: undefined, limit: 1, cursor: undefined });
  } finally {
    db.off('query', capture);
  }
  const count = captured.find((issued) => issued.sql.includes('count('));
  if (!count) throw new Error('no count query');
  return { sql: count.sql.replace(/\$\d+/g, '?'), bindings: count.bindings };
}

const executionTime = (plan: string[]) => plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
/** The indexes a plan read (a node the run never executed read none). */
const indexesUsed = (plan: string[], pattern = /deals_\w+_idx/g) =>
  [...new Set(plan.filter((line) => !line.includes('(never executed)')).flatMap((line) => line.match(pattern) ?? []))].join(' + ') || 'none (seq scan)';

interface Captured {
  sql: string;
  bindings: unknown[];
}

/** A catalogue query as the route hands it to the deals service (first page). */
const catalogueQuery = (query: Partial<DealQuery>): DealQuery => ({
  search: undefined,
  category: undefined,
  language: undefined,
  when: undefined,
  sort: undefined,
  limit: DEALS_PAGE_SIZE,
  offset: 0,
  ...query,
});

/**
 * The catalogue queries (not the page's details) the deals service runs for the first page of
 * `query`: the deals with sessions, then the open-dated ones when that page is not full (soonest);
 * the nearest (distance); the best scores, as far as the reach had to grow (now_near).
 */
async function catalogueQueries(db: Db, query: Partial<DealQuery>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const capture = (issued: Captured) => captured.push(issued);
  db.on('query', capture);
  try {
    await createCatalogueService({ db, clock: manualClock() }).list(catalogueQuery(query));
  } finally {
    db.off('query', capture);
  }
  // The event carries the native SQL ($1, $2...), numbered in binding order.
  return captured
    .filter((issued) => issued.sql.includes('"deals" as "d"'))
    .map((issued) => ({ sql: issued.sql.replace(/\$\d+/g, '?'), bindings: issued.bindings }));
}

async function timed(runs: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function explain(db: Db, { sql, bindings }: Captured): Promise<string[]> {
  const plan = await db.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, bindings as never);
  return plan.rows.map((row) => row['QUERY PLAN']);
}

/** Searches over deals with sessions: SQL latency of each term's first page, and the plans. */
async function feedSearches(db: Db, deals: number) {
  const rows: Array<Record<string, string | number>> = [];
  const plans: Array<{ name: string; plans: string[][] }> = [];
  for (const term of FEED_SEARCH_TERMS) {
    const queries = await catalogueQueries(db, { search: term });
    const sql = await timed(QUERIES, async () => {
      for (const query of queries) await db.raw(query.sql, query.bindings as never);
    });
    const explained = await Promise.all(queries.map((query) => explain(db, query)));
    plans.push({ name: `GET /api/deals?search=${term}`, plans: explained });
    rows.push({
      search: term,
      deals,
      'catalogue queries': queries.length,
      'SQL p50': ms(sql.p50),
      'SQL p99': ms(sql.p99),
      'SQL (EXPLAIN)': explained.map(executionTime).join(' + '),
      via: indexesUsed(explained.flat(), /\b\w+_(?:idx|pkey)\b/g),
    });
  }
  return { rows, plans };
}

/**
 * Centres within 20 km of the default one (the first is the default centre itself), so the runs
 * do not all read the same neighbourhood.
 */
function placeCentres(count: number): Array<{ lat: number; lng: number }> {
  return Array.from({ length: count }, (_, index) => {
    const angle = index * 2.399963;
    const km = index === 0 ? 0 : 20 * Math.sqrt(index / count);
    return {
      lat: DEFAULT_CENTRE.latitude + (km * Math.sin(angle)) / KM_PER_DEGREE,
      lng: DEFAULT_CENTRE.longitude + (km * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((DEFAULT_CENTRE.latitude * Math.PI) / 180)),
    };
  });
}

/** "Near me": SQL and HTTP latency of the catalogue around a centre, and the plans. */
async function nearMe(db: Db, apiUrl: string, deals: number) {
  // Steady state: generating the sessions rewrote every deal (has_sessions), leaving as many dead
  // rows as live ones for autovacuum to clear while we measure.
  await db.raw('VACUUM ANALYZE deals, sessions');
  const centres = placeCentres(PLACE_CENTRES);
  const rows: Array<Record<string, string | number>> = [];
  const plans: Array<{ name: string; plans: string[][] }> = [];
  for (const [name, extra] of [
    ['radius_km=5 (now_near)', { radius_km: 5 }],
    ['radius_km=5&sort=distance', { radius_km: 5, sort: 'distance' }],
    ['radius_km=5&sort=soonest', { radius_km: 5, sort: 'soonest' }],
    ['no radius (now_near)', {}],
    ['no radius, sort=distance', { sort: 'distance' }],
  ] as const) {
    // One after the other: each capture listens to every query the pool runs.
    const queries: Captured[][] = [];
    for (const centre of centres) queries.push(await catalogueQueries(db, { ...centre, ...extra }));
    let run = 0;
    const sql = await timed(QUERIES, async () => {
      for (const query of queries[run++ % queries.length]!) await db.raw(query.sql, query.bindings as never);
    });
    let listed = 0;
    let miss = 0;
    const http = await timed(QUERIES, async () => {
      const centre = centres[miss % centres.length]!;
      const params = new URLSearchParams({ lat: String(centre.lat), lng: String(centre.lng), bench: String((miss += 1)) });
      for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
      const response = await fetch(`${apiUrl}/api/deals?${params.toString()}`);
      if (!response.ok) throw new Error(`near me ${name} answered ${response.status}`);
      listed = ((await response.json()) as unknown[]).length;
    });
    const explained = await Promise.all(queries[0]!.map((query) => explain(db, query)));
    plans.push({ name: `GET /api/deals?lat&lng&${name}`, plans: explained });
    rows.push({
      request: `?lat&lng&${name}`,
      deals,
      listed,
      'catalogue queries': queries.map((query) => query.length).join('/'),
      'SQL p50': ms(sql.p50),
      'SQL p99': ms(sql.p99),
      'SQL (EXPLAIN, 1st centre)': explained.map(executionTime).join(' + '),
      'HTTP p50': ms(http.p50),
      'HTTP p99': ms(http.p99),
      via: indexesUsed(explained.flat(), /\b\w+_(?:idx|pkey)\b/g),
    });
  }
  return { rows, plans };
}

// ---- the run ----------------------------------------------------------------------------------

/** 2. autocannon against the API and a bare app answering the same bytes. */
async function throughputSection(apiUrl: string, workDir: string, first: number) {
  const bodies = {
    list: Buffer.from(await (await fetch(`${apiUrl}/api/deals`)).arrayBuffer()),
    search: Buffer.from(await (await fetch(`${apiUrl}/api/deals?search=beach`)).arrayBuffer()),
  };
  await writeFile(path.join(workDir, 'list.json'), bodies.list);
  await writeFile(path.join(workDir, 'search.json'), bodies.search);
  const bare = await startTarget(['static', path.join(workDir, 'list.json'), path.join(workDir, 'search.json')]);

  const throughput: Array<Record<string, string | number>> = [];
  for (const [name, query, bytes] of [
    ['GET /api/deals', '', bodies.list.length],
    ['GET /api/deals?search=beach', '?search=beach', bodies.search.length],
  ] as const) {
    const statics = await load(`${bare.url}/api/deals${query}`, LOAD);
    const real = await load(`${apiUrl}/api/deals${query}`, LOAD);
    throughput.push({
      endpoint: name,
      'body bytes': bytes,
      'API req/s': Math.round(real.rps),
      'API p99': ms(real.p99),
      'static req/s': Math.round(statics.rps),
      'static p99': ms(statics.p99),
      'API / static': `${((real.rps / statics.rps) * 100).toFixed(1)} %`,
      'errors (API)': real.errors,
    });
  }
  bare.stop();
  console.info(`\nThroughput at ${first} deals (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`);
  console.table(throughput);
}

async function main() {
  console.info(`Spur benchmark: ${DURATION} s per load run, ${CONNECTIONS} connections, ${QUERIES} searches per size, sizes ${SIZES.join(', ')}`);
  const admin = createDb({ url: ADMIN_URL, poolMax: 1 });
  await admin.raw(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${BENCH_DB}`);
  const benchUrl = new URL(ADMIN_URL);
  benchUrl.pathname = `/${BENCH_DB}`;
  const db = createDb({ url: benchUrl.toString(), poolMax: 2 });
  const workDir = await mkdtemp(path.join(tmpdir(), 'spur-bench-'));
  try {
    await migrateLatest(db);
    await seedDemoData(db);
    const seedDeals: string[] = await db('deals').pluck('id');
    const count = async () => Number((await db('deals').count({ n: '*' }))[0]!.n);
    const first = SIZES[0]!;
    let started = performance.now();
    await generateDeals(db, 1, first - (await count()));
    console.info(`${await count()} deals generated in ${ms(performance.now() - started)}`);

    const api = await startTarget(['api', benchUrl.toString()]);
    if (SECTIONS.has('throughput')) await throughputSection(api.url, workDir, first);
    if (SECTIONS.has('proxy')) await proxySection(db, benchUrl.toString(), first, { ...LOAD, liveClients: LIVE_CLIENTS, liveBookings: LIVE_BOOKINGS });
    if (SECTIONS.has('alerts')) await alertsSection(db);

    const latency: Array<Record<string, string | number>> = [];
    const plans: Array<{ size: number; term: string; plans: string[][] }> = [];
    for (const size of SIZES) {
      const current = await count();
      if (current < size) {
        started = performance.now();
        await generateDeals(db, current + 1, size);
        console.info(`grown to ${await count()} deals in ${ms(performance.now() - started)}`);
      }
      if (!SECTIONS.has('search')) continue;
      const result = await searchLatency(api.url);
      const sql = await searchSql(db);
      const row: Record<string, string | number> = {
        deals: size,
        searches: QUERIES,
        'SQL p50': ms(sql.p50),
        'SQL p99': ms(sql.p99),
        'SQL max': ms(sql.max),
        'count p50 (page total)': ms(sql.count.p50),
        'count p99 (page total)': ms(sql.count.p99),
        'p50 (HTTP)': ms(result.p50),
        'p99 (HTTP)': ms(result.p99),
        'max (HTTP)': ms(result.max),
      };
      for (const term of EXPLAIN_TERMS) {
        const termPlans = await explainSearch(db, term);
        plans.push({ size, term, plans: termPlans });
        row[`SQL "${term}"`] = termPlans.map(executionTime).join(' + ');
        row[`"${term}" via`] = indexesUsed(termPlans.flat());
      }
      latency.push(row);
    }
    if (SECTIONS.has('search')) {
      console.info(
        `\nSearch latency (${SEARCH_TERMS.length} terms in turn: ${SEARCH_TERMS.join(', ')}; SQL p50/p99 = the catalogue queries the deals service issues for the first page, round trip; ` +
          `count = GET /api/deals/page's total, round trip; SQL "term" = EXPLAIN ANALYZE execution time)`,
      );
      console.table(latency);
      for (const { size, term, plans: termPlans } of plans) {
        for (const plan of termPlans) console.info(`\nEXPLAIN ANALYZE, search "${term}" at ${size} deals:\n${plan.map((line) => `  ${line}`).join('\n')}`);
      }
    }
    if (!SECTIONS.has('feed') && !SECTIONS.has('near') && !SECTIONS.has('live')) return api.stop();

    // The feed: soonest session first, with every generated deal scheduled.
    started = performance.now();
    const sessionCount = await generateSessions(db, seedDeals, FEED_SESSIONS);
    const deals = await count();
    console.info(`\n${sessionCount} sessions added (${FEED_SESSIONS} to each generated deal) in ${ms(performance.now() - started)}`);
    const feed: Array<Record<string, string | number>> = [];
    const feedPlans: Array<{ name: string; plans: string[][] }> = [];
    for (const [name, path, when] of SECTIONS.has('feed') ? [
      ['GET /api/deals', '/api/deals', undefined],
      ['GET /api/deals?when=now', '/api/deals?when=now', 'now'],
    ] as const : []) {
      const queries = await catalogueQueries(db, { when });
      const sql = await timed(QUERIES, async () => {
        for (const query of queries) await db.raw(query.sql, query.bindings as never);
      });
      const service = createCatalogueService({ db, clock: manualClock() });
      const list = await timed(QUERIES, () => service.list(catalogueQuery({ when })));
      let listed = 0;
      const get = async (url: string) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        listed = ((await response.json()) as unknown[]).length;
      };
      // The API keeps catalogue answers in memory for seconds per query: a parameter the route
      // ignores makes each request a miss, so every one reaches the database.
      let miss = 0;
      const http = await timed(QUERIES, () => get(`${api.url}${path}${path.includes('?') ? '&' : '?'}bench=${(miss += 1)}`));
      const cached = await timed(QUERIES, () => get(`${api.url}${path}`));
      const plans = await Promise.all(queries.map((query) => explain(db, query)));
      feedPlans.push({ name, plans });
      feed.push({
        request: name,
        deals,
        sessions: sessionCount,
        listed,
        'catalogue queries': queries.length,
        'SQL p50': ms(sql.p50),
        'SQL p99': ms(sql.p99),
        'SQL (EXPLAIN)': plans.map(executionTime).join(' + '),
        'list() p50': ms(list.p50),
        'list() p99': ms(list.p99),
        'HTTP p50': ms(http.p50),
        'HTTP p99': ms(http.p99),
        'HTTP cached p50': ms(cached.p50),
        via: indexesUsed(plans.flat(), /\b\w+_(?:idx|pkey)\b/g),
      });
    }
    const feedSearch = SECTIONS.has('feed') ? await feedSearches(db, deals) : { rows: [], plans: [] };
    const place = SECTIONS.has('near') ? await nearMe(db, api.url, deals) : { rows: [], plans: [] };
    api.stop();
    // A fresh instance: its memory before and after the clients is theirs alone.
    const liveApi = SECTIONS.has('live') ? await startTarget(['api', benchUrl.toString()]) : null;
    const live = liveApi ? await liveFanOut(db, liveApi.url, LIVE_CLIENTS, LIVE_BOOKINGS) : null;
    liveApi?.stop();
    if (SECTIONS.has('feed')) console.info(
      `\nFeed latency at ${deals} deals, ${FEED_SESSIONS} sessions each (${QUERIES} runs each; SQL = the catalogue queries the deals service issues, round trip; list() adds the page's details; HTTP: sequential requests, each a miss of the API's catalogue cache, and cached: the same URL again)`,
    );
    if (SECTIONS.has('feed')) console.table(feed);
    for (const { name, plans } of feedPlans) {
      for (const plan of plans) console.info(`\nEXPLAIN (ANALYZE, BUFFERS), ${name} at ${deals} deals:\n${plan.map((line) => `  ${line}`).join('\n')}`);
    }
    if (SECTIONS.has('feed')) console.info(
      `\nSearch over deals with sessions at ${deals} deals, ${FEED_SESSIONS} sessions each (${QUERIES} runs per term; SQL = the catalogue queries the deals service issues for the first page, round trip; SQL (EXPLAIN) = EXPLAIN ANALYZE execution time)`,
    );
    if (SECTIONS.has('feed')) console.table(feedSearch.rows);
    for (const { name, plans } of feedSearch.plans) {
      for (const plan of plans) console.info(`\nEXPLAIN (ANALYZE, BUFFERS), ${name} at ${deals} deals:\n${plan.map((line) => `  ${line}`).join('\n')}`);
    }
    if (SECTIONS.has('near')) console.info(
      `\nNear me at ${deals} deals over ${SPREAD_KM} km × ${SPREAD_KM} km around the default centre, ${FEED_SESSIONS} sessions each (${QUERIES} runs each, ${PLACE_CENTRES} centres in turn; SQL = the catalogue queries the deals service issues, round trip; HTTP: sequential requests, each a miss of the API's catalogue cache)`,
    );
    if (SECTIONS.has('near')) console.table(place.rows);
    for (const { name, plans } of place.plans) {
      for (const plan of plans) console.info(`\nEXPLAIN (ANALYZE, BUFFERS), ${name} at ${deals} deals:\n${plan.map((line) => `  ${line}`).join('\n')}`);
    }
    if (live) console.info(
      `\nLive events: ${live.clients} SSE clients on one instance (loopback), ${live.bookings} holds through the API one after another (guest checkout, open-dated deal)`,
    );
    if (live) console.table([
      {
        clients: live.clients,
        'RSS per client': `${(live.rssPerClient / 1024).toFixed(1)} KiB`,
        'heap per client': `${(live.heapPerClient / 1024).toFixed(1)} KiB`,
        'hold → every client p50': ms(live.toAll.p50),
        'p99': ms(live.toAll.p99),
        'max': ms(live.toAll.max),
        'hold → each client p50': ms(live.toEach.p50),
        'each p99': ms(live.toEach.p99),
      },
    ]);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await db.destroy();
    if (!env.BENCH_KEEP) await admin.raw(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.destroy();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
