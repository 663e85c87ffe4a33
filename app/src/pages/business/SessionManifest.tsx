/**
 * A session's manifest: who booked it (the account's name, else the guest's; the e-mail) and each
 * booking's state and price, and when each guest was checked in (venue time).
 */
import styled from 'styled-components';
import type { ManagedSession } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Badge, Centre, ErrorState, Spinner, bookingStatusTone, visuallyHidden } from '@spur/ui-kit';
import { errorMessage, getSessionManifest } from '../../api';
import { useResource } from '../../data/useResource';
import { formatPrice, formatTime } from '../../time/format';
import { BUSINESS_COPY } from './copy';
import { useTranslateText } from './useTranslateText';

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
    overflow-wrap: anywhere;
  }
  & td:last-child,
  & th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

export interface SessionManifestProps {
  session: ManagedSession;
  /** "Today 5:30 PM": the table's caption. */
  when: string;
  /** The venue's time zone (check-in times are shown in it). */
  zone: string;
}

export function SessionManifest({ session, when, zone }: SessionManifestProps) {
  const locale = useLocale();
  const sessionsText = useCopy(BUSINESS_COPY).sessions;
  const text = sessionsText.manifest;
  const translate = useTranslateText();
  const manifest = useResource((signal) => getSessionManifest(session.id, { signal }), [session.id]);
  if (manifest.status === 'loading') {
    return (
      <Centre>
        <Spinner label={sessionsText.loading} />
      </Centre>
    );
  }
  if (manifest.status === 'error') {
    return <ErrorState title={text.loadFailed} message={translate(errorMessage(manifest.error))} onRetry={manifest.retry} retryLabel={sessionsText.tryAgain} />;
  }
  const entries = manifest.data;
  return (
    <>
      <Summary>{text.summary(session.booked, session.capacity)}</Summary>
      {entries.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <Scroll>
          <Table>
            <Caption>{text.title(when)}</Caption>
            <thead>
              <tr>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.status}</th>
                <th scope="col">{text.checkedIn}</th>
                <th scope="col">{text.paid}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.booking_id}>
                  <td>{entry.name ?? text.guest}</td>
                  <td>{entry.email ?? '—'}</td>
                  <td>
                    <Badge size="sm" tone={bookingStatusTone(entry.status)}>
                      {text.statuses[entry.status]}
                    </Badge>
                  </td>
                  <td>{entry.checked_in_at ? <time dateTime={entry.checked_in_at}>{formatTime(entry.checked_in_at, { zone }, locale)}</time> : text.notCheckedIn}</td>
                  <td>{formatPrice(entry.price, locale)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </>
  );
}
