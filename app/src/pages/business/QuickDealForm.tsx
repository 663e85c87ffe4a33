/**
 * The simple "Quick Add" form (SPEC §5): only Title and Price are required ("Please fill in all
 * required fields."), Description is optional, text is trimmed, and the submit button stays
 * disabled until both required fields have text. Category defaults to the server's 'tour'; the
 * location is the server's default city.
 */
import { useId, useRef, useState } from 'react';
import { LIMITS, type Deal } from '@spur/server/contract';
import { TextArea, TextField } from '@spur/ui-kit';
import { createDeal } from '../../api';
import { COPY } from '../../copy';
import { BUSINESS_COPY } from './copy';
import { emptyDealValues, quickFormReady, toCreateBody, type DealField } from './dealFormValidation';
import { CategorySelect, Form, FormActions, FormGrid, FormProblem, useFocusFirstInvalid, Wide } from './formParts';
import { useDealForm } from './useDealForm';

const text = BUSINESS_COPY.form;

export interface QuickDealFormProps {
  /** After the "Success" toast, with the new deal. */
  onSaved: (deal: Deal) => void;
}

export function QuickDealForm({ onSaved }: QuickDealFormProps) {
  const formId = useId();
  const problemId = `${formId}-problem`;
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(emptyDealValues);
  const form = useDealForm({
    mode: 'quick',
    initial,
    send: (values) => createDeal(toCreateBody('quick', values)),
    toasts: { success: COPY.toasts.dealCreated, failure: COPY.toasts.dealCreateFailed },
    onSaved,
  });
  useFocusFirstInvalid(formRef, form.attempt);

  const { values, setField, isInvalid } = form;
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
        <CategorySelect
          value={values.category}
          onChange={(value) => setField('category', value)}
          invalid={isInvalid('category')}
          describedBy={problemId}
        />
        <Wide>
          <TextArea
            label={text.description}
            hint={text.descriptionOptional}
            rows={3}
            value={values.description}
            maxLength={LIMITS.dealDescription}
            onChange={(event) => setField('description', event.target.value)}
            {...invalidProps('description')}
          />
        </Wide>
      </FormGrid>
      <FormProblem id={problemId} problem={form.problem} />
      <FormActions
        formId={formId}
        submitLabel={text.quickSubmit}
        busyLabel={text.adding}
        submitting={form.submitting}
        disabled={!quickFormReady(values)}
      />
    </Form>
  );
}
