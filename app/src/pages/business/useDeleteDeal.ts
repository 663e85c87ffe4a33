/**
 * Deleting a deal (SPEC §5): the browser's own confirm "Are you sure you want to delete this
 * deal?" first (kept native, as the spec says); only a yes sends DELETE /api/deals/{id}. Then
 * "Success" or "Error: Failed to delete deal. Please try again.".
 */
import { useCallback, useState } from 'react';
import { MESSAGES, type Deal } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { toast } from '@spur/ui-kit';
import { deleteDeal } from '../../api';
import { COPY } from '../../copy';

export interface DeleteDeal {
  /** Id of the deal being deleted, while its request is in flight. */
  deletingId: string | null;
  /** Asks for confirmation, then deletes. Resolves true when the deal was deleted. */
  remove: (deal: Pick<Deal, 'id'>) => Promise<boolean>;
}

/** `onDeleted` runs after the success toast (drop the card, refresh the figures). */
export function useDeleteDeal(onDeleted: (id: string) => void | Promise<void>): DeleteDeal {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { toasts } = useCopy(COPY);
  const { confirmDeleteDeal } = useCopy(MESSAGES);

  const remove = useCallback(
    async (deal: Pick<Deal, 'id'>) => {
      if (!window.confirm(confirmDeleteDeal)) return false;
      setDeletingId(deal.id);
      try {
        await deleteDeal(deal.id);
      } catch {
        toast(toasts.dealDeleteFailed);
        return false;
      } finally {
        setDeletingId(null);
      }
      toast(toasts.dealDeleted);
      await onDeleted(deal.id);
      return true;
    },
    [onDeleted, toasts, confirmDeleteDeal],
  );

  return { deletingId, remove };
}
