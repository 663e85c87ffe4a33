/**
 * What every deal form (full create, quick add, edit) is made of: the frame (form, field grid,
 * inline message, Cancel and submit) and the fields, each bound by name to the form's state so
 * that its value, its setter and its invalid mark are wired in one place.
 */
import { createContext, useContext, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { LIMITS } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { TextArea, TextField, type TextAreaProps, type TextFieldProps } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';
import type { DealField } from './dealFormValidation';
import { receiveLine } from './feePreview';
import { CategorySelect, Form, FormActions, FormGrid, FormProblem, useFocusFirstInvalid, Wide } from './formParts';
import type { DealFormState } from './useDealForm';

interface FrameContext {
  form: DealFormState;
  /** Id of the inline message, which invalid fields point at. */
  problemId: string;
  /** Spur's commission in percent (undefined: not known). */
  feePercent: number | undefined;
}

const DealFormContext = createContext<FrameContext | null>(null);

export function useFrame(): FrameContext {
  const frame = useContext(DealFormContext);
  if (!frame) throw new Error('Deal form fields must be rendered inside <DealFormFrame>.');
  return frame;
}

/** A field typed as text (every field but the selects and the price drop's switch). */
type TextDealField = Exclude<DealField, 'category' | 'timeZone' | 'dropWindow' | 'priceDrop' | 'freeHours' | 'languages'>;

/** Value, setter and invalid mark of one text field. */
function useBinding(field: TextDealField) {
  const { form, problemId } = useFrame();
  return {
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(field, event.target.value),
    ...(form.isInvalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {}),
  };
}

export interface DealFormFrameProps {
  form: DealFormState;
  submitLabel: string;
  /** The submit button's label while the form is being sent. */
  busyLabel: string;
  /** Keeps the submit button disabled (the quick form waits for its required fields). */
  submitDisabled?: boolean;
  /** Spur's commission in percent: the price field says what the business receives (undefined: nothing said). */
  feePercent?: number;
  /** The fields. */
  children: ReactNode;
}

export function DealFormFrame({ form, submitLabel, busyLabel, submitDisabled, feePercent, children }: DealFormFrameProps) {
  const formId = useId();
  const problemId = `${formId}-problem`;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.attempt);

  return (
    <DealFormContext.Provider value={{ form, problemId, feePercent }}>
      <Form id={formId} ref={formRef} noValidate onSubmit={form.onSubmit}>
        <FormGrid>{children}</FormGrid>
        <FormProblem id={problemId} problem={form.problem} />
        <FormActions
          formId={formId}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          submitting={form.submitting}
          disabled={submitDisabled}
        />
      </Form>
    </DealFormContext.Provider>
  );
}

/** A kit TextField bound to `field`. */
export function DealTextField({ field, ...props }: { field: TextDealField } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  return <TextField {...props} {...useBinding(field)} />;
}

/** A kit TextArea bound to `field`. */
export function DealTextArea({ field, ...props }: { field: TextDealField } & Omit<TextAreaProps, 'value' | 'onChange'>) {
  return <TextArea {...props} {...useBinding(field)} />;
}

/** The number input of an amount in dollars (price, original price). */
export const MONEY_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** Title, required, across both columns. */
export function TitleField() {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <Wide>
      <DealTextField field="title" label={text.title} required maxLength={LIMITS.dealTitle} autoComplete="off" />
    </Wide>
  );
}

/** Price, required; under it what the business receives of it after Spur's fee. */
export function PriceField() {
  const { form, feePercent } = useFrame();
  const text = useCopy(BUSINESS_COPY).form;
  const receive = receiveLine(form.values.price, feePercent, useLocale());
  return <DealTextField field="price" label={text.price} required hint={receive ?? undefined} {...MONEY_INPUT} />;
}

/** Description across both columns: required in the full and edit forms, optional in the quick one. */
export function DescriptionField({ optional = false }: { optional?: boolean }) {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <Wide>
      <DealTextArea
        field="description"
        label={text.description}
        required={!optional}
        hint={optional ? text.descriptionOptional : undefined}
        rows={optional ? 3 : 4}
        maxLength={LIMITS.dealDescription}
      />
    </Wide>
  );
}

/** The category select bound to the form. */
export function CategoryField() {
  const { form, problemId } = useFrame();
  return (
    <CategorySelect
      value={form.values.category}
      onChange={(value) => form.setField('category', value)}
      invalid={form.isInvalid('category')}
      describedBy={problemId}
    />
  );
}
