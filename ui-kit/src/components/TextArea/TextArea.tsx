import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  hasContent,
  useFieldIds,
} from '../TextField/field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label; also the text area's accessible name. */
  label: ReactNode;
  /** Help text under the text area, announced with it. */
  hint?: ReactNode;
  /** Error text under the text area; sets `aria-invalid` and is announced with it. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** Marks the field as required: a visual asterisk and the native `required` attribute. */
  required?: boolean;
  /** Visible lines of text (the contact form uses 5). */
  rows?: number;
  /** Class name for the outer wrapper (label, text area and messages). */
  className?: string;
}

const Area = styled.textarea`
  ${controlStyles}
  display: block;
  resize: vertical;
`;

/** A labelled multi-line text input with optional hint and error text; the ref points at the `<textarea>`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, hideLabel = false, required, rows = 4, className, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Area
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        {...rest}
        aria-invalid={hasContent(error) || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy(ids, { hint, error, extra: rest['aria-describedby'] })}
      />
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </FieldRoot>
  );
});
