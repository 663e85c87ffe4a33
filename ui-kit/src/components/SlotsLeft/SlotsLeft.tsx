import styled from 'styled-components';

export interface SlotsLeftProps {
  /** Slots still available; 0 or fewer reads "No slots left". */
  slots: number;
  /** At or below this many slots the count shows in the warning colour. Default 3. */
  fewAt?: number;
  /** Class name for the line. */
  className?: string;
}

/** "3 slots left", "1 slot left". */
export function slotsLabel(slots: number): string {
  return `${slots} ${slots === 1 ? 'slot' : 'slots'} left`;
}

const Slots = styled.p<{ $few: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $few }) => ($few ? theme.colors.status.pending.fg : theme.colors.accent.base)};
  white-space: nowrap;
`;

/** How many slots of a deal are left: accent colour, warning colour when few or none remain. */
export function SlotsLeft({ slots, fewAt = 3, className }: SlotsLeftProps) {
  const soldOut = slots <= 0;
  return (
    <Slots $few={slots <= fewAt} className={className}>
      {soldOut ? 'No slots left' : slotsLabel(slots)}
    </Slots>
  );
}
