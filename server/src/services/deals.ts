/** Deals: the public catalogue (search, filters) and each business's own deals. */
import {
  MESSAGES,
  type BusinessStats,
  type Deal,
  type DealCreateSchema,
  type DealQuery,
  type DealUpdateSchema,
} from '@spur/contract';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { assertFutureExpiry, assertOwnDeal, dealChanges, newDealFields, notFound } from '@spur/domain';
import type { Db } from '../db/knex';
import type { DealRow, UserRow } from '../db/rows';
import { toDeal } from './mappers';

type DealCreate = z.output<typeof DealCreateSchema>;
type DealUpdate = z.output<typeof DealUpdateSchema>;

export type DealsService = ReturnType<typeof createDealsService>;

/** A deal's searchable text, as indexed for ILIKE by deals_search_text_trgm_idx. */
const SEARCH_TEXT = `(title || ' ' || description || ' ' || location || ' ' || business_name || ' ' || category)`;

/** Makes a user's text match itself literally inside ILIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createDealsService({ db, clock }: { db: Db; clock: Clock }) {
  /** Adds the review aggregate (average to one decimal, count) to a page of deals. */
  async function withRatings(rows: DealRow[]): Promise<Deal[]> {
    if (rows.length === 0) return [];
    const aggregates: Array<{ deal_id: string; rating: string; review_count: string }> = await db('reviews')
      .select('deal_id')
      .select(db.raw('round(avg(rating), 1) AS rating'))
      .select(db.raw('count(*) AS review_count'))
      .whereIn('deal_id', rows.map((row) => row.id))
      .groupBy('deal_id');
    const byDeal = new Map(aggregates.map((aggregate) => [aggregate.deal_id, aggregate]));
    return rows.map((row) => {
      const aggregate = byDeal.get(row.id);
      return toDeal({ ...row, rating: aggregate?.rating ?? null, review_count: aggregate?.review_count ?? 0 });
    });
  }

  /** A deal still on sale that the caller owns: 404, then 403. */
  async function ownDeal(user: UserRow, id: string): Promise<DealRow> {
    return assertOwnDeal(await db<DealRow>('deals').where({ id }).first(), user.id);
  }

  return {
    /**
     * The catalogue: not removed, not expired (sold-out deals stay visible). A search matches
     * whole words with English stemming (indexed) or any part of a word (ILIKE), best first.
     */
    async list({ search, category, limit, offset }: DealQuery): Promise<Deal[]> {
      const query = db<DealRow>('deals')
        .select('id', 'owner_id', 'title', 'description', 'price', 'original_price', 'category', 'location')
        .select('business_name', 'available_slots', 'image', 'booking_type', 'vendor_shortname')
        .select('expires_at', 'created_at', 'updated_at', 'deleted_at')
        .whereNull('deleted_at')
        .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', clock.now()));
      if (category) query.where({ category });
      if (search) {
        query
          .where((q) =>
            q
              .whereRaw(`search_vector @@ websearch_to_tsquery('english', ?)`, [search])
              // Exactly the expression of deals_search_text_trgm_idx (migration 006), or it is not used.
              .orWhereRaw(`${SEARCH_TEXT} ILIKE ?`, [`%${escapeLike(search)}%`]),
          )
          .orderByRaw(`ts_rank(search_vector, websearch_to_tsquery('english', ?)) DESC`, [search]);
      }
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
      return withRatings(rows);
    },

    async get(id: string): Promise<Deal> {
      const row = await db<DealRow>('deals').where({ id }).whereNull('deleted_at').first();
      if (!row) throw notFound(MESSAGES.dealNotFound);
      const [deal] = await withRatings([row]);
      return deal!;
    },

    async listOwn(user: UserRow): Promise<Deal[]> {
      const rows = await db<DealRow>('deals')
        .where({ owner_id: user.id })
        .whereNull('deleted_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      return withRatings(rows);
    },

    async stats(user: UserRow): Promise<BusinessStats> {
      const result = await db.raw<{ rows: Array<{ total_deals: number; revenue_cents: string; active_deals: number }> }>(
        `SELECT
           (SELECT count(*)::int FROM deals WHERE owner_id = :owner AND deleted_at IS NULL) AS total_deals,
           (SELECT coalesce(sum(b.amount_cents), 0) FROM bookings b JOIN deals d ON d.id = b.deal_id
              WHERE d.owner_id = :owner AND b.status = 'confirmed') AS revenue_cents,
           (SELECT count(*)::int FROM deals WHERE owner_id = :owner AND deleted_at IS NULL
              AND available_slots > 0 AND (expires_at IS NULL OR expires_at > :now)) AS active_deals`,
        { owner: user.id, now: clock.now() },
      );
      const row = result.rows[0]!;
      return {
        total_deals: row.total_deals,
        total_revenue: Math.round(Number(row.revenue_cents)) / 100,
        active_deals: row.active_deals,
      };
    },

    /** Both dashboard forms: missing fields take the product's defaults. */
    async create(user: UserRow, input: DealCreate): Promise<Deal> {
      const fields = newDealFields(user, input, clock.now());
      const [row] = await db<DealRow>('deals')
        .insert({
          ...fields,
          price: String(fields.price),
          original_price: fields.original_price === null ? null : String(fields.original_price),
        })
        .returning('*');
      const [deal] = await withRatings([row!]);
      return deal!;
    },

    /** Changes only the fields sent; the original price must stay above the resulting price. */
    async update(user: UserRow, id: string, input: DealUpdate): Promise<Deal> {
      assertFutureExpiry(input.expires_at, clock.now());
      const deal = await ownDeal(user, id);
      const changes = dealChanges({ original_price: deal.original_price === null ? null : Number(deal.original_price) }, input);
      const [row] = await db<DealRow>('deals')
        .where({ id: deal.id })
        .update({
          ...changes,
          price: String(changes.price),
          original_price: changes.original_price === null ? null : String(changes.original_price),
          updated_at: db.fn.now(),
        })
        .returning('*');
      const [updated] = await withRatings([row!]);
      return updated!;
    },

    /** Removes the deal from sale; bookings already made keep pointing at it. */
    async remove(user: UserRow, id: string): Promise<void> {
      const deal = await ownDeal(user, id);
      await db('deals').where({ id: deal.id }).update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
    },
  };
}
