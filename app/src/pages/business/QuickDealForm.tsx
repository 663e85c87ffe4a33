/**
 * The simple "Quick Add" form (SPEC §5): only Title and Price are required ("Please fill in all
 * required fields."), Description is optional, text is trimmed, and the submit button stays
 * disabled until both required fields have text. Category defaults to the server's 'tour'; the
 * location is the server's default city.
 */
import { useState } from 'react';
import type { Deal } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { createDeal } from '../../api';
import { COPY } from '../../copy';
import { BUSINESS_COPY } from './copy';
import { emptyDealValues, quickFormReady, toCreateBody } from './dealFormValidation';
import { CategoryField, DealFormFrame, DescriptionField, PriceField, TitleField } from './DealFormFrame';
import { useDealForm } from './useDealForm';

export interface QuickDealFormProps {
  /** After the "Success" toast, with the new deal. */
  onSaved: (deal: Deal) => void;
  /** Spur's commission in percent, for the line under the price. */
  feePercent?: number;
}

export function QuickDealForm({ onSaved, feePercent }: QuickDealFormProps) {
  const text = useCopy(BUSINESS_COPY).form;
  const { toasts } = useCopy(COPY);
  const [initial] = useState(emptyDealValues);
  const form = useDealForm({
    mode: 'quick',
    initial,
    send: (values) => createDeal(toCreateBody('quick', values)),
    toasts: { success: toasts.dealCreated, failure: toasts.dealCreateFailed },
    onSaved,
  });

  return (
    <DealFormFrame
      form={form}
      submitLabel={text.quickSubmit}
      busyLabel={text.adding}
      submitDisabled={!quickFormReady(form.values)}
      feePercent={feePercent}
    >
      <TitleField />
      <PriceField />
      <CategoryField />
      <DescriptionField optional />
    </DealFormFrame>
  );
}
