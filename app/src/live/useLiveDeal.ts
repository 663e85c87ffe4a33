/**
 * Keeps one deal and its times current (the deal page, the time picker): a time's spots change
 * in place, a sold-out time shows as such, an added time takes its place and a cancelled one
 * leaves (`applyLiveEventToSessions`); the deal itself follows `applyLiveEvent` (read again when
 * the event cannot patch it); `reload` reads everything again in the background.
 */
import { useState } from 'react';
import type { Deal, LiveEvent, Session } from '@spur/contract';
import { applyLiveEvent, applyLiveEventToSessions } from '@spur/domain';
import { getDeal } from '../api';
import { nullWhenNotFound } from '../api/errors';
import type { Resource } from '../data/useResource';
import { useCurrentTime } from '../time';
import { useLiveEvents } from './context';

/** Applies each event to a deal's list of times (the time picker's resource). */
export function useLiveSessions(sessions: Resource<Session[]>, dealId: string): void {
  const { setData, refetch } = sessions;
  useLiveEvents((event) => {
    if (event.type === 'reload') void refetch();
    else setData((list) => patchSessions(list, dealId, event));
  });
}

const patchSessions = (list: Session[], dealId: string, event: LiveEvent): Session[] => {
  const next = applyLiveEventToSessions(list, dealId, event);
  return next === list ? list : [...next];
};

/**
 * Applies each event to the deal page's deal and times; returns whether the deal left the
 * catalogue meanwhile (the page then says so and stops offering it).
 */
export function useLiveDeal(load: Resource<{ deal: Deal; sessions: Session[] } | null>): boolean {
  const currentTime = useCurrentTime();
  const [removed, setRemoved] = useState(false);
  const { setData, refetch } = load;
  const shown = load.status === 'success' ? load.data : null;

  useLiveEvents((event) => {
    if (event.type === 'reload') {
      void refetch();
      return;
    }
    if (!shown) return;
    const now = currentTime();
    const update = applyLiveEvent(shown.deal, event, now);
    setData((data) => {
      if (!data) return data;
      const patched = applyLiveEvent(data.deal, event, now);
      const sessions = patchSessions(data.sessions, data.deal.id, event);
      return typeof patched === 'object' ? { deal: patched.deal, sessions } : sessions === data.sessions ? data : { ...data, sessions };
    });
    if (update === 'removed') setRemoved(true);
    else if (update === 'refetch') {
      const id = shown.deal.id;
      nullWhenNotFound(getDeal(id)).then(
        (fresh) => {
          if (!fresh) setRemoved(true);
          else setData((data) => (data && data.deal.id === id ? { ...data, deal: fresh } : data));
        },
        () => undefined,
      );
    }
  });

  return removed;
}
