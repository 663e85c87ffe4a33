import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useField, type FieldOwnProps } from '../TextField/field';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown for the choice. */
  label: string;
  /** The choice cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** The choices. Alternatively pass `<option>` elements as children. */
  options?: readonly SelectOption[];
  /** Text of a first, empty choice (value `""`) shown while nothing is picked, e.g. "Choose a category". */
  placeholder?: string;
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
  { options, placeholder, children, ...props },
  ref,
) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <Wrap>
        <NativeSelect ref={ref} {...control}>
          {placeholder !== undefined && (
            <option value="" disabled={frame.required}>
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
    </FieldFrame>
  );
});
