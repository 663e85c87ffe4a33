/** The dashboard's three deal dialogs: Create Deal (full form), Quick Add and Edit Deal. */
import styled from 'styled-components';
import type { Deal } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Dialog } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';
import { DealForm } from './DealForm';
import { QuickDealForm } from './QuickDealForm';

/**
 * Never taller than the window: the form's fields scroll inside, while the title, the form's
 * message and its buttons stay in view (see `Fields` in formParts).
 */
const FittedDialog = styled(Dialog)`
  && {
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[4]});
  }
`;

/** The full form needs two columns (so do the sessions): the dialog is as wide as the kit's narrow container. */
export const WideDialog = styled(FittedDialog)`
  && {
    max-width: ${({ theme }) => theme.sizes.narrow};
  }
`;

interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the "Success" toast: close the dialog and refresh the dashboard. */
  onSaved: (deal: Deal) => void;
  /** Spur's commission in percent: the price field says what the business receives (unknown: nothing said). */
  feePercent?: number;
}

export function CreateDealDialog({ open, onOpenChange, onSaved, feePercent }: DialogControl) {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <WideDialog open={open} onOpenChange={onOpenChange} title={text.createTitle} description={text.createDescription}>
      <DealForm mode="create" onSaved={onSaved} feePercent={feePercent} />
    </WideDialog>
  );
}

export function QuickAddDialog({ open, onOpenChange, onSaved, feePercent }: DialogControl) {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <FittedDialog open={open} onOpenChange={onOpenChange} title={text.quickTitle} description={text.quickDescription}>
      <QuickDealForm onSaved={onSaved} feePercent={feePercent} />
    </FittedDialog>
  );
}

export function EditDealDialog({
  deal,
  onClose,
  onSaved,
  feePercent,
}: Pick<DialogControl, 'feePercent'> & {
  /** The deal being edited; null when the dialog is closed. */
  deal: Deal | null;
  onClose: () => void;
  onSaved: (deal: Deal) => void;
}) {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <WideDialog
      open={deal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.editTitle}
      description={text.editDescription}
    >
      {deal && <DealForm key={deal.id} mode="edit" deal={deal} onSaved={onSaved} feePercent={feePercent} />}
    </WideDialog>
  );
}
