import styled from 'styled-components';

export interface SlotsLeftProps {
  /** Slots still available; 0 or fewer reads "No slots left". */
  slots: number;
  /** At or below this many slots the count shows in the warning colour. Default 3. */
  fewAt?: number;
  /**
   * Session wording: at or below this many (and above 0) the line reads "Last 2 spots" / "Last
   * spot", and 0 reads "Sold out". Without it: "3 slots left" and "No slots left".
   */
  lastSpotsAt?: number;
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

/** "Last 2 spots", "Last spot". */
export function lastSpotsLabel(spots: number): string {
  return spots === 1 ? 'Last spot' : `Last ${spots} spots`;
}

function label(slots: number, lastSpotsAt: number | undefined): string {
  if (lastSpotsAt === undefined) return slots <= 0 ? 'No slots left' : slotsLabel(slots);
  if (slots <= 0) return 'Sold out';
  return slots <= lastSpotsAt ? lastSpotsLabel(slots) : `${slots} ${slots === 1 ? 'spot' : 'spots'} left`;
}

/** How many slots of a deal (or spots of a session) are left: accent colour, warning colour when few or none remain. */
export function SlotsLeft({ slots, fewAt = 3, lastSpotsAt, className }: SlotsLeftProps) {
  return (
    <Slots $few={slots <= (lastSpotsAt ?? fewAt)} className={className}>
      {label(slots, lastSpotsAt)}
    </Slots>
  );
}
