/**
 * Keeps a list of deal cards current (the /deals grid and map, the home page's strip): each live
 * event is applied in place by the domain's `applyLiveEvent` (a spot count ticks, "Sold out"
 * shows); a card the event cannot patch is read again (GET /api/deals/{id}, keeping its distance);
 * a deal taken off sale stays where it is, marked, so nothing moves under the reader; `reload`
 * reads the list again in the background. Cards are never added: a new deal waits for the next load.
 */
import { useState } from 'react';
import { DEFAULT_TIME_ZONE, type Deal, type WhenFilter } from '@spur/contract';
import { applyLiveEvent, inWindow, whenWindow } from '@spur/domain';
import { getDeal } from '../api';
import { nullWhenNotFound } from '../api/errors';
import type { Resource } from '../data/useResource';
import { useCurrentTime } from '../time';
import { useLiveEvents } from './context';

/** Patches `deals` as events arrive; returns the ids of the deals that left the catalogue. */
export function useLiveDeals(deals: Resource<Deal[]>, when?: WhenFilter | null): ReadonlySet<string> {
  const currentTime = useCurrentTime();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const { setData, refetch } = deals;
  const shown = deals.status === 'success' ? deals.data : null;

  const remove = (id: string) => setRemoved((current) => new Set(current).add(id));
  const reread = (id: string) => {
    nullWhenNotFound(getDeal(id)).then(
      (fresh) => {
        if (!fresh) remove(id);
        // The list's distance: the deal alone is read without the page's centre.
        else setData((list) => list.map((deal) => (deal.id === id ? { ...fresh, distance_m: deal.distance_m } : deal)));
      },
      // The card keeps what it shows; the next event or load catches up.
      () => undefined,
    );
  };

  useLiveEvents((event) => {
    if (event.type === 'reload') {
      void refetch();
      return;
    }
    if (!shown) return;
    const now = currentTime();
    const window = whenWindow(when ?? undefined, now, DEFAULT_TIME_ZONE);
    const counts = (startsAt: string) => inWindow(Date.parse(startsAt), window);
    // Patches apply to the list as it is when React updates it (several events may come between renders).
    setData((list) =>
      list.map((deal) => {
        const update = applyLiveEvent(deal, event, now, counts);
        return typeof update === 'object' ? update.deal : deal;
      }),
    );
    for (const deal of shown) {
      if (removed.has(deal.id)) continue;
      const update = applyLiveEvent(deal, event, now, counts);
      if (update === 'removed') remove(deal.id);
      else if (update === 'refetch') reread(deal.id);
    }
  });

  return removed;
}
