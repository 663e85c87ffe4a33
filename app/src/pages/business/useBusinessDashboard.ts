/**
 * The dashboard's data: the business's own deals (GET /api/deals/business/my-deals) and its
 * figures (GET /api/deals/business/stats), fetched together.
 *
 * - The deals decide the screen: while they load it is `loading`; when they fail it is `error`
 *   with the toast of SPEC §8 ("Access Denied: ..." for a 403, "Failed to fetch your deals..."
 *   otherwise).
 * - The figures are secondary: when only they fail the deals still show and `statsError` is set.
 * - `reload()` (Try Again) keeps the error screen with a busy button until the answer comes;
 *   `refresh()` (after a create, edit or delete) keeps the current screen while it refetches.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessStats, Deal } from '@spur/contract';
import { toast } from '@spur/ui-kit';
import { getBusinessStats, getMyDeals, isApiError } from '../../api';
import { COPY } from '../../copy';

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; accessDenied: boolean }
  | { status: 'ready'; deals: Deal[]; stats: BusinessStats | null; statsError: boolean };

/** SPEC §6/§8: a 403, or a message saying "Access denied", means the account is not a business. */
export function isAccessDenied(error: unknown): boolean {
  if (isApiError(error, 403)) return true;
  return error instanceof Error && error.message.includes('Access denied');
}

export interface BusinessDashboard {
  data: DashboardData;
  /** A Try Again is running. */
  retrying: boolean;
  /** Loads everything again (Try Again); `retrying` meanwhile. */
  reload(): void;
  /** Refetches deals and figures in the background, keeping what is shown. */
  refresh(): Promise<void>;
  /** Removes a deal from the list at once (after a successful delete, before the refetch). */
  dropDeal(id: string): void;
}

export function useBusinessDashboard(): BusinessDashboard {
  const [data, setData] = useState<DashboardData>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (mode: 'initial' | 'retry' | 'refresh') => {
    const request = ++latest.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;

    const [deals, stats] = await Promise.allSettled([
      getMyDeals({ signal: abort.signal }),
      getBusinessStats({ signal: abort.signal }),
    ]);
    if (request !== latest.current || abort.signal.aborted) return;

    if (deals.status === 'rejected') {
      const accessDenied = isAccessDenied(deals.reason);
      toast(accessDenied ? COPY.toasts.accessDenied : COPY.toasts.myDealsFetchFailed);
      // A failed background refresh keeps the list the person is working with.
      setData((current) =>
        mode === 'refresh' && current.status === 'ready' && !accessDenied
          ? current
          : { status: 'error', error: deals.reason, accessDenied },
      );
      return;
    }
    setData({
      status: 'ready',
      deals: deals.value,
      stats: stats.status === 'fulfilled' ? stats.value : null,
      statsError: stats.status === 'rejected',
    });
  }, []);

  useEffect(() => {
    void load('initial');
    return () => {
      latest.current += 1;
      controller.current?.abort();
    };
  }, [load]);

  const reload = useCallback(() => {
    setRetrying(true);
    void load('retry').finally(() => setRetrying(false));
  }, [load]);

  const refresh = useCallback(() => load('refresh'), [load]);

  const dropDeal = useCallback((id: string) => {
    setData((current) =>
      current.status === 'ready' ? { ...current, deals: current.deals.filter((deal) => deal.id !== id) } : current,
    );
  }, []);

  return { data, retrying, reload, refresh, dropDeal };
}
