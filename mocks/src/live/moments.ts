/**
 * The alert moments a change records (the server's triggers and its clock sweep are their twins),
 * in the same write as the change, for the alert sweep to match once:
 *
 * - a new scheduled session: `new_session`;
 * - a session's spots from 0 to more (a cancellation, an expired hold, a capacity raise), or an
 *   open-dated deal's: `spot_freed`;
 * - an open-dated deal's price lowered by its business: `price_drop`, with the price before;
 * - a new deal of a business: `new_deal`;
 * - a dated deal's running price drop reaching its next step (from the clock): `price_drop`,
 *   with the step's price before.
 */
import { priceCentsAt, priceDropOf } from '@spur/domain';
import { randomUuid } from '../crypto';
import type { AlertMomentRow, DealRow, MockDatabase, SessionRow } from '../db/database';
import type { Write } from '../db/lean-factory';

export type NewAlertMoment = Pick<AlertMomentRow, 'moment' | 'deal_id' | 'session_id' | 'previous_price'>;

function sessionMoment(before: SessionRow | null, after: SessionRow | null): NewAlertMoment | null {
  if (!after || after.status !== 'scheduled') return null;
  if (!before) return { moment: 'new_session', deal_id: after.deal_id, session_id: after.id, previous_price: null };
  if (before.slots_left === 0 && after.slots_left > 0) return { moment: 'spot_freed', deal_id: after.deal_id, session_id: after.id, previous_price: null };
  return null;
}

function dealMoment(before: DealRow | null, after: DealRow | null): NewAlertMoment | null {
  if (!before && after && after.deleted_at === null && after.business_id !== null) return { moment: 'new_deal', deal_id: after.id, session_id: null, previous_price: null };
  if (!before || !after || after.has_sessions) return null;
  if (after.price < before.price) return { moment: 'price_drop', deal_id: after.id, session_id: null, previous_price: before.price };
  if (before.available_slots === 0 && after.available_slots > 0) return { moment: 'spot_freed', deal_id: after.id, session_id: null, previous_price: null };
  return null;
}

/** The moment a write of the mock database makes, if any. */
export function alertMomentOf(write: Write): NewAlertMoment | null {
  if (write.model === 'session') return sessionMoment(write.before as unknown as SessionRow | null, write.after as unknown as SessionRow | null);
  if (write.model === 'deal') return dealMoment(write.before as unknown as DealRow | null, write.after as unknown as DealRow | null);
  return null;
}

/** The running price drops' steps between `since` and `now`: one moment per scheduled session whose price went down. */
export function priceStepMoments(db: MockDatabase, since: Date, now: Date): NewAlertMoment[] {
  const deals = new Map(db.deal.getAll().filter((deal) => deal.deleted_at === null && deal.price_drop_window_minutes !== null).map((deal) => [deal.id, deal]));
  return db.session.getAll().flatMap((session) => {
    const deal = deals.get(session.deal_id);
    if (!deal || session.status !== 'scheduled' || Date.parse(session.starts_at) <= now.getTime()) return [];
    const priced = { price: deal.price, price_drop: priceDropOf(deal) };
    const before = priceCentsAt(priced, session.starts_at, since);
    if (priceCentsAt(priced, session.starts_at, now) >= before) return [];
    return [{ moment: 'price_drop' as const, deal_id: deal.id, session_id: session.id, previous_price: before / 100 }];
  });
}

export function recordAlertMoment(db: MockDatabase, moment: NewAlertMoment, now: Date): void {
  db.alertMoment.create({ id: randomUuid(), ...moment, created_at: now.toISOString(), processed_at: null });
}
