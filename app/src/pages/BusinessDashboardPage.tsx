/**
 * /business-dashboard (SPEC §2, §5, §6, §8; PRODUCT.md true stats). Business partners only: the
 * route's BusinessOnly guard sends everyone else away, and a 403 from the server still shows the
 * access-denied screen.
 *
 * States: loading (spinner), error ("Error loading business dashboard" with Try Again), access
 * denied (contact support to upgrade), empty ("You have no deals yet" + Create Deal), and the
 * dashboard: figures, the business's deals with Edit, Times (sessions, their bookings) and
 * Delete, Create Deal (full form) and Quick Add (simple dialog); Check in (vouchers at the door)
 * and Reviews (the reviews of its deals, each answered once).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarClock, HandCoins, Lock, MessageSquareText, PackagePlus, Plus, RotateCw, ScanLine, Tag, Ticket, Wallet, Zap } from 'lucide-react';
import styled from 'styled-components';
import { MESSAGES, SUPPORT_EMAIL, type BusinessStats, type Deal } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, DealGrid, EmptyState, ErrorState, Page, PageHeader, Spinner, StatCard, Centre } from '@spur/ui-kit';
import { errorMessage } from '../api';
import { BUSINESS_COPY } from './business/copy';
import { useAuth } from '../auth';
import { dashboardNow } from './business/clock';
import { DashboardDealCard } from './business/DashboardDealCard';
import { CreateDealDialog, EditDealDialog, QuickAddDialog } from './business/DealDialogs';
import { SessionsDialog } from './business/SessionsDialog';
import { CheckInDialog } from './business/CheckInDialog';
import { ReviewsDialog } from './business/ReviewsDialog';
import { formatStats } from './business/stats';
import { useBusinessDashboard } from './business/useBusinessDashboard';
import { useDeleteDeal } from './business/useDeleteDeal';
import { useTranslateText } from './business/useTranslateText';
import { EARNINGS_PATH } from './business/paths';
import { PayoutsPanel } from './business/PayoutsPanel';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** "Name · email" on one line from `sm`; on phones the email goes under the name. */
const Identity = styled.span`
  display: flex;
  flex-direction: column;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Dot = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

const StatsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const StatsNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h2`
  &:focus {
    outline: none;
  }
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

function Stats({ stats, failed, onRetry }: { stats: BusinessStats | null; failed: boolean; onRetry: () => void }) {
  const text = useCopy(BUSINESS_COPY);
  const figures = formatStats(stats, useLocale());
  return (
    <Section aria-label={text.stats.label}>
      <StatsGrid>
        <StatCard
          label={text.stats.totalDeals}
          value={figures.totalDeals}
          hint={text.stats.totalDealsHint}
          icon={<Tag aria-hidden="true" />}
        />
        <StatCard
          label={text.stats.totalRevenue}
          value={figures.totalRevenue}
          hint={text.stats.totalRevenueHint}
          icon={<Wallet aria-hidden="true" />}
        />
        <StatCard
          label={text.stats.activeDeals}
          value={figures.activeDeals}
          hint={text.stats.activeDealsHint}
          icon={<Zap aria-hidden="true" />}
        />
        <StatCard
          label={text.stats.upcomingSessions}
          value={figures.upcomingSessions}
          hint={text.stats.upcomingSessionsHint}
          icon={<CalendarClock aria-hidden="true" />}
        />
        <StatCard
          label={text.stats.seatsSoldToday}
          value={figures.seatsSoldToday}
          hint={text.stats.seatsSoldTodayHint}
          icon={<Ticket aria-hidden="true" />}
        />
      </StatsGrid>
      {failed && (
        <StatsNote role="status">
          <span>{text.stats.failed}</span>
          <Button variant="ghost" size="sm" icon={<RotateCw aria-hidden="true" />} onClick={onRetry}>
            {text.stats.retry}
          </Button>
        </StatsNote>
      )}
    </Section>
  );
}

export default function BusinessDashboardPage() {
  const text = useCopy(BUSINESS_COPY);
  const messages = useCopy(MESSAGES);
  const translate = useTranslateText();
  const titleId = useId();
  const dealsTitleId = useId();
  const { user, email } = useAuth();
  const { data, retrying, reload, refresh, dropDeal } = useBusinessDashboard();
  const [dialog, setDialog] = useState<'create' | 'quick' | 'checkIn' | 'reviews' | null>(null);
  const [editing, setEditing] = useState<Deal | null>(null);
  const [timesOf, setTimesOf] = useState<Deal | null>(null);
  const dealsHeading = useRef<HTMLHeadingElement>(null);

  // The dialogs have no Radix trigger (several buttons open them), so the focus is given back to
  // the button that opened one by hand once it closes.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const anyDialogOpen = dialog !== null || editing !== null || timesOf !== null;
  useEffect(() => {
    if (anyDialogOpen || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [anyDialogOpen]);

  const onDeleted = useCallback(
    async (id: string) => {
      dropDeal(id);
      // The deleted card's button is gone: keep keyboard users in the list.
      dealsHeading.current?.focus();
      await refresh();
    },
    [dropDeal, refresh],
  );
  const { deletingId, remove } = useDeleteDeal(onDeleted);

  const onSaved = useCallback(() => {
    setDialog(null);
    setEditing(null);
    void refresh();
  }, [refresh]);

  const accountEmail = email ?? user?.email ?? '';
  const name = user?.full_name?.trim();
  const subtitle = name ? (
    <Identity>
      <span>{name}</span>
      <Dot aria-hidden="true">·</Dot>
      <span>{accountEmail}</span>
    </Identity>
  ) : (
    accountEmail
  );
  const ready = data.status === 'ready';
  // Spur's commission, for the deal forms' "You receive" line (unknown while the figures fail).
  const feePercent = ready ? data.stats?.fee_percent : undefined;
  // Who answers a review: its deal's business name (an account may run several), else the account.
  const businessOf = (dealId: string) => (ready ? data.deals.find((deal) => deal.id === dealId)?.business_name : undefined) ?? name ?? accountEmail;

  const openCreate = () => {
    rememberOpener();
    setDialog('create');
  };
  const openEdit = (deal: Deal) => {
    rememberOpener();
    setEditing(deal);
  };
  const openTimes = (deal: Deal) => {
    rememberOpener();
    setTimesOf(deal);
  };
  const createButton = (
    <Button icon={<Plus aria-hidden="true" />} onClick={openCreate}>
      {text.createDeal}
    </Button>
  );

  let content;
  if (data.status === 'loading') {
    content = (
      <Centre tall>
        <Spinner label={text.loading} size="lg" />
      </Centre>
    );
  } else if (data.status === 'error') {
    content = data.accessDenied ? (
      <Panel>
        <EmptyState
          icon={<Lock aria-hidden="true" />}
          title={messages.businessRequired}
          description={text.accessDeniedHint}
          action={
            <Button asChild variant="outline">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{text.contactSupport}</a>
            </Button>
          }
        />
      </Panel>
    ) : (
      <ErrorState
        title={text.errorTitle}
        message={translate(errorMessage(data.error))}
        onRetry={reload}
        retryLabel={text.tryAgain}
        retrying={retrying}
      />
    );
  } else {
    const now = dashboardNow();
    content = (
      <>
        <Stats stats={data.stats} failed={data.statsError} onRetry={() => void refresh()} />
        <Section aria-labelledby={dealsTitleId}>
          <SectionHeader>
            <SectionTitle id={dealsTitleId} ref={dealsHeading} tabIndex={-1}>
              {text.dealsHeading}
            </SectionTitle>
            {data.deals.length > 0 && <Count>{text.dealsCount(data.deals.length)}</Count>}
          </SectionHeader>
          {data.deals.length === 0 ? (
            <Panel>
              <EmptyState
                icon={<PackagePlus aria-hidden="true" />}
                headingLevel={3}
                title={text.empty}
                description={text.emptyHint}
                action={createButton}
              />
            </Panel>
          ) : (
            <DealGrid as="ul" aria-labelledby={dealsTitleId}>
              {data.deals.map((deal) => (
                <DashboardDealCard
                  key={deal.id}
                  deal={deal}
                  now={now}
                  onEdit={openEdit}
                  onTimes={openTimes}
                  onDelete={(target) => void remove(target)}
                  deleting={deletingId === deal.id}
                />
              ))}
            </DealGrid>
          )}
        </Section>
      </>
    );
  }

  return (
    <Page as="main" gap={6} aria-labelledby={titleId}>
      <PageHeader
        title={text.title}
        titleId={titleId}
        subtitle={subtitle}
        actions={
          ready ? (
            <>
              <Button asChild variant="outline" icon={<HandCoins aria-hidden="true" />}>
                <Link to={EARNINGS_PATH}>{text.earnings}</Link>
              </Button>
              <Button
                variant="outline"
                icon={<ScanLine aria-hidden="true" />}
                onClick={() => {
                  rememberOpener();
                  setDialog('checkIn');
                }}
              >
                {text.checkIn.open}
              </Button>
              <Button
                variant="outline"
                icon={<MessageSquareText aria-hidden="true" />}
                onClick={() => {
                  rememberOpener();
                  setDialog('reviews');
                }}
              >
                {text.reviews.open}
              </Button>
              <Button
                variant="outline"
                icon={<Zap aria-hidden="true" />}
                onClick={() => {
                  rememberOpener();
                  setDialog('quick');
                }}
              >
                {text.quickAdd}
              </Button>
              {createButton}
            </>
          ) : undefined
        }
      />
      {ready && <PayoutsPanel />}
      {content}
      <CreateDealDialog open={dialog === 'create'} onOpenChange={(open) => setDialog(open ? 'create' : null)} onSaved={onSaved} feePercent={feePercent} />
      <CheckInDialog open={dialog === 'checkIn'} onOpenChange={(open) => setDialog(open ? 'checkIn' : null)} />
      <ReviewsDialog open={dialog === 'reviews'} onOpenChange={(open) => setDialog(open ? 'reviews' : null)} businessOf={businessOf} />
      <QuickAddDialog open={dialog === 'quick'} onOpenChange={(open) => setDialog(open ? 'quick' : null)} onSaved={onSaved} feePercent={feePercent} />
      <EditDealDialog deal={editing} onClose={() => setEditing(null)} onSaved={onSaved} feePercent={feePercent} />
      <SessionsDialog deal={timesOf} onClose={() => setTimesOf(null)} onChanged={() => void refresh()} />
    </Page>
  );
}
