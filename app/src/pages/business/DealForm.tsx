/**
 * The full deal form: "Create Deal" (POST /api/deals) and the edit dialog (PUT /api/deals/{id}).
 * Title, Description, Price and Location are required (SPEC §5); Category, Original price,
 * Available slots, Image URL and the offer's end are optional (PRODUCT.md).
 */
import { useId, useMemo, useRef } from 'react';
import { LIMITS, type Deal } from '@spur/server/contract';
import { TextArea, TextField } from '@spur/ui-kit';
import { createDeal, updateDeal } from '../../api';
import { COPY } from '../../copy';
import { BUSINESS_COPY } from './copy';
import { dealToValues, emptyDealValues, toCreateBody, toUpdateBody, type DealField } from './dealFormValidation';
import { CategorySelect, Form, FormActions, FormGrid, FormProblem, useFocusFirstInvalid, Wide } from './formParts';
import { useDealForm } from './useDealForm';

const text = BUSINESS_COPY.form;

export interface DealFormProps {
  /** `create`: the full create form, empty but for the defaults. `edit`: prefilled from `deal`. */
  mode: 'create' | 'edit';
  /** The deal being edited (edit mode). */
  deal?: Deal;
  /** After the "Success" toast, with the saved deal. */
  onSaved: (deal: Deal) => void;
}

export function DealForm({ mode, deal, onSaved }: DealFormProps) {
  const formId = useId();
  const problemId = `${formId}-problem`;
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => (mode === 'edit' && deal ? dealToValues(deal) : emptyDealValues()), [mode, deal]);

  const form = useDealForm({
    mode: mode === 'edit' ? 'edit' : 'full',
    initial,
    send: (values) =>
      mode === 'edit' && deal ? updateDeal(deal.id, toUpdateBody(values, initial)) : createDeal(toCreateBody('full', values)),
    toasts:
      mode === 'edit'
        ? { success: COPY.toasts.dealUpdated, failure: COPY.toasts.dealUpdateFailed }
        : { success: COPY.toasts.dealCreated, failure: COPY.toasts.dealCreateFailed },
    onSaved,
  });
  useFocusFirstInvalid(formRef, form.attempt);

  const { values, setField, isInvalid } = form;
  /** Marks a field invalid and points it at the form's message. */
  const invalidProps = (field: DealField) =>
    isInvalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};

  return (
    <Form id={formId} ref={formRef} noValidate onSubmit={form.onSubmit}>
      <FormGrid>
        <Wide>
          <TextField
            label={text.title}
            required
            value={values.title}
            maxLength={LIMITS.dealTitle}
            autoComplete="off"
            onChange={(event) => setField('title', event.target.value)}
            {...invalidProps('title')}
          />
        </Wide>
        <Wide>
          <TextArea
            label={text.description}
            required
            rows={4}
            value={values.description}
            maxLength={LIMITS.dealDescription}
            onChange={(event) => setField('description', event.target.value)}
            {...invalidProps('description')}
          />
        </Wide>
        <TextField
          label={text.price}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.price}
          onChange={(event) => setField('price', event.target.value)}
          {...invalidProps('price')}
        />
        <TextField
          label={text.originalPrice}
          hint={text.originalPriceHint}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.originalPrice}
          onChange={(event) => setField('originalPrice', event.target.value)}
          {...invalidProps('originalPrice')}
        />
        <CategorySelect
          value={values.category}
          onChange={(value) => setField('category', value)}
          invalid={isInvalid('category')}
          describedBy={problemId}
        />
        <TextField
          label={text.slots}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.slots}
          onChange={(event) => setField('slots', event.target.value)}
          {...invalidProps('slots')}
        />
        <Wide>
          <TextField
            label={text.location}
            required
            value={values.location}
            maxLength={LIMITS.location}
            autoComplete="off"
            onChange={(event) => setField('location', event.target.value)}
            {...invalidProps('location')}
          />
        </Wide>
        <TextField
          label={text.image}
          hint={text.imageHint}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.image}
          onChange={(event) => setField('image', event.target.value)}
          {...invalidProps('image')}
        />
        <TextField
          label={text.expiresAt}
          hint={text.expiresAtHint}
          type="datetime-local"
          value={values.expiresAt}
          onChange={(event) => setField('expiresAt', event.target.value)}
          {...invalidProps('expiresAt')}
        />
      </FormGrid>
      <FormProblem id={problemId} problem={form.problem} />
      <FormActions
        formId={formId}
        submitLabel={mode === 'edit' ? text.save : text.create}
        busyLabel={mode === 'edit' ? text.saving : text.creating}
        submitting={form.submitting}
      />
    </Form>
  );
}
