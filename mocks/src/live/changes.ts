/**
 * The live event a write of the mock database makes, by the domain's rules (the server's
 * triggers are their twins): session and deal rows tell, and a new review; other tables do not.
 */
import type { LiveEvent } from '@spur/contract';
import { dealChangeEvent, reviewChangeEvent, sessionChangeEvent, toSession } from '@spur/domain';
import type { DealRow, ReviewRow, SessionRow } from '../db/database';
import type { Write } from '../db/lean-factory';

export function liveEventOf(write: Write): LiveEvent | null {
  if (write.model === 'session') {
    const session = (row: Write['before']) => (row ? toSession(row as unknown as SessionRow) : null);
    return sessionChangeEvent(session(write.before), session(write.after));
  }
  if (write.model === 'deal') return dealChangeEvent(write.before as unknown as DealRow | null, write.after as unknown as DealRow | null);
  if (write.model === 'review') return reviewChangeEvent(write.before as unknown as ReviewRow | null, write.after as unknown as ReviewRow | null);
  return null;
}
