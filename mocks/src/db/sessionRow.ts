/** A session row as the API answers it (the live events carry the same shape). */
import type { Session } from '@spur/contract';
import type { SessionRow } from './database';

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    deal_id: row.deal_id,
    starts_at: row.starts_at,
    duration_minutes: row.duration_minutes,
    capacity: row.capacity,
    slots_left: row.slots_left,
    cutoff_minutes: row.cutoff_minutes,
    status: row.status as Session['status'],
  };
}
