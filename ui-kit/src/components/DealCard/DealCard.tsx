import { useId } from 'react';
import { Clock, Languages, MapPin, TrendingDown } from 'lucide-react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DealCardFrame } from '../DealCardFrame';
import { DealPicture } from '../DealPicture';
import { MetaLine } from '../MetaLine';
import { PriceTag } from '../PriceTag';
import { SaveButton } from '../SaveButton';
import { SlotsLeft } from '../SlotsLeft';
import { StarRating } from '../StarRating';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import type { DealCategory } from '../../pictures';
import { discountPercent } from '../../utils/format';
import type { RenderLink } from '../../utils/renderLink';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { DEAL_CARD_TEXTS } from './texts';

export interface DealCardProps {
  /** The deal's title (clamped to two lines; the full text stays available to screen readers). */
  title: string;
  /** Price in US dollars, e.g. `49` → "$49.00". */
  price: number;
  /** The business's reference price. "% OFF" and the struck-through price show only when it is above `price`. */
  originalPrice?: number | null;
  /** The deal's category: chooses the local picture when the deal has no image of its own. */
  category: DealCategory;
  /** The card's index in its list; picks one of the category's local pictures so neighbours differ. */
  position: number;
  /** URL of the deal's own picture. Without it (or if it fails to load) a local picture is shown. */
  image?: string | null;
  /** Alt text for the picture. Defaults to empty (decorative), since the title sits right below it. */
  imageAlt?: string;
  /** Slots still available. 0 shows the sold-out state with Book Now disabled. */
  slots: number;
  /** Where the experience takes place (e.g. "Laguna Beach, CA"). */
  location: string;
  /** How far the venue is from the visitor ("2.4 km", "0.4 mi"), shown after the location; absent without a position. */
  distanceLabel?: string;
  /**
   * The languages the experience is given in, as the app names them ("English", "Spanish"): one
   * line under the location, cut with an ellipsis when long. Absent or empty: no line.
   */
  languages?: readonly string[];
  /** Read before the languages by screen readers only, where the icon says it visually. Default "Languages:". */
  languagesLabel?: string;
  /** Average review rating (0–5, one decimal). `null`/absent: no reviews yet, the card says "New". */
  rating?: number | null;
  /** Number of reviews behind `rating`. */
  reviewCount?: number;
  /** Called when Book Now is pressed. */
  onBook: () => void;
  /** Book Now disabled (e.g. until the page's scripts can act on it). */
  bookDisabled?: boolean;
  /** A checkout is being created: Book Now shows "Processing...", is busy and disabled. */
  booking?: boolean;
  /** Level of the title heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * When the experience happens, as the app formats it: "Starts in 40 min", "Today 5:30 PM",
   * "Any time until Dec 31". Shown on a line of fixed height, so a label ticking every minute
   * never moves the card.
   */
  startLabel?: string;
  /** The start as an ISO date-time, for the line's `<time dateTime>`. */
  startDateTime?: string;
  /** `soon` (within the hour) is emphasised; `open` is an open-dated deal. Default `later`. */
  startTone?: 'soon' | 'later' | 'open';
  /** Other times that can still be booked: "+3 more times". */
  moreTimes?: number;
  /** Session wording for the spots: "Last 2 spots" at or below it, "Sold out" at 0 (see SlotsLeft). */
  lastSpotsAt?: number;
  /** A running or coming last-minute price drop: "Price drops to $40 by 4:15 PM". */
  priceDropLabel?: string;
  /**
   * The deal left the catalogue while shown (taken off sale): the card stays where it is, its
   * picture greyed out with "No longer available", and Book Now is disabled.
   */
  removed?: boolean;
  /** The deal's page: the title links to it. */
  href?: string;
  /** Renders the title's link; pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
  /** The list's first card, the page's largest paint: its picture loads at once, first (DealPicture's `priority`). */
  priority?: boolean;
  /** The deal is among the person's saved deals (the heart is filled). */
  saved?: boolean;
  /** Shows the heart over the picture; called when it is pressed (the app saves, or asks a guest to sign in). */
  onToggleSave?: () => void;
  /** A save or unsave of this deal is under way. */
  saveBusy?: boolean;
}

/** The picture with the heart over its bottom right corner. */
const PictureWithHeart = styled.div`
  position: relative;

  & > button:last-child {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    bottom: ${({ theme }) => theme.space[3]};
  }
`;

const StartLine = styled(MetaLine)<{ $tone: 'soon' | 'later' | 'open' }>`
  /* One line, always there: the label changes every minute without moving anything. */
  min-height: 1.25rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'soon' ? theme.colors.accent.base : theme.colors.text.secondary)};
  font-weight: ${({ theme, $tone }) => ($tone === 'soon' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

/** "· +3 more times", cut with an ellipsis when a longer language's words do not fit beside the start. */
const More = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.text.muted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The place, cut with an ellipsis so the distance after it always shows. */
const Place = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The languages on one line, cut with an ellipsis (all of them in the tooltip and for screen readers). */
const LanguageNames = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Distance = styled.span`
  flex: none;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

const PriceColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const DropLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.status.success.fg};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

/**
 * A deal in the /deals grid: picture, title, price and discount, slots, location, rating and Book
 * Now. Built from the deal card parts (DealCardFrame, DealPicture, MetaLine, StarRating, PriceTag,
 * SlotsLeft), which other views of a deal compose differently.
 */
export function DealCard({
  title,
  price,
  originalPrice,
  category,
  position,
  image,
  imageAlt = '',
  slots,
  location,
  distanceLabel,
  languages,
  languagesLabel = 'Languages:',
  rating,
  reviewCount = 0,
  onBook,
  bookDisabled = false,
  booking = false,
  headingLevel = 3,
  startLabel,
  startDateTime,
  startTone = 'later',
  moreTimes = 0,
  lastSpotsAt,
  priceDropLabel,
  removed = false,
  href,
  renderLink,
  priority = false,
  saved = false,
  onToggleSave,
  saveBusy = false,
}: DealCardProps) {
  const { texts } = useKitTexts('dealCard', DEAL_CARD_TEXTS);
  const titleId = useId();
  const soldOut = slots <= 0 && !removed;
  const [beforeDistance, afterDistance] = around(texts.away);

  return (
    <DealCardFrame
      title={title}
      titleId={titleId}
      headingLevel={headingLevel}
      href={href}
      renderLink={renderLink}
      picture={
        <PictureWithHeart>
        <DealPicture
          category={category}
          position={position}
          image={image}
          alt={imageAlt}
          discount={discountPercent(price, originalPrice)}
          soldOut={soldOut}
          dimmed={removed}
          priority={priority}
          badges={
            removed ? (
              <Badge tone="neutral" variant="solid">
                {texts.removed}
              </Badge>
            ) : undefined
          }
        />
        {onToggleSave && <SaveButton size="sm" saved={saved} busy={saveBusy} onToggle={onToggleSave} />}
        </PictureWithHeart>
      }
      footer={
        <>
          {priceDropLabel ? (
            <PriceColumn>
              <PriceTag price={price} originalPrice={originalPrice} />
              <DropLine>
                <TrendingDown aria-hidden />
                {priceDropLabel}
              </DropLine>
            </PriceColumn>
          ) : (
            <PriceTag price={price} originalPrice={originalPrice} />
          )}
          {!removed && <SlotsLeft slots={slots} lastSpotsAt={lastSpotsAt} />}
        </>
      }
      actions={
        <Button
          fullWidth
          onClick={onBook}
          disabled={soldOut || removed || bookDisabled}
          loading={booking}
          loadingText={texts.booking}
          aria-describedby={titleId}
        >
          {texts.book}
        </Button>
      }
    >
      {startLabel && (
        <StartLine $tone={startTone} icon={<Clock aria-hidden />} label={texts.when}>
          {startDateTime ? <time dateTime={startDateTime}>{startLabel}</time> : startLabel}
          {moreTimes > 0 && <More title={texts.moreTimes(moreTimes)}>· {texts.moreTimes(moreTimes)}</More>}
        </StartLine>
      )}
      <MetaLine icon={<MapPin aria-hidden />} label={texts.location} truncate={!distanceLabel}>
        {distanceLabel ? (
          <>
            <Place title={location}>{location}</Place>
            <Distance>
              <span aria-hidden="true">·</span>
              <VisuallyHidden>, </VisuallyHidden>
              {beforeDistance && <VisuallyHidden>{beforeDistance}</VisuallyHidden>}
              {distanceLabel}
              {afterDistance && <VisuallyHidden>{afterDistance}</VisuallyHidden>}
            </Distance>
          </>
        ) : (
          location
        )}
      </MetaLine>
      {languages && languages.length > 0 && (
        <MetaLine icon={<Languages aria-hidden />} label={languagesLabel}>
          <LanguageNames title={languages.join(', ')}>
            <span aria-hidden="true">{languages.join(' · ')}</span>
            <VisuallyHidden>{languages.join(', ')}</VisuallyHidden>
          </LanguageNames>
        </MetaLine>
      )}
      {rating != null && Number.isFinite(rating) ? (
        <StarRating rating={rating} reviewCount={reviewCount} />
      ) : (
        <MetaLine>
          <Badge size="sm" tone="info">
            {texts.isNew}
          </Badge>
        </MetaLine>
      )}
    </DealCardFrame>
  );
}
