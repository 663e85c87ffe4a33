/**
 * The answer at the door, one unmistakable state: checked in (green), already checked in or
 * another day's session (amber; the latter can still be accepted), refused (red: not valid,
 * cancelled, another business's deal, too many attempts, a code of the wrong shape).
 */
import styled from 'styled-components';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { CheckIn } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button } from '@spur/ui-kit';
import { formatDay, formatTime } from '../../time/format';
import { BUSINESS_COPY } from './copy';
import { useTranslateText } from './useTranslateText';

/** A check-in's answer: the API's result, or its refusal (status and message). */
export type CheckInOutcome = { kind: 'answer'; checkIn: CheckIn } | { kind: 'refused'; status: number; message: string };

type Tone = 'success' | 'warning' | 'danger';

const Panel = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid currentColor;
  color: ${({ theme, $tone }) => ({ success: theme.colors.status.confirmed.fg, warning: theme.colors.status.pending.fg, danger: theme.colors.status.cancelled.fg })[$tone]};
  background: ${({ theme, $tone }) => ({ success: theme.colors.status.confirmed.bg, warning: theme.colors.status.pending.bg, danger: theme.colors.status.cancelled.bg })[$tone]};
`;

const Headline = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** "Today · 5:30 PM", in the venue's zone. */
const venueTime = (at: string, now: Date, zone: string, locale: Locale) => `${formatDay(at, now, zone, locale)} · ${formatTime(at, { zone }, locale)}`;

export interface CheckInAnswerProps {
  outcome: CheckInOutcome;
  /** Now (the dashboard's clock), for "Today"/"Tomorrow". */
  now: Date;
  /** Admits the guest of another day's session. */
  onAcceptOtherDay: () => void;
  /** The acceptance is being sent. */
  accepting?: boolean;
}

export function CheckInAnswer({ outcome, now, onAcceptOtherDay, accepting = false }: CheckInAnswerProps) {
  const locale = useLocale();
  const text = useCopy(BUSINESS_COPY).checkIn;
  const translate = useTranslateText();
  if (outcome.kind === 'refused') {
    return (
      <Panel $tone="danger" role="alert" data-outcome="refused">
        <Headline>
          <XCircle aria-hidden="true" />
          {text.refused[outcome.status] ?? text.refusedFallback}
        </Headline>
        <Note>{translate(outcome.message)}</Note>
      </Panel>
    );
  }
  const { checkIn } = outcome;
  const tone: Tone = checkIn.result === 'checked_in' ? 'success' : 'warning';
  return (
    <Panel $tone={tone} role="alert" data-outcome={checkIn.result}>
      <Headline>
        {tone === 'success' ? <CheckCircle2 aria-hidden="true" /> : <AlertTriangle aria-hidden="true" />}
        {text.results[checkIn.result]}
      </Headline>
      {checkIn.result === 'already_checked_in' && checkIn.checked_in_at && <Note>{text.alreadyAt(venueTime(checkIn.checked_in_at, now, checkIn.time_zone, locale))}</Note>}
      {checkIn.result === 'other_day' && <Note>{text.otherDayNote}</Note>}
      <Facts>
        <dt>{text.guest}</dt>
        <dd>{checkIn.guest_name ?? text.guestUnknown}</dd>
        <dt>{text.deal}</dt>
        <dd>{checkIn.deal_title}</dd>
        <dt>{text.session}</dt>
        <dd>{checkIn.session_starts_at ? venueTime(checkIn.session_starts_at, now, checkIn.time_zone, locale) : text.openDated}</dd>
        <dt>{text.party}</dt>
        <dd>{text.partySize(checkIn.party_size)}</dd>
      </Facts>
      {checkIn.result === 'other_day' && (
        <Button onClick={onAcceptOtherDay} loading={accepting}>
          {text.acceptOtherDay}
        </Button>
      )}
    </Panel>
  );
}
