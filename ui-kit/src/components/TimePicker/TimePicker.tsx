import { useId } from 'react';
import styled, { css } from 'styled-components';

export interface TimeOption {
  /** The session's id: the value chosen. */
  id: string;
  /** The time as shown, e.g. "5:30 PM". */
  time: string;
  /** Spots, e.g. "4 spots left". */
  detail: string;
  /** The price of that time, e.g. "$45" (a price drop can make times differ). */
  price?: string;
  /**
   * What a screen reader says for the option, complete: "Today, 5:30 PM, 4 spots left, $45";
   * for a disabled one, with its reason: "Today, 6:30 PM, Sold out".
   */
  accessibleLabel: string;
  /** Why it cannot be chosen ("Sold out", "Booking closed"): the option is disabled and shows it. */
  disabledReason?: string;
}

export interface TimeGroup {
  /** The day, e.g. "Today", "Saturday, November 28". */
  heading: string;
  options: TimeOption[];
}

export interface TimePickerProps {
  /** The question, read as the group's legend (e.g. "Choose a time"). */
  label: string;
  /** The times, grouped by day, in order. */
  groups: TimeGroup[];
  /** The chosen option's id; null or absent when none is chosen. */
  value?: string | null;
  /** Called with an option's id when it is chosen. */
  onValueChange: (id: string) => void;
  /** Shown instead of the options when there are none. */
  emptyText: string;
  /** Every time disabled (e.g. until the page's scripts can act on a choice). */
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Day = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const DayHeading = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  cursor: pointer;
  font-variant-numeric: tabular-nums;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent.base};
    background: ${({ theme }) => theme.colors.accent.subtle};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent.base};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      background: ${theme.colors.surface.sunken};
      color: ${theme.colors.text.muted};
    `}
`;

/** The native radio, kept for its keyboard behaviour (arrows move, Tab leaves) but drawn by the label. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Time = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Reason = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.status.cancelled.fg};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * A single choice among a deal's times, grouped by day: native radio buttons (arrow keys move
 * between enabled times, Tab leaves the group), each named in full for screen readers ("Today,
 * 5:30 PM, 4 spots left, $45"). Times that cannot be booked stay visible, disabled, with why.
 */
export function TimePicker({ label, groups, value = null, onValueChange, emptyText, disabled: allDisabled = false }: TimePickerProps) {
  const name = useId();
  const legendId = useId();
  const hasOptions = groups.some((group) => group.options.length > 0);
  return (
    // A radio group by its ARIA role too, named by the legend, as assistive technology expects of one.
    <Fieldset role="radiogroup" aria-labelledby={legendId} disabled={allDisabled}>
      <Legend id={legendId}>{label}</Legend>
      {hasOptions ? (
        groups.map((group) => (
          <Day key={group.heading}>
            <DayHeading aria-hidden="true">{group.heading}</DayHeading>
            <Options>
              {group.options.map((option) => {
                const disabled = option.disabledReason !== undefined;
                return (
                  <Option key={option.id} $disabled={disabled || allDisabled}>
                    <Radio
                      type="radio"
                      name={name}
                      value={option.id}
                      checked={value === option.id}
                      disabled={disabled}
                      aria-label={option.accessibleLabel}
                      onChange={() => onValueChange(option.id)}
                    />
                    <Time aria-hidden="true">{option.time}</Time>
                    <Detail aria-hidden="true">{[option.detail, option.price].filter(Boolean).join(' · ')}</Detail>
                    {disabled && <Reason aria-hidden="true">{option.disabledReason}</Reason>}
                  </Option>
                );
              })}
            </Options>
          </Day>
        ))
      ) : (
        <Empty>{emptyText}</Empty>
      )}
    </Fieldset>
  );
}
