import styled from 'styled-components';

export interface FilterChipOption<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterChipsProps<Value extends string> {
  /** What the chips choose, read as the group's name (e.g. "When"). */
  label: string;
  /** The choices, in order. */
  options: ReadonlyArray<FilterChipOption<Value>>;
  /** The chosen value. */
  value: Value;
  /** Called with the value of the chip pressed. */
  onChange: (value: Value) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent.base};
    background: ${({ theme }) => theme.colors.accent.base};
    color: ${({ theme }) => theme.colors.accent.contrast};
  }
`;

/**
 * One choice among a few filters, as chips: toggle buttons (`aria-pressed`) in a named group.
 * Buttons rather than radios because each press applies the filter at once, as a button does;
 * they wrap onto more lines on narrow screens instead of scrolling sideways.
 */
export function FilterChips<Value extends string>({ label, options, value, onChange }: FilterChipsProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip key={option.value} type="button" aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
