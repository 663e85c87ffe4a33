/**
 * My Bookings (SPEC §2 /profile, §8): the user's bookings as BookingRows with a details link and
 * a cancel control (hidden once cancelled). Loading, empty (a 404 is an empty list) and error
 * ("Failed to fetch your bookings", with Retry) states; cancelling confirms first, then reloads.
 * Above them, the person's live waitlist places and offers (MyWaitlists). A booking that can be
 * reviewed (the API's `can_review`) offers "Leave a review", the same dialog as its details page.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { CalendarX2 } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { BookingRow, Button, EmptyState, ErrorState, Spinner, toast, visuallyHidden, Centre } from '@spur/ui-kit';
import type { Booking } from '@spur/contract';
import { getMyBookings } from '../../api';
import { COPY } from '../../copy';
import { useResource } from '../../data/useResource';
import { ACCOUNT_COPY } from './copy';
import { renderRouterLink } from '../../routing/renderLink';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { MyWaitlists } from './MyWaitlists';
import { bookingDetailsPath } from './logic';
import { useLocale } from '@spur/i18n/react';
import { sessionWhen, useNow, useViewerTimeZone } from '../../time';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The tab already says "My Bookings" on screen; the heading names the section for screen readers.
const Heading = styled.h2`
  ${visuallyHidden}
`;

export function MyBookingsTab() {
  const { toasts } = useCopy(COPY);
  const { profile, review } = useCopy(ACCOUNT_COPY);
  const copy = profile.bookings;
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const load = useResource((signal) => getMyBookings({ signal }), [], { onError: () => toast(toasts.bookingsFetchFailed), prerender: 'my bookings' });
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const reviewed = () => {
    setReviewing(null);
    toast({ title: review.thanks });
    void load.refetch();
  };
  const headingId = useId();

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={12}>
        <Spinner label={copy.loading} size="lg" />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = (
      <ErrorState title={copy.errorTitle} message={toasts.bookingsFetchFailed.description} onRetry={load.retry} retryLabel={copy.retry} />
    );
  } else if (load.data.length === 0) {
    content = (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={copy.emptyTitle}
        description={copy.emptyText}
        action={
          <Button asChild>
            <Link to="/deals">{copy.browseDeals}</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <List aria-label={copy.listLabel}>
        {load.data.map((booking) => (
          <li key={booking.id}>
            <BookingRow
              title={booking.title}
              description={booking.description}
              status={booking.status}
              bookingTime={booking.booking_time}
              // The viewer's zone as rendered: the server's while hydrating its HTML, then the browser's.
              timeZone={viewerZone}
              {...(booking.session_starts_at ? { when: sessionWhen(booking.session_starts_at, booking.time_zone, now, viewerZone, locale) } : {})}
              price={booking.price}
              detailsHref={bookingDetailsPath(booking.id)}
              renderLink={renderRouterLink}
              onCancel={() => setCancelling(booking)}
              {...(booking.can_review ? { onReview: () => setReviewing(booking) } : {})}
            />
          </li>
        ))}
      </List>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{copy.heading}</Heading>
      <MyWaitlists />
      {content}
      <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} onReviewed={reviewed} />
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => void load.refetch()}
      />
    </section>
  );
}
