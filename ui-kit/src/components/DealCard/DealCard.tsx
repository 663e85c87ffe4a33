import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { MapPin, Star } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { pictureFor, type DealCategory } from '../../pictures';
import { formatPrice } from '../../utils/format';

/** Slots at or below this count are shown in the warning colour. */
const FEW_SLOTS = 3;

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
  /** Average review rating (0–5, one decimal). `null`/absent: no reviews yet, the card says "New". */
  rating?: number | null;
  /** Number of reviews behind `rating`. */
  reviewCount?: number;
  /** Called when Book Now is pressed. */
  onBook: () => void;
  /** A checkout is being created: Book Now shows "Processing...", is busy and disabled. */
  booking?: boolean;
  /** Level of the title heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Whole-percent discount of `price` against `originalPrice`, or `null` when there is no real
 * discount (no original price, one not above the price, or less than 1 %).
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null || !Number.isFinite(originalPrice) || !Number.isFinite(price)) return null;
  if (originalPrice <= 0 || price < 0 || originalPrice <= price) return null;
  const percent = Math.round(((originalPrice - price) / originalPrice) * 100);
  return percent >= 1 ? percent : null;
}

/** "3 slots left", "1 slot left". */
export function slotsLabel(slots: number): string {
  return `${slots} ${slots === 1 ? 'slot' : 'slots'} left`;
}

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface.card};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const Media = styled.div`
  position: relative;
  flex: none;
  height: ${({ theme }) => theme.sizes.dealImage};
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

const Picture = styled.img<{ $dimmed: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $dimmed }) => $dimmed && css`filter: grayscale(0.85);`}
`;

const Corner = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  ${({ theme, $side }) => `${$side}: ${theme.space[3]};`}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h3`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const MetaRow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RatingStar = styled(Star)`
  color: ${({ theme }) => theme.colors.rating};
  fill: currentColor;
`;

const RatingValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const OriginalPrice = styled.s`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Slots = styled.p<{ $few: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $few }) => ($few ? theme.colors.status.pending.fg : theme.colors.accent.base)};
  white-space: nowrap;
`;

/** A deal in the /deals grid: picture, title, price and discount, slots, location, rating and Book Now. */
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
  rating,
  reviewCount = 0,
  onBook,
  booking = false,
  headingLevel = 3,
}: DealCardProps) {
  const titleId = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const ownImage = image && image !== failedImage ? image : null;
  const src = ownImage ?? pictureFor(category, position);
  const discount = discountPercent(price, originalPrice);
  const soldOut = slots <= 0;
  const hasRating = rating != null && Number.isFinite(rating);

  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <Picture
          src={src}
          alt={imageAlt}
          loading="lazy"
          $dimmed={soldOut}
          onError={ownImage ? () => setFailedImage(ownImage) : undefined}
        />
        {discount !== null && (
          <Corner $side="left">
            <Badge tone="brand" variant="solid">
              {discount}% OFF
            </Badge>
          </Corner>
        )}
        {soldOut && (
          <Corner $side="right">
            <Badge tone="danger" variant="solid">
              Sold out
            </Badge>
          </Corner>
        )}
      </Media>
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
        <MetaRow>
          <MapPin aria-hidden />
          <VisuallyHidden>Location: </VisuallyHidden>
          <Ellipsis title={location}>{location}</Ellipsis>
        </MetaRow>
        {hasRating ? (
          <MetaRow>
            <RatingStar aria-hidden />
            <VisuallyHidden>Rated </VisuallyHidden>
            <RatingValue>{rating.toFixed(1)}</RatingValue>
            <VisuallyHidden> out of 5</VisuallyHidden>
            <span>
              ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </MetaRow>
        ) : (
          <MetaRow>
            <Badge size="sm" tone="info">
              New
            </Badge>
          </MetaRow>
        )}
        <Footer>
          <Prices>
            {discount !== null && (
              <OriginalPrice>
                <VisuallyHidden>Original price: </VisuallyHidden>
                <span>{formatPrice(originalPrice as number)}</span>
              </OriginalPrice>
            )}
            <Price>
              {discount !== null && <VisuallyHidden>Now </VisuallyHidden>}
              <span>{formatPrice(price)}</span>
            </Price>
          </Prices>
          {soldOut ? (
            <Slots $few>No slots left</Slots>
          ) : (
            <Slots $few={slots <= FEW_SLOTS}>{slotsLabel(slots)}</Slots>
          )}
        </Footer>
        <Button
          fullWidth
          onClick={onBook}
          disabled={soldOut}
          loading={booking}
          loadingText="Processing..."
          aria-describedby={titleId}
        >
          Book Now
        </Button>
      </Body>
    </Card>
  );
}
