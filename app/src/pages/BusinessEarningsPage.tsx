/**
 * /business-dashboard/earnings (issue 29): every paid booking of the business's deals with what
 * the traveller paid, Spur's fee, refunds, the net and where it stands, totals for this week,
 * this month and all time, and a CSV of the same rows. Business partners only (the route's guard).
 *
 * States: loading (spinner), error (Try Again), empty (no paid booking yet), the earnings.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Download, Wallet } from 'lucide-react';
import styled from 'styled-components';
import type { Earning, EarningFigures, EarningState, Earnings } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Badge, Button, Centre, DataTable, EmptyState, ErrorState, Page, PageHeader, Spinner, StatCard, type BadgeTone } from '@spur/ui-kit';
import { getBusinessEarnings, getPayoutStatus, errorMessage } from '../api';
import { useResource } from '../data/useResource';
import { formatFullDate, formatPercent, formatPrice, formatWeekdayDateTime, useCurrentTime, useViewerTimeZone } from '../time';
import { EARNINGS_COPY } from './business/earningsCopy';
import { downloadCsv, earningsCsv } from './business/earningsCsv';
import { DASHBOARD_PATH } from './business/paths';
import { PAYOUTS_COPY } from './business/payoutsCopy';
import { useTranslateText } from './business/useTranslateText';

type EarningsText = typeof EARNINGS_COPY;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.narrow};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const TotalsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const STATE_TONES: Record<EarningState, BadgeTone> = { pending_experience: 'warning', to_be_paid: 'success', refunded: 'neutral', paid: 'success', reversed: 'info' };

const money = (cents: number, locale: Locale) => formatPrice(cents / 100, locale);

const columns = (text: EarningsText) => [
  { id: 'date', header: text.columns.date },
  { id: 'deal', header: text.columns.deal },
  { id: 'time', header: text.columns.time },
  { id: 'traveller', header: text.columns.traveller },
  { id: 'paid', header: text.columns.paid, numeric: true },
  { id: 'fee', header: text.columns.fee, numeric: true },
  { id: 'refunded', header: text.columns.refunded, numeric: true },
  { id: 'net', header: text.columns.net, numeric: true },
  { id: 'state', header: text.columns.state },
];

/** The session's start in the venue's zone, e.g. "Sat, Nov 21, 4:30 PM" (its zone named when the viewer's differs); "Open date" without one. */
function sessionTime(booking: Earning, viewerZone: string | undefined, text: EarningsText, locale: Locale): string {
  if (booking.starts_at === null) return text.openDated;
  return formatWeekdayDateTime(booking.starts_at, { zone: booking.time_zone, viewerZone }, locale);
}

function Totals({ totals }: { totals: Earnings['totals'] }) {
  const locale = useLocale();
  const text = useCopy(EARNINGS_COPY);
  const card = (period: keyof Earnings['totals'], figures: EarningFigures) => (
    <StatCard
      key={period}
      label={text.totals[period]}
      value={money(figures.net_cents, locale)}
      hint={text.totalsHint(money(figures.paid_cents, locale), money(figures.fee_cents, locale), money(figures.refunded_cents, locale))}
      icon={<Wallet aria-hidden="true" />}
    />
  );
  return (
    <section aria-label={text.totalsLabel}>
      <TotalsGrid>{(['week', 'month', 'all_time'] as const).map((period) => card(period, totals[period]))}</TotalsGrid>
    </section>
  );
}

export default function BusinessEarningsPage() {
  const locale = useLocale();
  const text = useCopy(EARNINGS_COPY);
  const payoutsText = useCopy(PAYOUTS_COPY);
  const translate = useTranslateText();
  const titleId = useId();
  const resource = useResource((signal) => getBusinessEarnings({ signal }), []);
  // The payouts line follows the payout account; while it is unknown, no line.
  const payouts = useResource((signal) => getPayoutStatus({ signal }), []);
  const earnings = resource.status === 'success' ? resource.data : null;
  const viewerZone = useViewerTimeZone();
  const currentTime = useCurrentTime();

  let content;
  if (resource.status === 'loading') {
    content = (
      <Centre tall>
        <Spinner label={text.loading} size="lg" />
      </Centre>
    );
  } else if (resource.status === 'error') {
    content = <ErrorState title={text.errorTitle} message={translate(errorMessage(resource.error))} onRetry={resource.retry} retryLabel={text.tryAgain} />;
  } else {
    const { data } = resource;
    content = (
      <>
        <Notes>
          <p>{text.explainer(formatPercent(data.fee_percent, locale))}</p>
          {payouts.status === 'success' && <p>{payoutsText.earningsNote[payouts.data.state]}</p>}
        </Notes>
        <Totals totals={data.totals} />
        {data.bookings.length === 0 ? (
          <Panel>
            <EmptyState icon={<Wallet aria-hidden="true" />} headingLevel={2} title={text.empty} description={text.emptyHint} />
          </Panel>
        ) : (
          <DataTable
            caption={text.tableCaption}
            captionVisible
            columns={columns(text)}
            rows={data.bookings.map((booking) => ({
              id: booking.booking_id,
              cells: {
                date: formatFullDate(booking.paid_at, booking.time_zone, locale),
                deal: booking.deal_title,
                time: sessionTime(booking, viewerZone, text, locale),
                traveller: booking.traveller,
                paid: money(booking.paid_cents, locale),
                fee: money(booking.fee_cents, locale),
                refunded: money(booking.refunded_cents, locale),
                net: money(booking.net_cents, locale),
                state: <Badge tone={STATE_TONES[booking.state]}>{text.states[booking.state]}</Badge>,
              },
            }))}
          />
        )}
      </>
    );
  }

  return (
    <Page as="main" gap={6} aria-labelledby={titleId}>
      <PageHeader
        title={text.title}
        titleId={titleId}
        subtitle={text.subtitle}
        actions={
          <>
            <Button asChild variant="outline" icon={<ArrowLeft aria-hidden="true" />}>
              <Link to={DASHBOARD_PATH}>{text.backToDashboard}</Link>
            </Button>
            {earnings && earnings.bookings.length > 0 && (
              <Button
                icon={<Download aria-hidden="true" />}
                onClick={() => downloadCsv(earningsCsv(earnings, locale), text.csvFileName(currentTime().toISOString().slice(0, 10)))}
              >
                {text.downloadCsv}
              </Button>
            )}
          </>
        }
      />
      {content}
    </Page>
  );
}
