/**
 * Live events that come from the clock rather than from a write: a running price drop reaching
 * its next step (`price`), a deal reaching its expiry (`deal_removed`: it leaves the catalogue).
 * Each maintenance sweep claims the time since the previous one (`live_time_sweep`, row-locked,
 * so of several instances exactly one covers each stretch) and publishes, in the same
 * transaction, what happened within it:
 *
 * - the new price of every session whose price (the domain's `priceCentsAt`) differs between the
 *   two instants, reading only sessions inside a running drop window: scheduled, starting within
 *   the longest window, of a deal with a drop whose window has begun;
 * - every deal on sale whose expiry falls within the stretch (`deals_expiry_idx`).
 *
 * A price step is also a `price_drop` moment for alerts (migration 022), recorded here with the
 * step before's price: the triggers that record the other moments see writes, not the clock.
 */
import { PRICE_DROP_MAX_WINDOW_MINUTES, type LiveEvent } from '@spur/contract';
import { priceCentsAt, priceDropOf } from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { DealRow, SessionRow } from '../db/rows';

export type TimedEventsService = ReturnType<typeof createTimedEventsService>;

type DroppingSession = Pick<SessionRow, 'id' | 'deal_id' | 'starts_at'> &
  Pick<DealRow, 'price' | 'price_drop_floor' | 'price_drop_window_minutes'>;

/** A session's price step: its new price and the one before, cents. */
interface PriceStep {
  deal_id: string;
  session_id: string;
  cents: number;
  previousCents: number;
}

async function priceSteps(trx: Trx, since: Date, now: Date): Promise<PriceStep[]> {
  const running: DroppingSession[] = await trx('sessions as s')
    .join('deals as d', 'd.id', 's.deal_id')
    .select('s.id', 's.deal_id', 's.starts_at', 'd.price', 'd.price_drop_floor', 'd.price_drop_window_minutes')
    .where('s.status', 'scheduled')
    .where('s.starts_at', '>', now)
    .whereRaw(`s.starts_at <= ?::timestamptz + make_interval(mins => ?)`, [now, PRICE_DROP_MAX_WINDOW_MINUTES])
    .whereNull('d.deleted_at')
    .whereNotNull('d.price_drop_window_minutes')
    .whereRaw(`s.starts_at - make_interval(mins => d.price_drop_window_minutes) <= ?`, [now]);
  return running.flatMap((session) => {
    const deal = { price: Number(session.price), price_drop: priceDropOf(session) };
    const cents = priceCentsAt(deal, session.starts_at, now);
    const previousCents = priceCentsAt(deal, session.starts_at, since);
    if (cents === previousCents) return [];
    return [{ deal_id: session.deal_id, session_id: session.id, cents, previousCents }];
  });
}

/** Each step is a price drop alerts may be about, recorded with the sweep's claim of the stretch. */
async function recordPriceDrops(trx: Trx, steps: PriceStep[]): Promise<void> {
  const drops = steps.filter((step) => step.cents < step.previousCents);
  if (drops.length === 0) return;
  await trx('alert_moments').insert(drops.map((step) => ({ moment: 'price_drop', deal_id: step.deal_id, session_id: step.session_id, previous_price: step.previousCents / 100 })));
}

async function expiries(trx: Trx, since: Date, now: Date): Promise<LiveEvent[]> {
  const expired: string[] = await trx('deals').whereNull('deleted_at').where('expires_at', '>', since).where('expires_at', '<=', now).pluck('id');
  return expired.map((id) => ({ type: 'deal_removed' as const, deal_id: id }));
}

export function createTimedEventsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Publishes what the clock changed since the previous sweep; how many events. The first sweep only starts the clock. */
    async publish(): Promise<number> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const previous = await trx('live_time_sweep').select('swept_until').forUpdate().first<{ swept_until: Date } | undefined>();
        if (!previous) {
          await trx('live_time_sweep').insert({ swept_until: now }).onConflict('id').ignore();
          return 0;
        }
        const since = previous.swept_until;
        if (since >= now) return 0;
        await trx('live_time_sweep').update({ swept_until: now });
        const steps = await priceSteps(trx, since, now);
        await recordPriceDrops(trx, steps);
        const prices = steps.map((step): LiveEvent => ({ type: 'price', deal_id: step.deal_id, session_id: step.session_id, price: step.cents / 100 }));
        const events = [...prices, ...(await expiries(trx, since, now))];
        if (events.length > 0) {
          await trx.raw(`SELECT live_publish(event) FROM jsonb_array_elements(?::jsonb) AS event`, [JSON.stringify(events)]);
        }
        return events.length;
      });
    },
  };
}
