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
import { useCallback } from 'react';
import type { BusinessStats, Deal } from '@spur/contract';
import { toast } from '@spur/ui-kit';
import { getBusinessStats, getMyDeals, isApiError } from '../../api';
import { COPY } from '../../copy';
import { pageCopy } from '../../i18n/pageLocale';
import { useResource, type ResourceOptions } from '../../data/useResource';

interface DashboardContent {
  deals: Deal[];
  stats: BusinessStats | null;
  statsError: boolean;
}

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; accessDenied: boolean }
  | ({ status: 'ready' } & DashboardContent);

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

/** The deals and the figures together; a failure of the deals is the failure of the whole. */
async function loadDashboard(signal: AbortSignal): Promise<DashboardContent> {
  const [deals, stats] = await Promise.allSettled([getMyDeals({ signal }), getBusinessStats({ signal })]);
  if (deals.status === 'rejected') throw deals.reason;
  return {
    deals: deals.value,
    stats: stats.status === 'fulfilled' ? stats.value : null,
    statsError: stats.status === 'rejected',
  };
}

const dashboardOptions: ResourceOptions = {
  onError: (error) => {
    const { toasts } = pageCopy(COPY);
    toast(isAccessDenied(error) ? toasts.accessDenied : toasts.myDealsFetchFailed);
  },
  // A failed background refresh keeps the list the person is working with.
  keepDataOnError: (error) => !isAccessDenied(error),
  prerender: 'business dashboard',
};

export function useBusinessDashboard(): BusinessDashboard {
  const resource = useResource(loadDashboard, [], dashboardOptions);
  const { refetch, setData } = resource;

  let data: DashboardData;
  if (resource.status === 'success') data = { status: 'ready', ...resource.data };
  else if (resource.status === 'error') data = { status: 'error', error: resource.error, accessDenied: isAccessDenied(resource.error) };
  else data = { status: 'loading' };

  const reload = useCallback(() => void refetch(), [refetch]);
  const dropDeal = useCallback(
    (id: string) => setData((current) => ({ ...current, deals: current.deals.filter((deal) => deal.id !== id) })),
    [setData],
  );

  return { data, retrying: resource.status === 'error' && resource.refetching, reload, refresh: refetch, dropDeal };
}
