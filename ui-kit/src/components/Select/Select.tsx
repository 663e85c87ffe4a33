import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
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

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown for the choice. */
  label: string;
  /** The choice cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** Visible label; also the select's accessible name. */
  label: ReactNode;
  /** The choices. Alternatively pass `<option>` elements as children. */
  options?: readonly SelectOption[];
  /** Text of a first, empty choice (value `""`) shown while nothing is picked, e.g. "Choose a category". */
  placeholder?: string;
  /** Help text under the select, announced with it. */
  hint?: ReactNode;
  /** Error text under the select; sets `aria-invalid` and is announced with it. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** Marks the field as required: a visual asterisk and the native `required` attribute. */
  required?: boolean;
  /** Class name for the outer wrapper (label, select and messages). */
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

/** A styled native `<select>` with a label, hint and error text; the ref points at the `<select>`. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, hideLabel = false, required, className, id, children, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Wrap>
        <NativeSelect
          ref={ref}
          id={ids.controlId}
          required={required}
          {...rest}
          aria-invalid={hasContent(error) || rest['aria-invalid'] || undefined}
          aria-describedby={describedBy(ids, { hint, error, extra: rest['aria-describedby'] })}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
        <ChevronDown aria-hidden="true" />
      </Wrap>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </FieldRoot>
  );
});
