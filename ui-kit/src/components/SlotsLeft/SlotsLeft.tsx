import styled from 'styled-components';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { SLOTS_LEFT_TEXTS } from './texts';
import type { KitTexts } from '../../i18n/types';

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

const Slots = styled.p<{ $few: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $few }) => ($few ? theme.colors.status.pending.fg : theme.colors.accent.base)};
  white-space: nowrap;
`;

function label(slots: number, lastSpotsAt: number | undefined, texts: KitTexts['slotsLeft']): string {
  if (lastSpotsAt === undefined) return slots <= 0 ? texts.noSlots : texts.slots(slots);
  if (slots <= 0) return texts.soldOut;
  return slots <= lastSpotsAt ? texts.lastSpots(slots) : texts.spots(slots);
}

/** How many slots of a deal (or spots of a session) are left: accent colour, warning colour when few or none remain. */
export function SlotsLeft({ slots, fewAt = 3, lastSpotsAt, className }: SlotsLeftProps) {
  const { texts } = useKitTexts('slotsLeft', SLOTS_LEFT_TEXTS);
  return (
    <Slots $few={slots <= (lastSpotsAt ?? fewAt)} className={className}>
      {label(slots, lastSpotsAt, texts)}
    </Slots>
  );
}
