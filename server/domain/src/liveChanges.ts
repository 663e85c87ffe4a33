/**
 * Which live event a change of a stored row makes (`GET /api/deals/events`): the in-browser
 * backend derives its events from every write with these functions; the server's SQL trigger is
 * their twin. `before` null is an insert, `after` null a delete; null back: nothing to tell.
 */
import type { LiveEvent, Session } from '@spur/contract';

/** The columns of a deal row the events read; the others only tell whether anything else changed. */
export interface DealRowState {
  id: string;
  available_slots: number;
  deleted_at: string | null;
}

const changedKeys = (before: object, after: object): string[] => {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]);
};

/** A session row's change: `session` (added, or changed beyond its spots), `slots`, or `session_removed`. */
export function sessionChangeEvent(before: Session | null, after: Session | null): LiveEvent | null {
  if (after === null) return before === null ? null : { type: 'session_removed', deal_id: before.deal_id, session_id: before.id };
  if (before === null) return { type: 'session', deal_id: after.deal_id, session: after };
  const changed = changedKeys(before, after);
  if (changed.length === 0) return null;
  if (changed.length > 1 || changed[0] !== 'slots_left') return { type: 'session', deal_id: after.deal_id, session: after };
  return {
    type: 'slots',
    deal_id: after.deal_id,
    session_id: after.id,
    slots_left: after.slots_left,
    change: after.slots_left - before.slots_left,
    starts_at: after.starts_at,
    cutoff_minutes: after.cutoff_minutes,
  };
}

/**
 * A deal row's change: `slots` (only its spots changed: an open-dated deal), `deal_removed`
 * (deleted, or taken off sale by `deleted_at`), `deal` (added or changed otherwise). A change of a
 * deal already off sale tells nothing.
 */
export function dealChangeEvent<Row extends DealRowState>(before: Row | null, after: Row | null): LiveEvent | null {
  const listed = (row: Row | null): row is Row => row !== null && row.deleted_at === null;
  if (!listed(after)) return listed(before) ? { type: 'deal_removed', deal_id: before.id } : null;
  if (!listed(before)) return { type: 'deal', deal_id: after.id };
  const changed = changedKeys(before, after);
  if (changed.length === 0) return null;
  if (changed.length === 1 && changed[0] === 'available_slots') {
    return {
      type: 'slots',
      deal_id: after.id,
      session_id: null,
      slots_left: after.available_slots,
      change: after.available_slots - before.available_slots,
      starts_at: null,
      cutoff_minutes: null,
    };
  }
  return { type: 'deal', deal_id: after.id };
}

/**
 * A review row's change: a new review changes its deal's rating and count (`deal`); an answer,
 * or a review removed with its account, tells nothing (the server's trigger: INSERT only).
 */
export function reviewChangeEvent(before: { deal_id: string } | null, after: { deal_id: string } | null): LiveEvent | null {
  return before === null && after !== null ? { type: 'deal', deal_id: after.deal_id } : null;
}
