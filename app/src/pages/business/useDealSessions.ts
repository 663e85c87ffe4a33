/**
 * One deal's sessions on the dashboard (GET /api/deals/business/{dealId}/sessions) and the
 * changes made to them: add, edit, cancel. Each change reloads the list in the background and
 * tells the dashboard (its figures count sessions).
 */
import type { ManagedSession, SessionCancelResponse, SessionCreate, SessionUpdate } from '@spur/contract';
import { cancelSession, createSessions, getOwnDealSessions, updateSession } from '../../api';
import { useResource, type Resource } from '../../data/useResource';

export interface DealSessions {
  sessions: Resource<ManagedSession[]>;
  add: (body: SessionCreate) => Promise<ManagedSession[]>;
  edit: (sessionId: string, body: SessionUpdate) => Promise<ManagedSession>;
  cancel: (sessionId: string) => Promise<SessionCancelResponse>;
}

export function useDealSessions(dealId: string, onChanged: () => void): DealSessions {
  const sessions = useResource((signal) => getOwnDealSessions(dealId, { signal }), [dealId]);
  const changed = <T,>(result: T): T => {
    void sessions.refetch();
    onChanged();
    return result;
  };
  return {
    sessions,
    add: (body) => createSessions(dealId, body).then(changed),
    edit: (sessionId, body) => updateSession(sessionId, body).then(changed),
    cancel: (sessionId) => cancelSession(sessionId).then(changed),
  };
}
