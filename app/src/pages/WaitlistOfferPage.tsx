/**
 * /waitlist-offers/:token (issue 11): the link of a waitlist offer. While the offer lasts: the
 * deal, the time, the price, the time left to claim it and "Book now", which books the held spot
 * and goes to checkout as any booking does. An offer that expired, was used or left, or was
 * never made yet says so in the API's words. Flow: waitlistOfferMachine.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { CircleX, PartyPopper } from 'lucide-react';
import { Button, Centre, ErrorState, HoldCountdown, Page, Spinner, toast } from '@spur/ui-kit';
import type { WaitlistEntry } from '@spur/contract';
import { liveWaitlistOfferMachine } from '../machines/liveWaitlist';
import { ResultCard } from './checkout/ResultCard';
import { dealPath } from './deals/dealCard';
import { DEALS_PATH } from './deals/query';
import { WAITLIST_COPY as TEXT } from './waitlist/copy';
import { formatMoney, sessionWhen, useNow, useViewerTimeZone } from '../time';

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  text-align: left;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  & dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: right;
  }
`;

/** The offer while it lasts: what, when, how much, the time left, Book now. */
function Offer({ entry, busy, onClaim, onTimeUp }: { entry: WaitlistEntry; busy: boolean; onClaim: () => void; onTimeUp: () => void }) {
  const now = useNow(1000);
  const viewerZone = useViewerTimeZone();
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(entry.offer_expires_at!) - now.getTime()) / 1000));
  useEffect(() => {
    if (secondsLeft <= 0) onTimeUp();
  }, [secondsLeft, onTimeUp]);
  return (
    <ResultCard
      icon={<PartyPopper />}
      tone="success"
      title={TEXT.offerTitle}
      actions={
        <Button size="lg" loading={busy} loadingText={TEXT.booking} onClick={onClaim}>
          {TEXT.bookNow}
        </Button>
      }
    >
      <p>{TEXT.offerText}</p>
      <Summary>
        <div>
          <dt>{TEXT.experience}</dt>
          <dd>{entry.deal_title}</dd>
        </div>
        {entry.session_starts_at && (
          <div>
            <dt>{TEXT.when}</dt>
            <dd>{sessionWhen(entry.session_starts_at, entry.time_zone, now, viewerZone)}</dd>
          </div>
        )}
        <div>
          <dt>{TEXT.price}</dt>
          <dd>{formatMoney(entry.offer_amount! / 100)}</dd>
        </div>
      </Summary>
      <HoldCountdown secondsLeft={secondsLeft} />
    </ResultCard>
  );
}

export default function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const [machine] = useState(() => liveWaitlistOfferMachine({ toast }));
  const [state, send] = useMachine(machine, { input: { token } });
  const { entry, error } = state.context;

  if (state.matches('loading')) {
    return (
      <Page as="main">
        <Centre>
          <Spinner label={TEXT.loading} size="lg" />
        </Centre>
      </Page>
    );
  }
  if (state.matches('failed')) {
    return (
      <Page as="main">
        <ErrorState title={TEXT.failedTitle} message={error ?? ''} retryLabel={TEXT.retry} onRetry={() => send({ type: 'RETRY' })} />
      </Page>
    );
  }
  if (state.matches('unavailable') || !entry) {
    return (
      <ResultCard
        icon={<CircleX />}
        title={TEXT.unavailableTitle}
        actions={
          <>
            {entry && (
              <Button asChild>
                <Link to={dealPath(entry.deal_id)}>{TEXT.seeDeal}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={DEALS_PATH}>{TEXT.browseDeals}</Link>
            </Button>
          </>
        }
      >
        <p>{error}</p>
      </ResultCard>
    );
  }
  return <Offer entry={entry} busy={state.hasTag('busy')} onClaim={() => send({ type: 'CLAIM' })} onTimeUp={() => send({ type: 'TIME_UP' })} />;
}
