/**
 * /deals/:id (issue 9): one deal — picture, title, business, location, rating, description, the
 * current price with its drop ("Price drops to $45 by 4:45 PM"), every upcoming time grouped by
 * day (the kit's TimePicker, inline: sold-out and closed times disabled with their reason), and
 * Book Now: for a deal with times, enabled once a bookable time is chosen, then checkout with that
 * session at the price of the moment; an open-dated deal books directly (SPEC flow).
 *
 * The cancellation terms show under the hold note: in general until a time is chosen ("Free
 * cancellation up to 24 hours before the start · then no refund"), then for that time ("Free
 * cancellation until 3:30 PM on Sat, Nov 28 · then 50% refund").
 *
 * A sold-out time (or sold-out open-dated deal) offers its waitlist: "Notify me when a spot opens"
 * (issue 11, deals/WaitlistPanel).
 *
 * Beside the business's name, "Save business" (issue 31): its new deals and times become alerts.
 *
 * States: loading, error (Retry), not found (404 or a malformed id). Its verified reviews, newest
 * first, follow the description (DealReviews).
 */
import { memo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, CalendarCheck, MapPin, Store } from 'lucide-react';
import {
  Button,
  DealPicture,
  EmptyState,
  ErrorState,
  MetaLine,
  Page,
  PriceTag,
  SaveBusinessButton,
  SaveButton,
  Spinner,
  StarRating,
  TimePicker,
} from '@spur/ui-kit';
import { CHECKOUT_HOLD_MINUTES, type Deal, type Session } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { getDeal, listDealSessions } from '../api';
import { errorMessage, nullWhenNotFound } from '../api/errors';
import { useResource } from '../data/useResource';
import { useLiveDeal } from '../live';
import { dealLocation, toBookableDeal } from './deals/dealCard';
import { DEAL_PAGE_COPY } from './deals/dealPageCopy';
import { DealReviews } from './deals/DealReviews';
import { DealLanguages } from './deals/DealLanguages';
import { DEALS_PATH } from './deals/query';
import { useCheckout } from './deals/useCheckout';
import { TimeNotice } from './deals/TimeNotice';
import { WaitlistPanel } from './deals/WaitlistPanel';
import { useSelectedTimeNotice } from './deals/useSelectedTimeNotice';
import { useHydrated } from '../ssr/lazyPart';
import { useSavedBusinesses } from '../saved/useSavedBusinesses';
import { useSavedDeals } from '../saved/useSavedDeals';
import { dealTermsLine, dealTiming, sessionChoice, sessionGroups, useCurrentTime, useNow, useViewerTimeZone } from '../time';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Drop = styled.p`
  color: ${({ theme }) => theme.colors.accent.hover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** The business offering the deal, and its "Save business" beside it. */
const BusinessLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  /* The button shows once the page has hydrated: the line has its height before, so nothing moves. */
  min-height: ${({ theme }) => theme.sizes.control.sm};
`;

/**
 * The loading state is a screen tall, as the deal will be: with a short one the footer sits in
 * view and jumps down when the deal arrives (the demo's deal page measured a layout shift of 0.57).
 */
const Loading = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  padding-block: ${({ theme }) => theme.space[16]};
`;

interface Loaded {
  deal: Deal;
  sessions: Session[];
}

async function loadDeal(id: string, signal: AbortSignal): Promise<Loaded | null> {
  const deal = await nullWhenNotFound(getDeal(id, { signal }));
  if (!deal) return null;
  const sessions = deal.has_sessions ? await listDealSessions(id, { signal }) : [];
  return { deal, sessions };
}

/** The deal page. */
export default function DealPage() {
  const copy = useCopy(DEAL_PAGE_COPY);
  const { id = '' } = useParams();
  const load = useResource((signal) => loadDeal(id, signal), [id], { prerender: `deal ${id}` });
  // Issue 10: the deal and its times change in place as they change elsewhere.
  const removed = useLiveDeal(load);

  const back = (
    <Button asChild variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />}>
      <Link to={DEALS_PATH}>{copy.backToDeals}</Link>
    </Button>
  );

  let content;
  if (load.status === 'loading') {
    content = (
      <Loading>
        <Spinner label={copy.loading} size="lg" />
      </Loading>
    );
  } else if (load.status === 'error') {
    content = (
      <ErrorState title={copy.errorTitle} message={errorMessage(load.error)} retryLabel={copy.retry} onRetry={load.retry} />
    );
  } else if (load.data === null) {
    content = (
      <EmptyState
        title={copy.notFoundTitle}
        description={copy.notFoundText}
        action={
          <Button asChild>
            <Link to={DEALS_PATH}>{copy.browseDeals}</Link>
          </Button>
        }
      />
    );
  } else {
    content = <DealDetails deal={load.data.deal} sessions={load.data.sessions} removed={removed} />;
  }

  return (
    <Page as="main">
      <div>{back}</div>
      {content}
    </Page>
  );
}

/** Saves the deal's business (its new deals and times become alerts); a guest is sent to sign in. */
function SaveDealBusiness({ businessId, businessName }: { businessId: string; businessName: string }) {
  const businesses = useSavedBusinesses();
  if (!businesses.shown) return null;
  return (
    <SaveBusinessButton
      businessName={businessName}
      saved={businesses.isSaved(businessId)}
      busy={businesses.isBusy(businessId)}
      guest={businesses.guest}
      onToggle={() => businesses.toggle(businessId)}
      onSignInNeeded={() => businesses.toggle(businessId)}
    />
  );
}

/**
 * The deal's picture, facts, description and reviews. They do not depend on the clock, so the
 * booking panel's renders (a minute's tick; the browser's clock taking over after hydration)
 * leave them alone.
 */
const DealStory = memo(function DealStory({ deal, soldOut, removed }: { deal: Deal; soldOut: boolean; removed: boolean }) {
  const copy = useCopy(DEAL_PAGE_COPY);
  return (
    <Column>
      <Picture>
        <DealPicture category={deal.category} position={0} image={deal.image} alt={deal.title} soldOut={soldOut} dimmed={removed} priority />
      </Picture>
      <Title>{deal.title}</Title>
      <BusinessLine>
        <MetaLine icon={<Store aria-hidden="true" />}>{copy.offeredBy(deal.business_name)}</MetaLine>
        {deal.business_id !== null && <SaveDealBusiness businessId={deal.business_id} businessName={deal.business_name} />}
      </BusinessLine>
      <MetaLine icon={<MapPin aria-hidden="true" />}>{dealLocation(deal)}</MetaLine>
      <DealLanguages languages={deal.languages} />
      {deal.rating !== null && deal.reviewCount > 0 ? (
        <StarRating rating={deal.rating} reviewCount={deal.reviewCount} />
      ) : (
        <Muted>{copy.noReviews}</Muted>
      )}
      <SectionTitle>{copy.about}</SectionTitle>
      <Text>{deal.description}</Text>
      <DealReviews deal={deal} />
    </Column>
  );
});

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

function DealDetails({ deal, sessions, removed }: Loaded & { removed: boolean }) {
  const copy = useCopy(DEAL_PAGE_COPY);
  const locale = useLocale();
  const now = useNow();
  const currentTime = useCurrentTime();
  const viewerZone = useViewerTimeZone();
  const { busy, book } = useCheckout();
  const hearts = useSavedDeals();
  const [selected, setSelected] = useState<string | null>(null);

  const timing = dealTiming(deal, now, viewerZone, locale);
  const session = sessions.find((item) => item.id === selected);
  const choice = session ? sessionChoice(deal, session, now) : null;
  // The price of the chosen time, else of the next one.
  const shownPrice = choice ? choice.amountCents / 100 : timing.price;
  const dropLabel = session ? dealTiming({ ...deal, next_session: session, more_sessions: 0 }, now, viewerZone, locale).priceDropLabel : timing.priceDropLabel;
  const soldOut = deal.has_sessions ? false : deal.available_slots <= 0;
  const canBook = !removed && (deal.has_sessions ? choice !== null : !soldOut);
  const notice = useSelectedTimeNotice(sessions, selected);
  // A time chosen or Book Now pressed before the scripts run would be lost: both wait for them, visibly disabled.
  const hydrated = useHydrated();

  const onBook = () => {
    if (deal.has_sessions) {
      // The amount of this very moment, not of the last tick.
      const confirmed = session ? sessionChoice(deal, session, currentTime()) : null;
      if (confirmed) book({ ...toBookableDeal(deal), ...confirmed });
    } else book(toBookableDeal(deal));
  };

  return (
    <Layout>
      <DealStory deal={deal} soldOut={soldOut} removed={removed} />
      <Panel aria-label={copy.bookNow}>
        <PriceRow>
          <PriceTag price={shownPrice} originalPrice={deal.original_price} />
          {hearts.shown && (
            <SaveButton
              saved={hearts.isSaved(deal.id)}
              busy={hearts.isBusy(deal.id)}
              guest={hearts.guest}
              onToggle={() => hearts.toggle(deal.id)}
              onSignInNeeded={() => hearts.toggle(deal.id)}
            />
          )}
        </PriceRow>
        {dropLabel && <Drop>{dropLabel}</Drop>}
        {deal.has_sessions ? (
          <>
            <SectionTitle>{copy.times}</SectionTitle>
            <TimePicker
              label={copy.chooseTime}
              groups={sessionGroups(deal, sessions, now, viewerZone, locale)}
              value={selected}
              onValueChange={setSelected}
              emptyText={copy.noTimes}
              disabled={!hydrated}
            />
          </>
        ) : (
          <Muted>{timing.startLabel}</Muted>
        )}
        <Muted>{removed ? copy.noLongerAvailable : soldOut ? copy.soldOut : copy.holdNote(CHECKOUT_HOLD_MINUTES)}</Muted>
        <MetaLine icon={<CalendarCheck aria-hidden="true" />}>{dealTermsLine(deal, session?.starts_at ?? null, now, viewerZone, locale)}</MetaLine>
        <Button size="lg" fullWidth disabled={!hydrated || !canBook || busy} loading={busy} onClick={onBook}>
          {copy.bookNow}
        </Button>
        {deal.has_sessions && !removed && !choice && sessions.length > 0 && <Muted>{copy.chooseTimeFirst}</Muted>}
        <TimeNotice text={notice} />
        {!removed && <WaitlistPanel deal={deal} sessions={sessions} />}
      </Panel>
    </Layout>
  );
}
