/** Layout pieces shared by the dashboard's deal forms (full create, quick add, edit). */
import { useEffect, type RefObject } from 'react';
import { CircleAlert } from 'lucide-react';
import styled from 'styled-components';
import { CATEGORIES, type Category } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Button, DialogClose, Select } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';
import type { DealFormProblem } from './dealFormValidation';
import { useTranslateText } from './useTranslateText';

/** The form: fields, message and actions stacked; it takes the dialog's remaining height. */
export const Form = styled.form`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 0;
`;

/**
 * The fields, one column on phones and two from `sm`. They scroll when the dialog reaches the
 * window's height; the small inset keeps the fields' focus rings inside the scrolling box.
 */
export const FormGrid = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  margin: -${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field spanning both columns. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[1]};
  & > * {
    flex: 1 1 auto;
  }
  ${({ theme }) => theme.media.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const ProblemBox = styled.div`
  flex: none;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.destructive.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  &:empty {
    display: none;
  }
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    margin-top: ${({ theme }) => theme.space.px};
  }
`;

/**
 * The form's message ("Please fill in all fields.", the server's message...), in the page's
 * language. The live region is always in the page so that screen readers announce the message
 * when it appears.
 */
export function FormProblem({ id, problem }: { id: string; problem: DealFormProblem | null }) {
  const translate = useTranslateText();
  return (
    <ProblemBox id={id} role="alert">
      {problem && (
        <>
          <CircleAlert aria-hidden="true" />
          <span>{translate(problem.message)}</span>
        </>
      )}
    </ProblemBox>
  );
}

/** After each submit that ended with a problem (`attempt` counts them), focuses the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}

/** Cancel (closes the dialog) and the submit button of `formId`. */
export function FormActions({
  formId,
  submitLabel,
  busyLabel,
  submitting,
  disabled = false,
}: {
  formId: string;
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  disabled?: boolean;
}) {
  const text = useCopy(BUSINESS_COPY).form;
  return (
    <Actions>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          {text.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" form={formId} loading={submitting} loadingText={busyLabel} disabled={disabled}>
        {submitLabel}
      </Button>
    </Actions>
  );
}

/** The kit Select with the five categories. */
export function CategorySelect({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: Category;
  onChange: (value: Category) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const copy = useCopy(BUSINESS_COPY);
  return (
    <Select
      label={copy.form.category}
      options={CATEGORIES.map((category) => ({ value: category, label: copy.categories[category] }))}
      value={value}
      onChange={(event) => onChange(event.target.value as Category)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
    />
  );
}
