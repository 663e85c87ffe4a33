import { useEffect, useState } from 'react';
import type { Category, Deal } from '@spur/contract';
import { listDeals } from '../../api';
import { errorMessage } from '../../api/errors';

export type DealsResult =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; deals: Deal[] };

type Settled = { key: string } & ({ status: 'error'; message: string } | { status: 'success'; deals: Deal[] });

/**
 * GET /api/deals for a search and category. A new query shows the loading state until its own
 * answer arrives; answers to earlier queries are aborted and ignored. Errors carry the deals page
 * wording of the API client ("Failed to fetch deals: {status} {statusText}", "Invalid data format
 * received from server").
 */
export function useDeals(search: string, category: Category | null, fetchDeals: typeof listDeals = listDeals): DealsResult {
  const key = JSON.stringify([search, category]);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDeals({ ...(search ? { search } : {}), ...(category ? { category } : {}) }, { signal: controller.signal }).then(
      (deals) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'success', deals });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, search, category, fetchDeals]);

  if (!settled || settled.key !== key) return { status: 'loading' };
  return settled.status === 'success' ? { status: 'success', deals: settled.deals } : { status: 'error', message: settled.message };
}
