import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldLabel, FieldMessages, FieldRoot, hasContent, useFieldIds } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, announced with it (e.g. "Your email is your permanent login ID"). */
  hint?: ReactNode;
  /** Error text under the input; sets `aria-invalid` and is announced with the input. */
  error?: ReactNode;
  /** Keep the label for assistive technology only (the input still has its name). */
  hideLabel?: boolean;
  /** Marks the field as required: a visual asterisk and the native `required` attribute. */
  required?: boolean;
  /** Input type: `text` by default; `email`, `tel`, `number`, `password`... */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** Content placed inside the field at its end, e.g. a toggle button (PasswordField uses it). */
  endAdornment?: ReactNode;
  /** Class name for the outer wrapper (label, input and messages). */
  className?: string;
}

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $hasEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $hasEnd }) => ($hasEnd ? theme.space[12] : theme.space[3])};
`;

const End = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: flex;
  align-items: center;
`;

/**
 * A labelled text input with optional hint and error text. All native input props pass through
 * to the `<input>`, and the ref points at it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel = false, required, type = 'text', endAdornment, className, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <InputWrap>
        <Input
          ref={ref}
          id={ids.controlId}
          type={type}
          required={required}
          $hasEnd={hasContent(endAdornment)}
          {...rest}
          aria-invalid={invalid || rest['aria-invalid'] || undefined}
          aria-describedby={describedBy(ids, { hint, error, extra: rest['aria-describedby'] })}
        />
        {hasContent(endAdornment) && <End>{endAdornment}</End>}
      </InputWrap>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </FieldRoot>
  );
});
