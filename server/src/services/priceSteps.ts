/**
 * Price steps of running price drops, as live `price` events: each maintenance sweep claims the
 * time since the previous one (`live_price_sweep`, row-locked, so of several instances exactly one
 * covers each stretch) and publishes, in the same transaction, the new price of every session
 * whose price (the domain's `priceCentsAt`) differs between the two instants. Only sessions inside
 * a running drop window are read: scheduled, starting within the longest window, of a deal with a
 * drop whose window has begun.
 */
import { PRICE_DROP_MAX_WINDOW_MINUTES, type LiveEvent } from '@spur/contract';
import { priceCentsAt } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/knex';
import type { DealRow, SessionRow } from '../db/rows';
import { priceDropOf } from './mappers';

export type PriceStepsService = ReturnType<typeof createPriceStepsService>;

type DroppingSession = Pick<SessionRow, 'id' | 'deal_id' | 'starts_at'> &
  Pick<DealRow, 'price' | 'price_drop_floor' | 'price_drop_window_minutes'>;

export function createPriceStepsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Publishes the steps reached since the previous sweep; how many. The first sweep only starts the clock. */
    async publish(): Promise<number> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const previous = await trx('live_price_sweep').select('swept_until').forUpdate().first<{ swept_until: Date } | undefined>();
        if (!previous) {
          await trx('live_price_sweep').insert({ swept_until: now }).onConflict('id').ignore();
          return 0;
        }
        const since = previous.swept_until;
        if (since >= now) return 0;
        await trx('live_price_sweep').update({ swept_until: now });

        const running: DroppingSession[] = await trx('sessions as s')
          .join('deals as d', 'd.id', 's.deal_id')
          .select('s.id', 's.deal_id', 's.starts_at', 'd.price', 'd.price_drop_floor', 'd.price_drop_window_minutes')
          .where('s.status', 'scheduled')
          .where('s.starts_at', '>', now)
          .whereRaw(`s.starts_at <= ?::timestamptz + make_interval(mins => ?)`, [now, PRICE_DROP_MAX_WINDOW_MINUTES])
          .whereNull('d.deleted_at')
          .whereNotNull('d.price_drop_window_minutes')
          .whereRaw(`s.starts_at - make_interval(mins => d.price_drop_window_minutes) <= ?`, [now]);

        const events: LiveEvent[] = running.flatMap((session) => {
          const deal = { price: Number(session.price), price_drop: priceDropOf(session) };
          const cents = priceCentsAt(deal, session.starts_at, now);
          if (cents === priceCentsAt(deal, session.starts_at, since)) return [];
          return [{ type: 'price', deal_id: session.deal_id, session_id: session.id, price: cents / 100 }];
        });
        if (events.length > 0) {
          await trx.raw(`SELECT live_publish(event) FROM jsonb_array_elements(?::jsonb) AS event`, [JSON.stringify(events)]);
        }
        return events.length;
      });
    },
  };
}
