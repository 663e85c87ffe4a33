/**
 * My Bookings' waitlists (issue 11): the signed-in person's live places in line, each with its
 * deal and time; an offer shows "Book now" (the offer page) until it is taken or runs out.
 * Shown only when there are some; a failure to read them leaves the bookings alone.
 */
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Link } from 'react-router-dom';
import { getMyWaitlist } from '../../api';
import { useResource } from '../../data/useResource';
import { dealPath } from '../deals/dealCard';
import { WaitlistLine } from '../deals/WaitlistPanel';
import { useLocale } from '@spur/i18n/react';
import { sessionWhen, useNow, useViewerTimeZone } from '../../time';
import { ACCOUNT_COPY } from './copy';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`;

const Title = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function MyWaitlists() {
  const copy = useCopy(ACCOUNT_COPY).profile.waitlists;
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const load = useResource((signal) => getMyWaitlist({ signal }), [], { prerender: 'my waitlist' });
  if (load.status !== 'success' || load.data.length === 0) return null;
  return (
    <List aria-label={copy.listLabel}>
      {load.data.map((entry) => (
        <li key={entry.token}>
          <Title>
            <Link to={dealPath(entry.deal_id)}>{entry.deal_title}</Link>
            {entry.session_starts_at && ` · ${sessionWhen(entry.session_starts_at, entry.time_zone, now, viewerZone, locale)}`}
          </Title>
          <WaitlistLine dealId={entry.deal_id} sessionId={entry.session_id} signedIn entry={entry} placeOnly />
        </li>
      ))}
    </List>
  );
}
