/**
 * The bell's inbox: loaded on mount, every 30 s and whenever the tab becomes visible again;
 * opening it marks every alert read. In the demo, alerts that arrive unread while the page is open
 * become browser notifications when the person allowed them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Inbox } from '@spur/contract';
import { getInbox, readInbox } from '../api';
import { notificationsAllowed, showAlertNotifications } from './demoNotifications';

export const INBOX_POLL_MS = 30_000;

const EMPTY: Inbox = { alerts: [], unread: 0 };

export function useInbox({ demo }: { demo: boolean }) {
  const [inbox, setInbox] = useState<Inbox>(EMPTY);
  // Ids already seen: null until the first answer (what is there at start is not news).
  const seen = useRef<Set<string> | null>(null);

  const take = useCallback(
    (next: Inbox) => {
      const known = seen.current;
      seen.current = new Set(next.alerts.map((alert) => alert.id));
      setInbox(next);
      if (!demo || known === null || !notificationsAllowed()) return;
      const arrived = next.alerts.filter((alert) => !alert.read && !known.has(alert.id));
      if (arrived.length > 0) void showAlertNotifications(arrived).catch(() => undefined);
    },
    [demo],
  );

  useEffect(() => {
    let controller = new AbortController();
    const poll = () => {
      controller.abort();
      controller = new AbortController();
      // A failed poll keeps what the bell shows; the next one tries again.
      getInbox({ signal: controller.signal }).then(take, () => undefined);
    };
    poll();
    const timer = setInterval(poll, INBOX_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [take]);

  const markRead = useCallback(() => {
    if (inbox.unread === 0) return;
    readInbox().then(take, () => undefined);
  }, [inbox.unread, take]);

  return { inbox, markRead };
}
