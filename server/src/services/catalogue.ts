/**
 * The public catalogue: listing, paging, search and one deal, as SQL of their own (index walks,
 * the search indexes, distances): each is the SQL twin of @spur/domain's order and filters. The
 * business's own deals are services/businessDeals.ts.
 */
import {
  CATALOGUE_COUNT_LIMIT,
  DEFAULT_TIME_ZONE,
  SEARCH_RANKED_CANDIDATES,
  MESSAGES,
  OPEN_DATED_WAIT_MINUTES,
  WALKING_METERS_PER_MINUTE,
  type Deal,
  type DealPage,
  type DealPageQuery,
  type DealQuery,
  type DealSort,
} from '@spur/contract';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import {
  EARTH_RADIUS_M,
  cataloguePlace,
  compareKeys,
  countOf,
  decodeCursor,
  encodeCursor,
  inWindow,
  nextSession,
  notFound,
  whenWindow,
  type CatalogueKey,
  type CataloguePlace,
  type Edge,
  type LatLng,
  type StartWindow,
  toDeal,
  type DealSchedule,
} from '@spur/domain';
import type { Db } from '../db/knex';
import type { CatalogueDealRow, DealRow, SessionRow } from '../db/rows';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Makes a user's text match itself literally inside ILIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface DealFilters {
  search: string | undefined;
  category: string | undefined;
  /** Deals given in this language (ISO 639-1). */
  language: string | undefined;
  now: Date;
  /** The venues to keep: within `metres` of `centre` (null: everywhere). */
  radius: { centre: LatLng; metres: number } | null;
}

// ---- place: SQL twins of @spur/domain's place.ts ------------------------------------------

/**
 * SQL twin of @spur/domain's `distanceMeters(centre, venue)` for the venue of a deal aliased `d`
 * (bindings: `centreBindings`): the same haversine on earthdistance's sphere (earth(), 6,378,168
 * m), operation for operation, so both backends agree far below a metre, and with
 * earth_distance(ll_to_earth(centre), ll_to_earth(venue)) to 1e-5 m (test: place.test.ts). It is
 * plain arithmetic on the row's columns: earth_distance over ll_to_earth costs ~4 µs a row (SQL
 * functions and the earth domain's checks), ~40 times as much, which a radius search pays for
 * every candidate.
 */
export const DISTANCE_SQL =
  `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(` +
  `sin((d.latitude - ?::float8) * pi() / 180 / 2) ^ 2 + ` +
  `cos(?::float8 * pi() / 180) * cos(d.latitude * pi() / 180) * sin((d.longitude - ?::float8) * pi() / 180 / 2) ^ 2))))`;
export const centreBindings = (centre: LatLng) => [centre.latitude, centre.latitude, centre.longitude];

/** The centre as a point of earthdistance's sphere (bindings: latitude, longitude). */
const CENTRE_EARTH_SQL = 'll_to_earth(?::float8, ?::float8)';
/** A deal's venue on that sphere: exactly the expression of deals_venue_idx (migration 009), or it is not used. */
const VENUE_EARTH_SQL = 'll_to_earth(d.latitude, d.longitude)';

/**
 * SQL twin of @spur/domain's `withinRadius(distanceMeters(centre, venue), metres)`: the
 * candidates come from deals_venue_idx (every point within `metres` of the centre lies in
 * earth_box's cube around it), then the exact distance keeps those at most `metres` away.
 */
function withinRadiusSql(radius: { centre: LatLng; metres: number }): [string, Array<Date | number>] {
  return [
    `earth_box(${CENTRE_EARTH_SQL}, ?::float8) @> ${VENUE_EARTH_SQL} AND ${DISTANCE_SQL} <= ?::float8`,
    [radius.centre.latitude, radius.centre.longitude, radius.metres, ...centreBindings(radius.centre), radius.metres],
  ];
}

/** SQL twin of @spur/domain's `roundMeters(distanceMeters(centre, venue))`, as `distance_m`. */
const distanceColumn = (db: Db, centre: LatLng | null) =>
  centre === null ? db.raw('NULL::int AS distance_m') : db.raw(`floor(${DISTANCE_SQL} + 0.5)::int AS distance_m`, centreBindings(centre));

/** A now_near search without a radius (or with a wider one) first looks this far: 62.5 minutes' walk. */
export const NOW_NEAR_FIRST_REACH_M = 5_000;
/** Half the circumference of earthdistance's sphere: a reach this long covers every venue. */
const WHOLE_EARTH_M = Math.PI * EARTH_RADIUS_M;

/**
 * The catalogue's filters of a deal aliased `d`: not removed, not expired, in the category,
 * given in the language (SQL twin of @spur/domain's `isGivenIn`; deals_languages_idx), matching
 * the search (whole words with English stemming, indexed, or any part of a word, ILIKE), and
 * within the radius.
 */
function withDealFilters(query: Knex.QueryBuilder, { search, category, language, now, radius }: DealFilters): Knex.QueryBuilder {
  query.whereNull('d.deleted_at').where((q) => q.whereNull('d.expires_at').orWhere('d.expires_at', '>', now));
  if (category) query.where('d.category', category);
  if (language) query.whereRaw('d.languages @> ARRAY[?::text]', [language]);
  if (search) withSearch(query, search);
  if (radius) query.whereRaw(...withinRadiusSql(radius));
  return query;
}

/**
 * The search filter of a deal aliased `d`: whole words with English stemming (indexed) or any
 * part of a word (ILIKE, indexed). The part-of-a-word side is `text ILIKE '%q%'` over the deal's
 * text (title, description, location, business name, category), which in a UTF-8 database is
 * exactly `lower(text) LIKE lower('%q%')`: d.search_text holds lower(text), written with the
 * deal (migration 017), so no row is lower-cased per search.
 */
function withSearch(query: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
  return query.where((q) =>
    q
      .whereRaw(`d.search_vector @@ websearch_to_tsquery('english', ?)`, [search])
      .orWhereRaw(`d.search_text LIKE lower(?::text)`, [`%${escapeLike(search)}%`]),
  );
}

/**
 * A search first walks the catalogue in its order, this many deals per match it wants, and reads
 * the search indexes only when the walk comes short (a rarer term): the first page's newest
 * open-dated deals (deals_open_dated_idx; 1,500 for the SEARCH_RANKED_CANDIDATES candidates: a
 * term in 3 % of deals finds them there), and the deals with sessions, as open sessions in start
 * order (sessions_feed_idx; 3,000 for a page of 100).
 */
const SEARCH_WALK_PER_MATCH = 30;

/** SQL twin of @spur/domain's `isOpenForBooking` for a session aliased `s` (binding: now). */
export const OPEN_SESSION_SQL = `s.status = 'scheduled' AND s.starts_at - make_interval(mins => s.cutoff_minutes) > ?`;

/**
 * A session aliased `alias` open for booking (`isOpenForBooking`) and starting in the window
 * (`inWindow`), with its bindings. Open means starting after the cut-off, so after now too
 * (cutoff_minutes >= 0): the redundant `starts_at > now` bounds walks of the indexes.
 */
function openInWindowSql(alias: string, window: StartWindow | null, now: Date): [string, Array<Date | number>] {
  return [
    `${alias}.status = 'scheduled' AND ${alias}.starts_at > ? AND ${alias}.starts_at - make_interval(mins => ${alias}.cutoff_minutes) > ?` +
      (window ? ` AND ${alias}.starts_at >= ? AND ${alias}.starts_at < ?` : ''),
    [now, now, ...(window ? [window.from, window.to] : [])],
  ];
}

const DEAL_COLUMN_NAMES = [
  'id', 'owner_id', 'title', 'description', 'price', 'original_price', 'category', 'location', 'business_name', 'business_id',
  'available_slots', 'image', 'booking_type', 'vendor_shortname', 'expires_at', 'created_at', 'updated_at',
  'deleted_at', 'time_zone', 'price_drop_floor', 'price_drop_window_minutes', 'has_sessions', 'latitude', 'longitude',
  'cancel_free_hours', 'cancel_late_refund_percent', 'languages',
];
const DEAL_COLUMNS = DEAL_COLUMN_NAMES.map((column) => `d.${column}`);
/** The columns of a catalogue row of a deal with sessions: the deal's, its distance and its start. */
const DATED_PAGE_COLUMNS = [...DEAL_COLUMN_NAMES, 'distance_m', 'key_start'];

/** A timestamp as whole microseconds since the epoch (exact: extract answers numeric). */
const MICROS_SQL = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
/** Whole microseconds since the epoch as a timestamp (binding: the microseconds). */
const FROM_MICROS_SQL = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;

type SoonestKey = Extract<CatalogueKey, { sort: 'soonest' }>;
type OpenDatedKey = Extract<SoonestKey, { start: null }>;
type DistanceKey = Extract<CatalogueKey, { sort: 'distance' }>;
type NowNearKey = Extract<CatalogueKey, { sort: 'now_near' }>;

/** A catalogue row's key in the order `sort` (its key columns; `at`: the time now_near scores count from). */
function keyOf(row: CatalogueDealRow, sort: DealSort, at: number): CatalogueKey {
  const { id } = row;
  if (sort === 'distance') return { sort, meters: row.key_meters!, id };
  if (sort === 'now_near') return { sort, at, score: row.score!, id };
  if (row.key_start != null) return { sort, start: Number(row.key_start), id };
  const tier = row.key_tier ?? 0;
  return { sort, start: null, tier, rank: tier === 0 ? Number(row.key_rank ?? 0) : 0, created: Number(row.key_created), id, edge: row.key_edge ?? null };
}

export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * What the sessions of a page of deals add to them: the session to show within `window`
   * (`nextSession`), the others still bookable, and the spots left across all open ones.
   */
  async function schedulesOf(rows: DealRow[], window: StartWindow | null): Promise<Map<string, DealSchedule>> {
    const dated = rows.filter((row) => row.has_sessions).map((row) => row.id);
    if (dated.length === 0) return new Map();
    const now = clock.now();
    const sessions: SessionRow[] = await db('sessions as s').select('s.*').whereIn('s.deal_id', dated).whereRaw(OPEN_SESSION_SQL, [now]);
    const byDeal = new Map<string, SessionRow[]>();
    for (const session of sessions) byDeal.set(session.deal_id, [...(byDeal.get(session.deal_id) ?? []), session]);
    return new Map(
      dated.map((dealId) => {
        const open = byDeal.get(dealId) ?? [];
        const { next, more } = nextSession(open.filter((session) => inWindow(session.starts_at.getTime(), window)), now);
        return [dealId, { next, more, openSlots: open.reduce((sum, session) => sum + session.slots_left, 0) }];
      }),
    );
  }

  /** Adds the review aggregate (average to one decimal, count) and the schedule to a page of deals. */
  async function withDetails(rows: CatalogueDealRow[], window: StartWindow | null = null): Promise<Deal[]> {
    if (rows.length === 0) return [];
    const schedules = await schedulesOf(rows, window);
    const aggregates: Array<{ deal_id: string; rating: string; review_count: string }> = await db('reviews')
      .select('deal_id')
      .select(db.raw('round(avg(rating), 1) AS rating'))
      .select(db.raw('count(*) AS review_count'))
      .whereIn('deal_id', rows.map((row) => row.id))
      .groupBy('deal_id');
    const byDeal = new Map(aggregates.map((aggregate) => [aggregate.deal_id, aggregate]));
    return rows.map((row) => {
      const aggregate = byDeal.get(row.id);
      return toDeal(row, {
        rating: aggregate ? Math.round(Number(aggregate.rating) * 10) / 10 : null,
        reviewCount: Number(aggregate?.review_count ?? 0),
        schedule: schedules.get(row.id),
        distanceM: row.distance_m,
      });
    });
  }

  /**
   * Each listed deal with sessions once, as the row of its next session within `window`
   * (`nextSession`'s choice): the soonest open one with spots left, else the soonest open one.
   * Without ORDER BY, LIMIT or columns.
   */
  function datedDeals(window: StartWindow | null, filters: DealFilters): Knex.QueryBuilder {
    return openSessions(window, filters).whereRaw(...shownSessionSql('s', window, filters.now));
  }

  /** The open sessions within `window` of the listed deals with sessions (`s` joined to `d`). */
  function openSessions(window: StartWindow | null, filters: DealFilters): Knex.QueryBuilder {
    const query = db('sessions as s')
      .join('deals as d', 'd.id', 's.deal_id')
      .where('d.has_sessions', true)
      .whereRaw(...openInWindowSql('s', window, filters.now));
    return withDealFilters(query, filters);
  }

  /**
   * An open session in `window` (deal_id, starts_at, slots_left of `alias`) is its deal's shown
   * one when no open session `e` of the deal in the window comes before it: one with spots
   * before a sold-out one, else an earlier one.
   */
  function shownSessionSql(alias: string, window: StartWindow | null, now: Date): [string, Array<Date | number>] {
    const [openSql, openBindings] = openInWindowSql('e', window, now);
    const openOfDeal = `SELECT 1 FROM sessions e WHERE e.deal_id = ${alias}.deal_id AND ${openSql}`;
    // Inside CASE each NOT EXISTS stays a subplan run per session tested, through
    // sessions_deal_start_idx; the sold-out test also names the start so the planner cannot
    // turn it into one hash of every open session with spots.
    return [
      `CASE WHEN ${alias}.slots_left > 0
         THEN NOT EXISTS (${openOfDeal} AND e.slots_left > 0 AND e.starts_at < ${alias}.starts_at)
         ELSE NOT EXISTS (${openOfDeal} AND (e.slots_left > 0 OR e.starts_at < ${alias}.starts_at))
       END`,
      [...openBindings, ...openBindings],
    ];
  }

  /**
   * `sort=soonest`: deals with sessions first, each at its next session's start (a walk of the
   * scheduled sessions in start order, sessions_feed_idx, that stops at the page), then the
   * open-dated deals, newest first (best match first when searching). SQL twin of
   * @spur/domain's `catalogueOrder`; after a cursor, of its `compareKeys` (a keyset on the walk's
   * order: the start and id, then the rank, creation time and id).
   */
  async function soonestPage(filters: DealFilters, centre: LatLng | null, window: StartWindow | null, limit: number, offset: number, after: SoonestKey | null): Promise<CatalogueDealRow[]> {
    const { search } = filters;
    let dated: CatalogueDealRow[] = [];
    // A search's first page: its newest open-dated matches, read with its deals with sessions.
    let matches: CatalogueDealRow[] | null = null;
    if (after === null || after.start !== null) {
      const keyed = (query: Knex.QueryBuilder) => {
        query.select(DEAL_COLUMNS).select(distanceColumn(db, centre)).select(db.raw(`${MICROS_SQL('s.starts_at')}::text AS key_start`));
        if (after !== null) query.whereRaw(`(s.starts_at, s.deal_id) > (${FROM_MICROS_SQL}, ?::uuid)`, [after.start, after.id]);
        return query.orderBy('s.starts_at').orderBy('s.deal_id');
      };
      const walk = search ? searchedDated(keyed, filters, search, window, limit, offset) : keyed(datedDeals(window, filters)).limit(limit).offset(offset);
      if (search && after === null && offset === 0) ({ dated, matches } = await newestMatches(filters, search, centre, Math.max(SEARCH_RANKED_CANDIDATES, limit), { walk, limit }));
      else dated = await walk;
      if (dated.length === limit) return dated;
    }
    // Then the open-dated deals, from where the deals with sessions ended.
    const datedCount =
      after !== null || dated.length > 0 || offset === 0
        ? offset + dated.length
        : Number((await datedDeals(window, filters).count({ n: '*' }))[0]!.n);
    const openAfter = after?.start === null ? after : null;
    const rest = search
      ? await searchedOpenDated(filters, search, centre, openAfter, limit - dated.length, Math.max(0, offset - datedCount), matches)
      : await newestOpenDated(filters, centre, openAfter).limit(limit - dated.length).offset(Math.max(0, offset - datedCount));
    return [...dated, ...rest];
  }

  /**
   * A search's bounded walk, then lookup, in one statement: `walk`'s rows (a bounded prefix of an
   * index's order, the search applied to those rows only) when it finds all `wanted`, since they
   * are then a prefix of the full order; else (a rarer term) `indexed`, the same rows through the
   * search indexes. The walk is materialized, so it runs once and its count is a one-time filter:
   * the lookup runs only when the walk came short. Every branch lists `columns`. `ahead`: rows
   * listed first; the walk's or the lookup's follow only while those leave room (fewer than
   * `limit`), tested first, so a full page runs neither. `order`: the statement's own (a union
   * orders by column names alone, and a WITH ordered from outside would be a subquery the planner
   * cannot flatten).
   */
  function walkThenLookup({ walk, indexed, wanted, columns, ahead = null, order = null }: {
    walk: Knex.QueryBuilder;
    indexed: Knex.QueryBuilder;
    wanted: number;
    columns: string[];
    ahead?: { rows: Knex.QueryBuilder; limit: number } | null;
    order?: string | null;
  }): Knex.Raw {
    const list = columns.join(', ');
    const room = ahead ? '(SELECT count(*) FROM ahead) < ? AND ' : '';
    const roomBindings = ahead ? [ahead.limit] : [];
    const union = `${ahead ? `SELECT ${list} FROM ahead UNION ALL` : ''}
       SELECT ${list} FROM walked WHERE ${room}(SELECT count(*) FROM walked) = ?
       UNION ALL
       SELECT ${list} FROM ? AS indexed WHERE ${room}(SELECT count(*) FROM walked) < ?`;
    return db.raw(
      `WITH ${ahead ? 'ahead AS MATERIALIZED ?, ' : ''}walked AS MATERIALIZED ?
       ${order ? `SELECT * FROM (${union}) AS page ORDER BY ${order}` : union}`,
      [...(ahead ? [ahead.rows] : []), walk, ...roomBindings, wanted, indexed, ...roomBindings, wanted],
    );
  }

  /**
   * A search's page of deals with sessions (`limit` after `offset`), by `walkThenLookup`: a walk
   * of at most SEARCH_WALK_PER_MATCH × (offset + limit) open sessions in start order
   * (sessions_feed_idx, every filter of the deal but the search) that keeps its deals' shown
   * sessions (`datedDeals`) of the matches and stops at the page; else `datedDeals` with the
   * search, the planner's choice. `keyed`: a query of sessions `s` with their deals `d` given
   * their columns and keys, in order.
   */
  function searchedDated(
    keyed: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
    filters: DealFilters,
    search: string,
    window: StartWindow | null,
    limit: number,
    offset: number,
  ): Knex.QueryBuilder {
    // The search and the shown-session test (its subplans) only on the walk's sessions: each
    // walked session costs an index entry and its deal's row.
    const walk = keyed(openSessions(window, { ...filters, search: undefined }))
      .select('s.starts_at', 's.deal_id', 's.slots_left', 'd.search_vector', 'd.search_text')
      .limit(SEARCH_WALK_PER_MATCH * (offset + limit));
    // Ordered as the walk (its start, then its deal): no sort waits for the whole walk.
    const found = withSearch(db.from(walk.as('d')), search)
      .whereRaw(...shownSessionSql('d', window, filters.now))
      .select(DATED_PAGE_COLUMNS.map((column) => `d.${column}`))
      .orderBy('d.starts_at')
      .orderBy('d.deal_id')
      .limit(limit)
      .offset(offset);
    const indexed = keyed(datedDeals(window, filters)).limit(limit).offset(offset);
    const page = walkThenLookup({ walk: found, indexed, wanted: limit, columns: DATED_PAGE_COLUMNS });
    // In start order, then id, as the walks were.
    return db.from(page.wrap('(', ') AS dated_page')).select('*').orderByRaw('key_start::bigint, id');
  }

  /** The open-dated deals of the catalogue (with their key columns), newest first, after `after`'s creation time and id. */
  function newestOpenDated(filters: DealFilters, centre: LatLng | null, after: { created: number; id: string } | null): Knex.QueryBuilder {
    const query = withDealFilters(openDatedColumns(db('deals as d'), centre).where('d.has_sessions', false), filters);
    if (after !== null) query.whereRaw(`(d.created_at, d.id) < (${FROM_MICROS_SQL}, ?::uuid)`, [after.created, after.id]);
    return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc');
  }

  /** The columns of an open-dated deal aliased `d`, with its creation time in microseconds (key_created). */
  function openDatedColumns(query: Knex.QueryBuilder, centre: LatLng | null): Knex.QueryBuilder {
    return query.select(DEAL_COLUMNS).select(distanceColumn(db, centre)).select(db.raw(`${MICROS_SQL('d.created_at')}::text AS key_created`));
  }

  /**
   * The open-dated matches of a search (@spur/domain's cursor.ts): the candidates, the
   * SEARCH_RANKED_CANDIDATES newest matches (down to the edge, found on the first page and kept
   * by the cursor), ranked (ts_rank) and ordered by `compareKeys`; then the older matches, newest
   * first. The first page takes them from the newest matches (`newestMatches`: the candidates,
   * then as many older ones as the page reaches; `matches` when the page's deals with sessions
   * read them already). After a cursor, the candidates from the edge up, then the older matches
   * continue the walk from the edge. Nothing ranks more than the candidates.
   */
  async function searchedOpenDated(filters: DealFilters, search: string, centre: LatLng | null, after: OpenDatedKey | null, limit: number, offset: number, matches: CatalogueDealRow[] | null): Promise<CatalogueDealRow[]> {
    let edge: Edge | null;
    let candidates: CatalogueDealRow[];
    // The first page's older matches, read with the candidates.
    let olderMatches: CatalogueDealRow[] = [];
    if (after === null) {
      const newest = matches ?? (await newestMatches(filters, search, centre, Math.max(SEARCH_RANKED_CANDIDATES, offset + limit), null)).matches;
      candidates = newest.slice(0, SEARCH_RANKED_CANDIDATES);
      olderMatches = newest.slice(SEARCH_RANKED_CANDIDATES);
      const oldest = candidates.at(-1);
      edge = candidates.length === SEARCH_RANKED_CANDIDATES && oldest ? { created: Number(oldest.key_created), id: oldest.id } : null;
    } else {
      edge = after.edge;
      const query = withDealFilters(openDatedColumns(db('deals as d'), centre).select(rankColumn(search)).where('d.has_sessions', false), filters);
      if (edge !== null) query.whereRaw(`(d.created_at, d.id) >= (${FROM_MICROS_SQL}, ?::uuid)`, [edge.created, edge.id]);
      candidates = after.tier === 0 ? await query : [];
    }
    const keyed = candidates.map((row): CatalogueDealRow => ({ ...row, key_tier: 0, key_edge: edge }));
    const ranked = keyed
      .filter((row) => after === null || compareKeys(keyOf(row, 'soonest', 0), after) > 0)
      .sort((a, b) => compareKeys(keyOf(a, 'soonest', 0), keyOf(b, 'soonest', 0)))
      .slice(offset, offset + limit);
    if (ranked.length === limit || edge === null) return ranked;
    const skip = Math.max(0, offset - keyed.length);
    const older: CatalogueDealRow[] =
      after === null
        ? olderMatches.slice(skip, skip + limit - ranked.length)
        : await newestOpenDated(filters, centre, after.tier === 1 ? after : edge).limit(limit - ranked.length).offset(skip);
    return [...ranked, ...older.map((row) => ({ ...row, key_tier: 1 as const, key_edge: edge }))];
  }

  /** A search's rank of a deal aliased `d` (ts_rank), as `key_rank`. */
  const rankColumn = (search: string) => db.raw(`ts_rank(d.search_vector, websearch_to_tsquery('english', ?)) AS key_rank`, [search]);

  /**
   * The `wanted` newest open-dated matches of a search, newest first, with their rank (fewer:
   * every match), by `walkThenLookup`: a walk of the newest SEARCH_WALK_PER_MATCH × `wanted`
   * open-dated deals (deals_open_dated_idx), else the matches through the search indexes
   * (deals_search_vector_idx, deals_search_text_idx), the newest `wanted`. With `dated` (a first
   * page's walk of its deals with sessions, at most `limit`), the same statement reads those
   * first, and the matches only when they leave room on the page: one round trip for the page.
   */
  async function newestMatches(
    filters: DealFilters,
    search: string,
    centre: LatLng | null,
    wanted: number,
    dated: { walk: Knex.QueryBuilder; limit: number } | null,
  ): Promise<{ dated: CatalogueDealRow[]; matches: CatalogueDealRow[] }> {
    const ranked = (newest: Knex.QueryBuilder) => newest.select(rankColumn(search)).select(db.raw('NULL::text AS key_start')).limit(wanted);
    const walk = withDealFilters(db('deals as d').select('d.*').where('d.has_sessions', false), { ...filters, search: undefined })
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(SEARCH_WALK_PER_MATCH * wanted);
    const walked = ranked(openDatedColumns(withSearch(db.from(walk.as('d')), search), centre).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc'));
    const indexed = ranked(newestOpenDated(filters, centre, null));
    // Every branch lists the same columns: the deals with sessions have no creation key or rank,
    // the matches no start.
    const columns = [...DATED_PAGE_COLUMNS, 'key_created', 'key_rank'];
    const ahead = dated && { rows: dated.walk.clone().select(db.raw('NULL::text AS key_created, NULL::real AS key_rank')), limit: dated.limit };
    // Ordered as the walks were: the deals with sessions by start, then id; the matches newest first.
    const order = 'key_start::bigint NULLS LAST, CASE WHEN key_start IS NOT NULL THEN id END, created_at DESC, id DESC';
    const { rows }: { rows: CatalogueDealRow[] } = await walkThenLookup({ walk: walked, indexed, wanted, columns, ahead, order });
    const datedRows: CatalogueDealRow[] = [];
    const matches: CatalogueDealRow[] = [];
    for (const { key_start, key_created, key_rank, ...row } of rows) {
      if (key_start != null) datedRows.push({ ...row, key_start });
      else matches.push({ ...row, key_created, key_rank });
    }
    return { dated: datedRows, matches };
  }

  /**
   * `sort=distance`: nearest first, ties by id (SQL twin of @spur/domain's `nearestFirst`). The
   * inner query walks deals_venue_idx nearest first (KNN: `<->`, the straight-line distance
   * through the sphere, which orders venues as the great-circle distance does); OFFSET 0 keeps it
   * a separate plan, so the outer ORDER BY adds the id as an Incremental Sort over that walk and
   * the LIMIT stops it at the page. A deal with sessions is listed while one is open for booking
   * in the window.
   */
  function nearestPage(filters: DealFilters, centre: LatLng, window: StartWindow | null, limit: number, offset: number, after: DistanceKey | null): Promise<CatalogueDealRow[]> {
    const [openSql, openBindings] = openInWindowSql('e', window, filters.now);
    const walk = withDealFilters(
      db('deals as d')
        .select(DEAL_COLUMNS)
        .select(distanceColumn(db, centre))
        .select(db.raw(`${DISTANCE_SQL} AS key_meters`, centreBindings(centre)))
        .select(db.raw(`${VENUE_EARTH_SQL} <-> ${CENTRE_EARTH_SQL} AS knn`, [centre.latitude, centre.longitude]))
        // d.has_sessions inside too: a correlation the planner cannot hash, so the test stays a
        // probe of sessions_deal_start_idx per deal walked, never a hash of every open session.
        .whereRaw(`(NOT d.has_sessions OR EXISTS (SELECT 1 FROM sessions e WHERE d.has_sessions AND e.deal_id = d.id AND ${openSql}))`, openBindings),
      filters,
    ).orderBy('knn');
    // After a cursor: nearer than nothing already listed (the key is the unrounded distance).
    if (after !== null) walk.whereRaw(`(${DISTANCE_SQL} > ?::float8 OR (${DISTANCE_SQL} = ?::float8 AND d.id > ?::uuid))`, [...centreBindings(centre), after.meters, ...centreBindings(centre), after.meters, after.id]);
    return db
      .select('*')
      .from(db.raw('(? OFFSET 0) AS nearest', [walk]))
      .orderBy('nearest.knn')
      .orderBy('nearest.id')
      .limit(limit)
      .offset(offset);
  }

  /**
   * The listed deals within `reach` metres of the centre (null: everywhere) with their
   * `nowNearScore` as `score`, smallest first, ties by id (SQL twin of @spur/domain's
   * `nowNearFirst`). A deal's wait is its next session in the window as `nextSession` picks it
   * (the soonest open one with spots left, else the soonest open one) or OPEN_DATED_WAIT_MINUTES
   * for an open-dated deal; a deal with sessions but none open in the window is not listed. The
   * candidates come from deals_venue_idx (the reach), then one probe of sessions per deal.
   */
  function nowNearQuery(filters: DealFilters, centre: LatLng, window: StartWindow | null, reach: number | null, after: NowNearKey | null): Knex.QueryBuilder {
    const { now } = filters;
    // Waits count from the first page's time (the cursor's), so pages agree on every score.
    const at = after === null ? now : new Date(after.at);
    const [openSql, openBindings] = openInWindowSql('s', window, now);
    // SQL twin of @spur/domain's `nowNearScore(next_start, distanceMeters(centre, venue), now)`:
    // minutes until the start in double precision from whole milliseconds, as the domain counts them.
    const score =
      `CASE WHEN n.starts_at IS NULL THEN ?::float8 ` +
      `ELSE greatest(0, (extract(epoch FROM n.starts_at - ?::timestamptz) * 1000)::float8 / 60000) END + ${DISTANCE_SQL} / ?::float8`;
    const scoreBindings = [OPEN_DATED_WAIT_MINUTES, at, ...centreBindings(centre), WALKING_METERS_PER_MINUTE];
    // SQL twin of @spur/domain's `nextSession(...).next.starts_at`: the first open session with
    // spots left, else the first open one, each a walk of sessions_deal_start_idx that stops at
    // its first row. OFFSET 0 keeps the pair one subquery run once per deal with sessions.
    const firstOpen = (extra: string) => `(SELECT s.starts_at FROM sessions s WHERE s.deal_id = d.id AND ${openSql}${extra} ORDER BY s.starts_at LIMIT 1)`;
    const query = db('deals as d')
      .select(DEAL_COLUMNS)
      .select(distanceColumn(db, centre))
      .select(db.raw(`${score} AS score`, scoreBindings))
      .joinRaw(
        `LEFT JOIN LATERAL (SELECT coalesce(${firstOpen(' AND s.slots_left > 0')}, ${firstOpen('')}) AS starts_at WHERE d.has_sessions OFFSET 0) AS n ON true`,
        [...openBindings, ...openBindings],
      )
      .whereRaw('(NOT d.has_sessions OR n.starts_at IS NOT NULL)');
    if (after !== null) query.whereRaw(`(${score} > ?::float8 OR (${score} = ?::float8 AND d.id > ?::uuid))`, [...scoreBindings, after.score, ...scoreBindings, after.score, after.id]);
    return withDealFilters(query, { ...filters, radius: reach === null ? null : { centre, metres: reach } })
      .orderBy('score')
      .orderBy('d.id');
  }

  /**
   * `sort=now_near`, exactly, without scoring every deal when there is no radius or a wide one.
   * Walking alone costs a deal beyond `reach` metres more than reach / WALKING_METERS_PER_MINUTE
   * minutes, so once the page's last score within the reach is below that, no deal beyond can
   * enter the page. Otherwise the reach grows: to where the last score says (the next answer then
   * settles it) or, with too few deals, fourfold, up to the radius or the whole earth.
   */
  async function nowNearPage(filters: DealFilters, centre: LatLng, radius: number | null, window: StartWindow | null, limit: number, offset: number, after: NowNearKey | null): Promise<CatalogueDealRow[]> {
    const wanted = offset + limit;
    const cap = Math.min(radius ?? WHOLE_EARTH_M, WHOLE_EARTH_M);
    let reach = Math.min(cap, NOW_NEAR_FIRST_REACH_M);
    for (;;) {
      const last = reach >= cap;
      const rows: Array<CatalogueDealRow & { score: number }> = await nowNearQuery(filters, centre, window, last && radius === null ? null : reach, after).limit(wanted);
      if (last) return rows.slice(offset);
      if (rows.length === wanted) {
        const score = rows[wanted - 1]!.score;
        if (score < reach / WALKING_METERS_PER_MINUTE) return rows.slice(offset);
        reach = Math.min(cap, score * WALKING_METERS_PER_MINUTE * (1 + 1e-9) + 1);
      } else {
        reach = Math.min(cap, reach * 4);
      }
    }
  }

  /**
   * The rows of one page of the catalogue: not removed, not expired, and for a deal with sessions
   * one still open for booking in the `when` window (sold-out ones stay visible), within the
   * radius of the centre when there is one, after the cursor's key when there is one. Order
   * (@spur/domain's `effectiveSort`): `soonest` (`catalogueOrder`: the soonest session first, then
   * open-dated deals, newest first; best match first when searching), `distance` (`nearestFirst`)
   * or `now_near` (`nowNearFirst`). A search matches whole words with English stemming (indexed)
   * or any part of a word (ILIKE).
   */
  async function catalogueRows(query: DealQuery | DealPageQuery, limit: number, offset: number, after: CatalogueKey | null) {
    const { search, category, language, when } = query;
    const now = clock.now();
    const window = whenWindow(when, now, DEFAULT_TIME_ZONE);
    const { centre, radiusMeters, sort }: CataloguePlace = cataloguePlace(query);
    const filters: DealFilters = { search, category, language, now, radius: centre && radiusMeters !== null ? { centre, metres: radiusMeters } : null };
    let rows: CatalogueDealRow[];
    // The contract refuses a distance order without a centre (400); decodeCursor a cursor of another order.
    if (sort === 'distance' && centre) rows = await nearestPage(filters, centre, window, limit, offset, after?.sort === 'distance' ? after : null);
    else if (sort === 'now_near' && centre) rows = await nowNearPage(filters, centre, radiusMeters, window, limit, offset, after?.sort === 'now_near' ? after : null);
    else rows = await soonestPage(filters, centre, window, limit, offset, after?.sort === 'soonest' ? after : null);
    return { rows, window, filters, at: after?.sort === 'now_near' ? after.at : now.getTime() };
  }

  /**
   * How many deals the catalogue lists for these filters (every order lists the same deals), up
   * to CATALOGUE_COUNT_LIMIT: the scan stops one deal past it.
   */
  async function countListed(filters: DealFilters, window: StartWindow | null): Promise<{ total: number; total_capped: boolean }> {
    const [openSql, openBindings] = openInWindowSql('e', window, filters.now);
    const listed = withDealFilters(
      db('deals as d')
        .select(db.raw('1'))
        .whereRaw(`(NOT d.has_sessions OR EXISTS (SELECT 1 FROM sessions e WHERE d.has_sessions AND e.deal_id = d.id AND ${openSql}))`, openBindings),
      filters,
    ).limit(CATALOGUE_COUNT_LIMIT + 1);
    const [counted] = (await db.count({ n: '*' }).from(listed.as('listed'))) as Array<{ n: string | number }>;
    return countOf(Number(counted!.n));
  }

  return {
    /** The catalogue by limit and offset (GET /api/deals): see `catalogueRows`. */
    async list(query: DealQuery): Promise<Deal[]> {
      const { rows, window } = await catalogueRows(query, query.limit, query.offset, null);
      return withDetails(rows, window);
    },

    /**
     * The catalogue a page at a time (GET /api/deals/page): the deals after the cursor (400 when
     * it is not one of this order's), the next page's cursor (the key of the page's last deal,
     * when one more deal follows it) and the number of deals listed in all.
     */
    async page(query: DealPageQuery): Promise<DealPage> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, cataloguePlace(query).sort);
      const { rows, window, filters, at } = await catalogueRows(query, query.limit + 1, 0, after);
      const shown = rows.slice(0, query.limit);
      const [deals, count] = await Promise.all([withDetails(shown, window), countListed(filters, window)]);
      const last = shown.at(-1);
      return { deals, next_cursor: rows.length > query.limit && last ? encodeCursor(keyOf(last, cataloguePlace(query).sort, at)) : null, ...count };
    },

    async get(id: string): Promise<Deal> {
      const row = await db<DealRow>('deals').where({ id }).whereNull('deleted_at').first();
      if (!row) throw notFound(MESSAGES.dealNotFound);
      const [deal] = await withDetails([row]);
      return deal!;
    },

    /** Deals as the API answers them: with their review aggregate and schedule. */
    toDeals: (rows: DealRow[]) => withDetails(rows),
  };
}
