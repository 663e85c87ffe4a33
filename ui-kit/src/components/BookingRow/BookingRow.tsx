import { useId } from 'react';
import styled from 'styled-components';
import { CalendarDays, ChevronRight, Clock, Star, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { formatDate, formatPrice } from '../../utils/format';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { VisuallyHidden, visuallyHidden } from '../../utils/visuallyHidden';
import { DEFAULT_KIT_LOCALE, type KitLocaleOf } from '../../i18n/kitLocaleContext';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { BOOKING_ROW_TEXTS } from './texts';

export interface BookingRowProps {
  /** The booked deal's title. */
  title: string;
  /** The deal's description, clamped to two lines. */
  description?: string;
  /** Booking status. `confirmed`, `pending` and `cancelled` have their own colours; any other value is shown neutral. */
  status: string;
  /** When the booking was made, as an ISO date-time; shown as a date such as "Nov 22, 2026". */
  bookingTime: string;
  /** Time zone in which `bookingTime` is shown as a date. Default: the viewer's own. */
  timeZone?: string;
  /** When the booked session takes place, as the app formats it ("Tomorrow, 9:00 AM PST"). Absent for open-dated deals. */
  when?: string;
  /** Price paid, in US dollars. */
  price: number;
  /** Called when the cancel control is pressed (confirm first in the app). Without it there is no cancel control. */
  onCancel?: () => void;
  /** A cancellation is in flight: the control reads "Cancelling...", is busy and disabled. */
  cancelling?: boolean;
  /** Called when "Leave a review" is pressed. Without it there is no review control (the app passes it once the booking can be reviewed). */
  onReview?: () => void;
  /** Where the details link goes (e.g. `/booking-details/{id}`). Without it there is no link. */
  detailsHref?: string;
  /** Renders the details link; pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
  /** Level of the title heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const statusTones: Record<string, BadgeTone> = { confirmed: 'success', pending: 'warning', cancelled: 'danger' };

/** Badge tone of a booking status: confirmed → success, pending → warning, cancelled → danger, anything else → neutral. */
export function bookingStatusTone(status: string): BadgeTone {
  return statusTones[status.trim().toLowerCase()] ?? 'neutral';
}

const ENGLISH: KitLocaleOf<'bookingRow'> = { locale: DEFAULT_KIT_LOCALE, texts: { bookingRow: BOOKING_ROW_TEXTS } };

/** A status as a label: "confirmed" → "Confirmed"; an empty one → "Unknown"; in the kit's language (default American English). */
export function bookingStatusLabel(status: string, { texts }: KitLocaleOf<'bookingRow'> = ENGLISH): string {
  return texts.bookingRow.status(status);
}

const Row = styled.article`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface.card};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
  }
  dd {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    margin: 0;
  }
  svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    flex: none;
  }
`;

const VisuallyHiddenDt = styled.dt`
  ${visuallyHidden}
`;

const Price = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-end;
  }
`;

const DetailsLink = styled.span`
  display: contents;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: ${({ theme }) => theme.sizes.control.sm};
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: none;

    &:hover {
      text-decoration: underline;
    }
  }
  svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

/** One booking in My Bookings: title, clamped description, status, date, price, details link, review and cancel controls. */
export function BookingRow({
  title,
  description,
  status,
  bookingTime,
  timeZone,
  when,
  price,
  onCancel,
  cancelling = false,
  onReview,
  detailsHref,
  renderLink = renderAnchor,
  headingLevel = 3,
}: BookingRowProps) {
  const { locale, texts: bookingRow } = useKitTexts('bookingRow', BOOKING_ROW_TEXTS);
  const kit: KitLocaleOf<'bookingRow'> = { locale, texts: { bookingRow } };
  const text = kit.texts.bookingRow;
  const titleId = useId();
  const tone = bookingStatusTone(status);
  const cancelled = tone === 'danger';
  return (
    <Row aria-labelledby={titleId}>
      <Main>
        <Heading>
          <Title as={`h${headingLevel}`} id={titleId}>
            {title}
          </Title>
          <Badge tone={tone} size="sm" data-status={status}>
            {bookingStatusLabel(status, kit)}
          </Badge>
        </Heading>
        {description && <Description>{description}</Description>}
        <Facts>
          {when && (
            <div>
              <VisuallyHiddenDt>{text.when}</VisuallyHiddenDt>
              <dd>
                <Clock aria-hidden />
                {when}
              </dd>
            </div>
          )}
          <div>
            <VisuallyHiddenDt>{text.bookedOn}</VisuallyHiddenDt>
            <dd>
              <CalendarDays aria-hidden />
              <time dateTime={bookingTime}>{formatDate(bookingTime, timeZone, kit.locale)}</time>
            </dd>
          </div>
          <div>
            <VisuallyHiddenDt>{text.price}</VisuallyHiddenDt>
            <Price>{formatPrice(price, kit.locale)}</Price>
          </div>
        </Facts>
      </Main>
      {(detailsHref !== undefined || onReview || (onCancel && !cancelled)) && (
        <Actions>
          {detailsHref !== undefined && (
            <DetailsLink>
              {renderLink({
                href: detailsHref,
                children: (
                  <>
                    {text.viewDetails}
                    <VisuallyHidden> {text.detailsOf(title)}</VisuallyHidden>
                    <ChevronRight aria-hidden />
                  </>
                ),
              })}
            </DetailsLink>
          )}
          {onReview && (
            <Button variant="outline" size="sm" icon={<Star aria-hidden />} onClick={onReview} aria-describedby={titleId}>
              {text.review}
            </Button>
          )}
          {onCancel && !cancelled && (
            <Button
              variant="outline"
              size="sm"
              icon={<XCircle aria-hidden />}
              onClick={onCancel}
              loading={cancelling}
              loadingText={text.cancelling}
              aria-describedby={titleId}
            >
              {text.cancel}
            </Button>
          )}
        </Actions>
      )}
    </Row>
  );
}
