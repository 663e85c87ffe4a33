/**
 * The full deal form: "Create Deal" (POST /api/deals) and the edit dialog (PUT /api/deals/{id}).
 * Title, Description, Price and Location are required (SPEC §5); Category, Original price,
 * Available slots, Image URL and the offer's end are optional (PRODUCT.md); so are the venue's
 * time zone and the last-minute price drop.
 */
import { useMemo } from 'react';
import { LIMITS, type Deal } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { createDeal, updateDeal } from '../../api';
import { COPY } from '../../copy';
import { BUSINESS_COPY } from './copy';
import { dealToValues, emptyDealValues, toCreateBody, toUpdateBody } from './dealFormValidation';
import {
  CategoryField,
  DealFormFrame,
  DealTextField,
  DescriptionField,
  MONEY_INPUT,
  PriceField,
  TitleField,
} from './DealFormFrame';
import { DealTimingFields } from './DealTimingFields';
import { CancellationFields } from './CancellationFields';
import { LanguagesField } from './LanguagesField';
import { VenueFields } from './VenueFields';
import { Wide } from './formParts';
import { useDealForm } from './useDealForm';

export interface DealFormProps {
  /** `create`: the full create form, empty but for the defaults. `edit`: prefilled from `deal`. */
  mode: 'create' | 'edit';
  /** The deal being edited (edit mode). */
  deal?: Deal;
  /** After the "Success" toast, with the saved deal. */
  onSaved: (deal: Deal) => void;
  /** Spur's commission in percent, for the line under the price. */
  feePercent?: number;
}

export function DealForm({ mode, deal, onSaved, feePercent }: DealFormProps) {
  const text = useCopy(BUSINESS_COPY).form;
  const { toasts } = useCopy(COPY);
  const initial = useMemo(() => (mode === 'edit' && deal ? dealToValues(deal) : emptyDealValues()), [mode, deal]);
  const form = useDealForm({
    mode: mode === 'edit' ? 'edit' : 'full',
    initial,
    send: (values) =>
      mode === 'edit' && deal ? updateDeal(deal.id, toUpdateBody(values, initial)) : createDeal(toCreateBody('full', values)),
    toasts:
      mode === 'edit'
        ? { success: toasts.dealUpdated, failure: toasts.dealUpdateFailed }
        : { success: toasts.dealCreated, failure: toasts.dealCreateFailed },
    onSaved,
  });

  return (
    <DealFormFrame
      form={form}
      submitLabel={mode === 'edit' ? text.save : text.create}
      busyLabel={mode === 'edit' ? text.saving : text.creating}
      feePercent={feePercent}
    >
      <TitleField />
      <DescriptionField />
      <PriceField />
      <DealTextField field="originalPrice" label={text.originalPrice} hint={text.originalPriceHint} {...MONEY_INPUT} />
      <CategoryField />
      <DealTextField field="slots" label={text.slots} type="number" inputMode="numeric" min={0} step={1} />
      <LanguagesField />
      <Wide>
        <DealTextField field="location" label={text.location} required maxLength={LIMITS.location} autoComplete="off" />
      </Wide>
      <Wide>
        <VenueFields />
      </Wide>
      <DealTextField
        field="image"
        label={text.image}
        hint={text.imageHint}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <DealTextField field="expiresAt" label={text.expiresAt} hint={text.expiresAtHint} type="datetime-local" />
      <DealTimingFields />
      <CancellationFields />
    </DealFormFrame>
  );
}
