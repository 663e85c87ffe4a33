/**
 * /booking-details/{id} (SPEC §2, login required). Not the spec's placeholder (issue 3): the
 * booking's real details from GET /api/bookings/{id}: deal title and description, status, booking
 * date, price (and, once cancelled, what was refunded), location, business and the confirmation id (last 8 characters of the checkout
 * session id), with Back, Back to Profile and Browse More Deals, and Cancel Booking while it is
 * not cancelled. States: loading, not found (404, also another user's booking), error with Retry.
 * A confirmed booking shows its voucher (QR and code); the last one shown is kept on the device
 * and shown, marked as the saved copy, when the API cannot be reached. Once its session has ended
 * or its voucher was checked in, "Leave a review" opens the review form; a written review is shown.
 * A used voucher cannot be cancelled.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { localizedPath, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { ArrowLeft, CalendarDays, CircleDollarSign, Clock, FileQuestion, Hash, MapPin, Star, Store, Undo2, XCircle } from 'lucide-react';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  ReviewItem,
  Spinner,
  VisuallyHidden,
  bookingStatusTone,
  Centre,
  Page,
  toast,
} from '@spur/ui-kit';
import { getBooking } from '../api';
import { errorMessage, isApiError, nullWhenNotFound } from '../api/errors';
import { readLastVoucher, storeLastVoucher } from '../auth/storage';
import { useResource } from '../data/useResource';
import { keepVoucherOffline } from '../pwa/offlineVoucher';
import { formatFullDate, formatPrice, sessionWhen, useNow, useViewerTimeZone } from '../time';
import { ACCOUNT_COPY } from './account/copy';
import { CancelBookingDialog } from './account/CancelBookingDialog';
import { ReviewDialog } from './account/ReviewDialog';
import { MY_BOOKINGS_PATH, bookingDetailsPath, bookingDetailsView, type BookingDetailsView } from './account/logic';
import { AccountCard } from './account/Section';
import { Voucher } from './account/Voucher';

const DetailsCard = styled(AccountCard)`
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const DealTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  & > div {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[0.5]};
    min-width: 0;
    padding-left: calc(${({ theme }) => theme.sizes.icon.md} + ${({ theme }) => theme.space[3]});
  }
  svg {
    position: absolute;
    top: ${({ theme }) => theme.space[0.5]};
    left: 0;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
    color: ${({ theme }) => theme.colors.accent.base};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

const YourReview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.05em;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/** Back to Profile and Browse More Deals: at the end of the row from \`sm\` up. */
const Destinations = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    margin-left: auto;
  }
`;

const NavActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function DestinationButtons() {
  const copy = useCopy(ACCOUNT_COPY).bookingDetails;
  return (
    <>
      <Button asChild variant="outline">
        <Link to={MY_BOOKINGS_PATH}>{copy.backToProfile}</Link>
      </Button>
      <Button asChild>
        <Link to="/deals">{copy.browseMore}</Link>
      </Button>
    </>
  );
}

/** The booking, or the copy kept on this device when the API cannot be reached (offline). */
async function loadBooking(id: string, locale: Locale, signal: AbortSignal) {
  try {
    const booking = await nullWhenNotFound(getBooking(id, { signal }));
    if (booking?.voucher_code) {
      storeLastVoucher(booking);
      // This page's own address: its language's prefix included.
      keepVoucherOffline(localizedPath(locale, bookingDetailsPath(id)));
    }
    return booking && { booking, saved: false };
  } catch (error) {
    const kept = isApiError(error) && error.kind === 'network' ? readLastVoucher(id) : null;
    if (kept) return { booking: kept, saved: true };
    throw error;
  }
}

function Details({ view, saved, onCancel, onReview }: { view: BookingDetailsView; saved: boolean; onCancel: () => void; onReview: () => void }) {
  const titleId = useId();
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const { bookingDetails: copy, review: reviewCopy, bookingStatus } = useCopy(ACCOUNT_COPY);
  return (
    <DetailsCard forwardedAs="article" aria-labelledby={titleId}>
      <TitleRow>
        <Badge tone={bookingStatusTone(view.status)} data-status={view.status}>
          <VisuallyHidden>{copy.status}: </VisuallyHidden>
          {bookingStatus[view.status]}
        </Badge>
        <DealTitle id={titleId}>{view.title}</DealTitle>
        {view.description && <Description>{view.description}</Description>}
      </TitleRow>
      {view.voucherCode && <Voucher code={view.voucherCode} saved={saved} />}
      <Facts>
        {view.sessionStartsAt && (
          <Fact icon={<Clock aria-hidden="true" />} label={copy.when}>
            <time dateTime={view.sessionStartsAt}>{sessionWhen(view.sessionStartsAt, view.timeZone, now, viewerZone, locale)}</time>
          </Fact>
        )}
        <Fact icon={<CalendarDays aria-hidden="true" />} label={copy.bookedOn}>
          <time dateTime={view.bookingTime}>{formatFullDate(view.bookingTime, undefined, locale)}</time>
        </Fact>
        <Fact icon={<CircleDollarSign aria-hidden="true" />} label={copy.price}>
          {formatPrice(view.price, locale)}
        </Fact>
        {view.refunded !== null && (
          <Fact icon={<Undo2 aria-hidden="true" />} label={copy.refunded}>
            {formatPrice(view.refunded, locale)}
          </Fact>
        )}
        <Fact icon={<Hash aria-hidden="true" />} label={copy.confirmationId}>
          {view.confirmationId ? <Code>{view.confirmationId}</Code> : copy.noConfirmationId}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" />} label={copy.location}>
          {view.location}
        </Fact>
        <Fact icon={<Store aria-hidden="true" />} label={copy.business}>
          {view.business}
        </Fact>
      </Facts>
      {view.review && (
        <YourReview aria-label={reviewCopy.yours}>
          <h3>{reviewCopy.yours}</h3>
          <ReviewItem
            reviewerName={view.review.reviewer_name}
            rating={view.review.rating}
            date={formatFullDate(view.review.created_at, undefined, locale)}
            dateTime={view.review.created_at}
            text={view.review.text}
            answer={view.review.answer === null ? null : { by: view.business, text: view.review.answer }}
          />
        </YourReview>
      )}
      <Actions>
        {view.canReview && !saved && (
          <Button icon={<Star aria-hidden="true" />} onClick={onReview}>
            {reviewCopy.leave}
          </Button>
        )}
        {view.cancellable && !saved && (
          <Button variant="outline" icon={<XCircle aria-hidden="true" />} onClick={onCancel}>
            {copy.cancel}
          </Button>
        )}
        <Destinations>
          <DestinationButtons />
        </Destinations>
      </Actions>
    </DetailsCard>
  );
}

export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { bookingDetails: copy, review: reviewCopy } = useCopy(ACCOUNT_COPY);
  // No booking (null) on a 404, also for another user's booking.
  const locale = useLocale();
  const load = useResource((signal) => loadBooking(id, locale, signal), [id, locale]);
  const [cancelling, setCancelling] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const reviewed = () => {
    setReviewing(false);
    toast({ title: reviewCopy.thanks });
    void load.refetch();
  };

  // Back: the previous page, or My Bookings when this page was opened directly.
  const goBack = () => (location.key === 'default' ? navigate(MY_BOOKINGS_PATH) : navigate(-1));
  const back = (
    <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={goBack}>
      {copy.back}
    </Button>
  );

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={16}>
        <Spinner label={copy.loading} size="lg" />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = (
      <ErrorState
        title={copy.errorTitle}
        message={errorMessage(load.error)}
        retryLabel={copy.retry}
        onRetry={load.retry}
      />
    );
  } else if (!load.data) {
    content = (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        title={copy.notFoundTitle}
        description={copy.notFoundText}
        action={
          <NavActions>
            <DestinationButtons />
          </NavActions>
        }
      />
    );
  } else {
    const view = bookingDetailsView(load.data.booking);
    content = (
      <>
        <Details view={view} saved={load.data.saved} onCancel={() => setCancelling(true)} onReview={() => setReviewing(true)} />
        <ReviewDialog booking={reviewing ? view : null} onClose={() => setReviewing(false)} onReviewed={reviewed} />
        <CancelBookingDialog
          booking={cancelling ? load.data.booking : null}
          onClose={() => setCancelling(false)}
          onCancelled={() => void load.refetch()}
        />
      </>
    );
  }

  return (
    <Page as="main">
      <PageHeader back={back} title={copy.heading} />
      {content}
    </Page>
  );
}
