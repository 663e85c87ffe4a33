/**
 * A deal's sessions on the dashboard, grouped by the venue's day: time, duration, spots booked,
 * cut-off and state, with Bookings (the manifest), Edit and Cancel for each.
 */
import { useId } from 'react';
import { ClipboardList, Pencil, XCircle } from 'lucide-react';
import styled from 'styled-components';
import type { ManagedSession } from '@spur/contract';
import { localDate, sessionAvailability, type SessionAvailability } from '@spur/domain';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Badge, Button, VisuallyHidden, type BadgeTone } from '@spur/ui-kit';
import { formatDay, formatTime } from '../../time/format';
import { BUSINESS_COPY } from './copy';
import { durationShort } from './priceDropPreview';

/** "Today 5:30 PM", "Saturday, November 28 9:00 AM" in the venue's time. */
export const sessionWhen = (session: Pick<ManagedSession, 'starts_at'>, now: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string =>
  localize(BUSINESS_COPY, locale).when.dayTime(formatDay(session.starts_at, now, zone, locale), formatTime(session.starts_at, { zone }, locale));

type RowCopy = typeof BUSINESS_COPY.sessions.row;

/** The badge of a session that cannot be booked, with the row's words (`text`). */
const stateBadges = (text: RowCopy): Partial<Record<SessionAvailability, { label: string; tone: BadgeTone }>> => ({
  cancelled: { label: text.cancelled, tone: 'danger' },
  sold_out: { label: text.soldOut, tone: 'warning' },
  cut_off: { label: text.closed, tone: 'neutral' },
  started: { label: text.closed, tone: 'neutral' },
});

export interface SessionListProps {
  sessions: readonly ManagedSession[];
  zone: string;
  now: Date;
  onBookings: (session: ManagedSession) => void;
  onEdit: (session: ManagedSession) => void;
  onCancel: (session: ManagedSession) => void;
}

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const DayTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $cancelled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.surface.sunken : theme.colors.surface.card)};
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

const Time = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function SessionRow({ session, zone, now, onBookings, onEdit, onCancel }: Omit<SessionListProps, 'sessions'> & { session: ManagedSession }) {
  const whenId = useId();
  const locale = useLocale();
  const text = useCopy(BUSINESS_COPY).sessions.row;
  const state = sessionAvailability(session, now);
  const badge = stateBadges(text)[state];
  const cancelled = session.status === 'cancelled';
  return (
    <Row $cancelled={cancelled}>
      <Info>
        <Time>
          <span id={whenId}>
            <VisuallyHidden>{formatDay(session.starts_at, now, zone, locale)} </VisuallyHidden>
            {formatTime(session.starts_at, { zone }, locale)}
          </span>
          {badge && (
            <Badge size="sm" tone={badge.tone}>
              {badge.label}
            </Badge>
          )}
        </Time>
        <Meta>
          {[durationShort(session.duration_minutes, locale), text.booked(session.booked, session.capacity), text.cutoff(session.cutoff_minutes)].join(' · ')}
        </Meta>
      </Info>
      <Actions>
        <Button variant="ghost" size="sm" icon={<ClipboardList aria-hidden="true" />} aria-describedby={whenId} onClick={() => onBookings(session)}>
          {text.bookings}
        </Button>
        {!cancelled && (
          <>
            <Button variant="outline" size="sm" icon={<Pencil aria-hidden="true" />} aria-describedby={whenId} onClick={() => onEdit(session)}>
              {text.edit}
            </Button>
            <Button variant="outline" size="sm" icon={<XCircle aria-hidden="true" />} aria-describedby={whenId} onClick={() => onCancel(session)}>
              {text.cancel}
            </Button>
          </>
        )}
      </Actions>
    </Row>
  );
}

/** The sessions by venue day, in start order. */
export function SessionList({ sessions, zone, now, ...actions }: SessionListProps) {
  const days = new Map<string, ManagedSession[]>();
  for (const session of [...sessions].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))) {
    const day = localDate(new Date(session.starts_at), zone);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return (
    <>
      {[...days.values()].map((daySessions) => (
        <DayGroup key={daySessions[0]!.id} sessions={daySessions} zone={zone} now={now} {...actions} />
      ))}
    </>
  );
}

function DayGroup({ sessions, zone, now, ...actions }: SessionListProps) {
  const titleId = useId();
  const locale = useLocale();
  return (
    <Day aria-labelledby={titleId}>
      <DayTitle id={titleId}>{formatDay(sessions[0]!.starts_at, now, zone, locale)}</DayTitle>
      <Rows>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} zone={zone} now={now} {...actions} />
        ))}
      </Rows>
    </Day>
  );
}
