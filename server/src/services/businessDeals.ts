/**
 * A business's own deals: the dashboard's list and figures (SQL reads), and create, edit, remove
 * through @spur/domain's use cases (`manageDeals`) on the server's store.
 */
import { DEFAULT_TIME_ZONE, type BusinessStats, type Deal, type DealCreateSchema, type DealUpdateSchema } from '@spur/contract';
import { createDeal, editDeal, localDate, removeDeal, startOfLocalDay } from '@spur/domain';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { DealRow, UserRow } from '../db/rows';
import type { PaymentProvider } from '../ports/payments';
import type { CatalogueService } from './catalogue';
import type { InventoryService } from './inventory';
import { createStore } from './store';

export type BusinessDealsService = ReturnType<typeof createBusinessDealsService>;

export function createBusinessDealsService(deps: {
  db: Db;
  clock: Clock;
  inventory: InventoryService;
  payments: PaymentProvider;
  catalogue: CatalogueService;
  /** Spur's commission, which the dashboard shows in the deal form. */
  feePercent: number;
}) {
  const { db, clock, catalogue, feePercent } = deps;
  const store = createStore(deps);
  const answer = async (row: DealRow) => (await catalogue.toDeals([row]))[0]!;

  return {
    async listOwn(user: UserRow): Promise<Deal[]> {
      const rows = await db<DealRow>('deals')
        .where({ owner_id: user.id })
        .whereNull('deleted_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      return catalogue.toDeals(rows);
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
        fee_percent: feePercent,
      };
    },

    async create(user: UserRow, input: z.output<typeof DealCreateSchema>): Promise<Deal> {
      return answer(await createDeal(store, { owner: user, input, now: clock.now() }));
    },

    async update(user: UserRow, id: string, input: z.output<typeof DealUpdateSchema>): Promise<Deal> {
      return answer(await editDeal(store, { userId: user.id, dealId: id, input, now: clock.now() }));
    },

    async remove(user: UserRow, id: string): Promise<void> {
      await removeDeal(store, { userId: user.id, dealId: id });
    },
  };
}
