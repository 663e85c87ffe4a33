import styled from 'styled-components';
import { Clock, TimerOff } from 'lucide-react';
import { Button } from '../Button';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { HOLD_COUNTDOWN_TEXTS } from './texts';
import type { KitTexts } from '../../i18n/types';

export interface HoldCountdownProps {
  /** Seconds until the held spot is released; the app ticks it. 0 or less: the hold has expired. */
  secondsLeft: number;
  /** Offered once the hold has expired ("Try again"). Without it there is no button. */
  onRetry?: () => void;
}

/** "14:32": minutes and seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the live region says at the moments worth telling: 5 minutes left, 1 minute left, expired. */
function announcement(seconds: number, texts: KitTexts['holdCountdown']): string {
  if (seconds <= 0) return texts.expiredAnnouncement;
  if (seconds <= 60) return texts.oneMinuteLeft;
  if (seconds <= 300) return texts.fiveMinutesLeft;
  return '';
}

const Line = styled.p<{ $urgent: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.status.pending.bg : theme.colors.accent.subtle)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.status.pending.fg : theme.colors.accent.hover)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Digits = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Expired = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.status.cancelled.bg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive.subtle};
`;

const ExpiredTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.status.cancelled.fg};

  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const ExpiredText = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * How long a checkout keeps its spot: "We hold your spot for 14:32", in the warning colour in
 * the last minute; then "Your hold has expired" with Try again. The countdown itself is not read
 * aloud every second: a polite live region speaks at five minutes, one minute and expiry.
 */
export function HoldCountdown({ secondsLeft, onRetry }: HoldCountdownProps) {
  const { texts } = useKitTexts('holdCountdown', HOLD_COUNTDOWN_TEXTS);
  // The region's text changes only at those moments, so only they are announced.
  const live = <VisuallyHidden aria-live="polite">{announcement(secondsLeft, texts)}</VisuallyHidden>;

  if (secondsLeft <= 0) {
    return (
      <Expired role="alert">
        <ExpiredTitle>
          <TimerOff aria-hidden />
          {texts.expired}
        </ExpiredTitle>
        <ExpiredText>{texts.expiredText}</ExpiredText>
        {onRetry && <Button onClick={onRetry}>{texts.tryAgain}</Button>}
      </Expired>
    );
  }
  const [before, after] = around(texts.holding);
  return (
    <>
      <Line $urgent={secondsLeft <= 60} role="timer" aria-live="off">
        <Clock aria-hidden />
        <span>
          {before}
          <Digits>{formatCountdown(secondsLeft)}</Digits>
          {after}
        </span>
      </Line>
      {live}
    </>
  );
}
