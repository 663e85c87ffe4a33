/** Deals: the public catalogue (search, filters) and each business's own deals. */
import {
  DEFAULT_TIME_ZONE,
  MESSAGES,
  type PriceDrop,
  type BusinessStats,
  type Deal,
  type DealCreateSchema,
  type DealQuery,
  type DealUpdateSchema,
} from '@spur/contract';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Clock } from '../clock';
import {
  assertFutureExpiry,
  assertOwnDeal,
  dealChanges,
  inWindow,
  localDate,
  newDealFields,
  nextSession,
  notFound,
  startOfLocalDay,
  whenWindow,
  type StartWindow,
} from '@spur/domain';
import type { Db } from '../db/knex';
import type { DealRow, SessionRow, UserRow } from '../db/rows';
import { priceDropOf, toDeal, type DealSchedule } from './mappers';

type DealCreate = z.output<typeof DealCreateSchema>;
type DealUpdate = z.output<typeof DealUpdateSchema>;

export type DealsService = ReturnType<typeof createDealsService>;

/** A deal's searchable text, as indexed for ILIKE by deals_search_text_trgm_idx. */
const SEARCH_TEXT = `(title || ' ' || description || ' ' || location || ' ' || business_name || ' ' || category)`;

/** Makes a user's text match itself literally inside ILIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface DealFilters {
  search: string | undefined;
  category: string | undefined;
  now: Date;
}

/**
 * The catalogue's filters of a deal aliased `d`: not removed, not expired, in the category, and
 * matching the search: whole words with English stemming (indexed) or any part of a word (ILIKE).
 */
function withDealFilters(query: Knex.QueryBuilder, { search, category, now }: DealFilters): Knex.QueryBuilder {
  query.whereNull('d.deleted_at').where((q) => q.whereNull('d.expires_at').orWhere('d.expires_at', '>', now));
  if (category) query.where('d.category', category);
  if (search) {
    query.where((q) =>
      q
        .whereRaw(`d.search_vector @@ websearch_to_tsquery('english', ?)`, [search])
        // Exactly the expression of deals_search_text_trgm_idx (migration 006), or it is not used.
        .orWhereRaw(`${SEARCH_TEXT} ILIKE ?`, [`%${escapeLike(search)}%`]),
    );
  }
  return query;
}

/** SQL twin of @spur/domain's `isOpenForBooking` for a session aliased `s` (binding: now). */
export const OPEN_SESSION_SQL = `s.status = 'scheduled' AND s.starts_at - make_interval(mins => s.cutoff_minutes) > ?`;

/** The stored price-drop columns of a price drop (null: none). */
const priceDropColumns = (drop: PriceDrop | null) => ({
  price_drop_floor: drop === null ? null : String(drop.floor_price),
  price_drop_window_minutes: drop === null ? null : drop.window_minutes,
});

const DEAL_COLUMNS = [
  'id', 'owner_id', 'title', 'description', 'price', 'original_price', 'category', 'location', 'business_name',
  'available_slots', 'image', 'booking_type', 'vendor_shortname', 'expires_at', 'created_at', 'updated_at',
  'deleted_at', 'time_zone', 'price_drop_floor', 'price_drop_window_minutes', 'has_sessions',
].map((column) => `d.${column}`);

export function createDealsService({ db, clock }: { db: Db; clock: Clock }) {
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
  async function withDetails(rows: DealRow[], window: StartWindow | null = null): Promise<Deal[]> {
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
      return toDeal({ ...row, rating: aggregate?.rating ?? null, review_count: aggregate?.review_count ?? 0 }, schedules.get(row.id));
    });
  }

  /**
   * Each listed deal with sessions once, as the row of its next session within `window`
   * (`nextSession`'s choice): the soonest open one with spots left, else the soonest open one.
   * A session `s` is kept when no open session `e` of its deal in the window comes before it:
   * one with spots before a sold-out one, else an earlier one. Without ORDER BY, LIMIT or columns.
   */
  function datedDeals(window: StartWindow | null, filters: DealFilters): Knex.QueryBuilder {
    const { now } = filters;
    const openSql = (alias: string) =>
      // Open means starting after the cut-off, so after now too (cutoff_minutes >= 0): the
      // redundant `starts_at > now` bounds the walk of the index.
      `${alias}.status = 'scheduled' AND ${alias}.starts_at > ? AND ${alias}.starts_at - make_interval(mins => ${alias}.cutoff_minutes) > ?` +
      (window ? ` AND ${alias}.starts_at >= ? AND ${alias}.starts_at < ?` : '');
    const openBindings = [now, now, ...(window ? [window.from, window.to] : [])];
    const openOfDeal = `SELECT 1 FROM sessions e WHERE e.deal_id = s.deal_id AND ${openSql('e')}`;
    // Inside CASE each NOT EXISTS stays a subplan run per session walked, through
    // sessions_deal_start_idx; the sold-out test also names s.starts_at so the planner cannot
    // turn it into one hash of every open session with spots.
    const query = db('sessions as s')
      .join('deals as d', 'd.id', 's.deal_id')
      .where('d.has_sessions', true)
      .whereRaw(openSql('s'), openBindings)
      .whereRaw(
        `CASE WHEN s.slots_left > 0
           THEN NOT EXISTS (${openOfDeal} AND e.slots_left > 0 AND e.starts_at < s.starts_at)
           ELSE NOT EXISTS (${openOfDeal} AND (e.slots_left > 0 OR e.starts_at < s.starts_at))
         END`,
        [...openBindings, ...openBindings],
      );
    return withDealFilters(query, filters);
  }

  /** A deal still on sale that the caller owns: 404, then 403. */
  async function ownDeal(user: UserRow, id: string): Promise<DealRow> {
    return assertOwnDeal(await db<DealRow>('deals').where({ id }).first(), user.id);
  }

  return {
    /**
     * The catalogue: not removed, not expired, and for a deal with sessions one still open for
     * booking in the `when` window (sold-out ones stay visible). Order: `catalogueOrder` — the
     * soonest session first, then open-dated deals, newest first (best match first when
     * searching). A search matches whole words with English stemming (indexed) or any part of a
     * word (ILIKE).
     */
    async list({ search, category, when, limit, offset }: DealQuery): Promise<Deal[]> {
      const now = clock.now();
      const window = whenWindow(when, now, DEFAULT_TIME_ZONE);
      const filters = { search, category, now };
      // Deals with sessions first, each at its next session's start: a walk of the scheduled
      // sessions in start order (sessions_feed_idx) that stops at the page.
      const dated: DealRow[] = await datedDeals(window, filters)
        .select(DEAL_COLUMNS)
        .orderBy('s.starts_at')
        .orderBy('s.deal_id')
        .limit(limit)
        .offset(offset);
      if (dated.length === limit) return withDetails(dated, window);
      // Then the open-dated deals, from where the deals with sessions ended.
      const datedCount =
        dated.length > 0 || offset === 0
          ? offset + dated.length
          : Number((await datedDeals(window, filters).count({ n: '*' }))[0]!.n);
      const openDated = withDealFilters(db('deals as d').select(DEAL_COLUMNS).where('d.has_sessions', false), filters);
      // Among open-dated deals a search ranks the best matches first.
      if (search) openDated.orderByRaw(`ts_rank(d.search_vector, websearch_to_tsquery('english', ?)) DESC`, [search]);
      const rest: DealRow[] = await openDated
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(limit - dated.length)
        .offset(Math.max(0, offset - datedCount));
      return withDetails([...dated, ...rest], window);
    },

    async get(id: string): Promise<Deal> {
      const row = await db<DealRow>('deals').where({ id }).whereNull('deleted_at').first();
      if (!row) throw notFound(MESSAGES.dealNotFound);
      const [deal] = await withDetails([row]);
      return deal!;
    },

    async listOwn(user: UserRow): Promise<Deal[]> {
      const rows = await db<DealRow>('deals')
        .where({ owner_id: user.id })
        .whereNull('deleted_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      return withDetails(rows);
    },

    async stats(user: UserRow): Promise<BusinessStats> {
      const now = clock.now();
      const result = await db.raw<{
        rows: Array<{ total_deals: number; revenue_cents: string; active_deals: number; upcoming_sessions: number; seats_sold_today: number }>;
      }>(
        `SELECT
           (SELECT count(*)::int FROM deals WHERE owner_id = :owner AND deleted_at IS NULL) AS total_deals,
           (SELECT coalesce(sum(b.amount_cents), 0) FROM bookings b JOIN deals d ON d.id = b.deal_id
              WHERE d.owner_id = :owner AND b.status = 'confirmed') AS revenue_cents,
           (SELECT count(*)::int FROM deals d WHERE d.owner_id = :owner AND d.deleted_at IS NULL
              AND (d.expires_at IS NULL OR d.expires_at > :now)
              AND CASE WHEN d.has_sessions
                THEN EXISTS (SELECT 1 FROM sessions s WHERE s.deal_id = d.id AND s.slots_left > 0
                  AND s.status = 'scheduled' AND s.starts_at - make_interval(mins => s.cutoff_minutes) > :now)
                ELSE d.available_slots > 0 END) AS active_deals,
           (SELECT count(*)::int FROM sessions s JOIN deals d ON d.id = s.deal_id
              WHERE d.owner_id = :owner AND d.deleted_at IS NULL AND s.status = 'scheduled' AND s.starts_at > :now) AS upcoming_sessions,
           (SELECT count(*)::int FROM bookings b JOIN deals d ON d.id = b.deal_id
              WHERE d.owner_id = :owner AND b.status = 'confirmed' AND b.booking_time >= :midnight) AS seats_sold_today`,
        { owner: user.id, now, midnight: startOfLocalDay(localDate(now, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE) },
      );
      const row = result.rows[0]!;
      return {
        total_deals: row.total_deals,
        total_revenue: Math.round(Number(row.revenue_cents)) / 100,
        active_deals: row.active_deals,
        upcoming_sessions: row.upcoming_sessions,
        seats_sold_today: row.seats_sold_today,
      };
    },

    /** Both dashboard forms: missing fields take the product's defaults. */
    async create(user: UserRow, input: DealCreate): Promise<Deal> {
      const { price_drop, ...fields } = newDealFields(user, input, clock.now());
      const [row] = await db<DealRow>('deals')
        .insert({
          ...fields,
          ...priceDropColumns(price_drop),
          price: String(fields.price),
          original_price: fields.original_price === null ? null : String(fields.original_price),
        })
        .returning('*');
      const [deal] = await withDetails([row!]);
      return deal!;
    },

    /** Changes only the fields sent; the original price must stay above the resulting price. */
    async update(user: UserRow, id: string, input: DealUpdate): Promise<Deal> {
      assertFutureExpiry(input.expires_at, clock.now());
      const deal = await ownDeal(user, id);
      const { price_drop, ...changes } = dealChanges(
        { original_price: deal.original_price === null ? null : Number(deal.original_price), price_drop: priceDropOf(deal) },
        input,
      );
      const [row] = await db<DealRow>('deals')
        .where({ id: deal.id })
        .update({
          ...changes,
          ...(price_drop === undefined ? {} : priceDropColumns(price_drop)),
          price: String(changes.price),
          original_price: changes.original_price === null ? null : String(changes.original_price),
          updated_at: db.fn.now(),
        })
        .returning('*');
      const [updated] = await withDetails([row!]);
      return updated!;
    },

    /** Removes the deal from sale; bookings already made keep pointing at it. */
    async remove(user: UserRow, id: string): Promise<void> {
      const deal = await ownDeal(user, id);
      await db('deals').where({ id: deal.id }).update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
    },
  };
}
