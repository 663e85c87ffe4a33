/**
 * /waitlist-offers/:token (issue 11): the link of a waitlist offer. While the offer lasts: the
 * deal, the time, the price, the time left to claim it and "Book now", which books the held spot
 * and goes to checkout as any booking does. While the place is live (offered or waiting), "Leave
 * the waitlist": a guest has no account to leave from, so the offer e-mail links here for that
 * too (at the button's id). An offer that expired, was used, left or closed says so in the API's
 * words. Flow: waitlistOfferMachine.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { BellRing, CircleCheck, CircleX, PartyPopper } from 'lucide-react';
import { Button, Centre, ErrorState, HoldCountdown, Page, Spinner, toast } from '@spur/ui-kit';
import { MESSAGES, type WaitlistEntry } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { WAITLIST_LEAVE_ANCHOR } from '@spur/domain';
import { liveWaitlistOfferMachine } from '../machines/liveWaitlist';
import { ResultCard } from './checkout/ResultCard';
import { dealPath } from './deals/dealCard';
import { DEALS_PATH } from './deals/query';
import { WAITLIST_COPY } from './waitlist/copy';
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

/** The way out of a live place in line; the offer e-mail's leave link points at its id. */
function LeaveButton({ leaving, onLeave }: { leaving: boolean; onLeave: () => void }) {
  const text = useCopy(WAITLIST_COPY);
  return (
    <Button id={WAITLIST_LEAVE_ANCHOR} size="lg" variant="outline" loading={leaving} loadingText={text.leaving} onClick={onLeave}>
      {text.leave}
    </Button>
  );
}

/** Browse on, or back to the deal. */
function Onward({ dealId }: { dealId: string | undefined }) {
  const text = useCopy(WAITLIST_COPY);
  return (
    <>
      {dealId && (
        <Button asChild>
          <Link to={dealPath(dealId)}>{text.seeDeal}</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={DEALS_PATH}>{text.browseDeals}</Link>
      </Button>
    </>
  );
}

interface OfferProps {
  entry: WaitlistEntry;
  busy: boolean;
  leaving: boolean;
  onClaim: () => void;
  onLeave: () => void;
  onTimeUp: () => void;
}

/** The offer while it lasts: what, when, how much, the time left, Book now, Leave. */
function Offer({ entry, busy, leaving, onClaim, onLeave, onTimeUp }: OfferProps) {
  const text = useCopy(WAITLIST_COPY);
  const locale = useLocale();
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
      title={text.offerTitle}
      actions={
        <>
          <Button size="lg" loading={busy} loadingText={text.booking} disabled={leaving} onClick={onClaim}>
            {text.bookNow}
          </Button>
          <LeaveButton leaving={leaving} onLeave={onLeave} />
        </>
      }
    >
      <p>{text.offerText}</p>
      <Summary>
        <div>
          <dt>{text.experience}</dt>
          <dd>{entry.deal_title}</dd>
        </div>
        {entry.session_starts_at && (
          <div>
            <dt>{text.when}</dt>
            <dd>{sessionWhen(entry.session_starts_at, entry.time_zone, now, viewerZone, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{text.price}</dt>
          <dd>{formatMoney(entry.offer_amount! / 100, locale)}</dd>
        </div>
      </Summary>
      <HoldCountdown secondsLeft={secondsLeft} />
    </ResultCard>
  );
}

export default function WaitlistOfferPage() {
  const text = useCopy(WAITLIST_COPY);
  const messages = useCopy(MESSAGES);
  const { token = '' } = useParams();
  const [machine] = useState(() => liveWaitlistOfferMachine({ toast }));
  const [state, send] = useMachine(machine, { input: { token } });
  const { entry, error } = state.context;

  if (state.matches('loading')) {
    return (
      <Page as="main">
        <Centre>
          <Spinner label={text.loading} size="lg" />
        </Centre>
      </Page>
    );
  }
  if (state.matches('failed')) {
    return (
      <Page as="main">
        <ErrorState title={text.failedTitle} message={error ?? ''} retryLabel={text.retry} onRetry={() => send({ type: 'RETRY' })} />
      </Page>
    );
  }
  if (state.matches('left') && entry) {
    return (
      <ResultCard icon={<CircleCheck />} tone="success" title={text.leftTitle} actions={<Onward dealId={entry.deal_id} />}>
        <p role="status">{text.leftText(entry.deal_title)}</p>
      </ResultCard>
    );
  }
  const leaving = state.hasTag('leaving');
  const onLeave = () => send({ type: 'LEAVE' });
  if ((state.matches('waiting') || (leaving && entry?.status === 'waiting')) && entry) {
    return (
      <ResultCard icon={<BellRing />} title={text.waitingTitle} actions={<LeaveButton leaving={leaving} onLeave={onLeave} />}>
        <p>{messages.waitlistNoOffer}</p>
      </ResultCard>
    );
  }
  if (state.matches('unavailable') || !entry) {
    return (
      <ResultCard icon={<CircleX />} title={text.unavailableTitle} actions={<Onward dealId={entry?.deal_id} />}>
        <p>{error}</p>
      </ResultCard>
    );
  }
  return (
    <Offer
      entry={entry}
      busy={state.hasTag('busy')}
      leaving={leaving}
      onClaim={() => send({ type: 'CLAIM' })}
      onLeave={onLeave}
      onTimeUp={() => send({ type: 'TIME_UP' })}
    />
  );
}
