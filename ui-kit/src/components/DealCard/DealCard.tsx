import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DealCardFrame } from '../DealCardFrame';
import { DealPicture } from '../DealPicture';
import { MetaLine } from '../MetaLine';
import { PriceTag } from '../PriceTag';
import { SlotsLeft } from '../SlotsLeft';
import { StarRating } from '../StarRating';
import type { DealCategory } from '../../pictures';
import { discountPercent } from '../../utils/format';

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
  rating,
  reviewCount = 0,
  onBook,
  booking = false,
  headingLevel = 3,
}: DealCardProps) {
  const titleId = useId();
  const soldOut = slots <= 0;

  return (
    <DealCardFrame
      title={title}
      titleId={titleId}
      headingLevel={headingLevel}
      picture={
        <DealPicture
          category={category}
          position={position}
          image={image}
          alt={imageAlt}
          discount={discountPercent(price, originalPrice)}
          soldOut={soldOut}
        />
      }
      footer={
        <>
          <PriceTag price={price} originalPrice={originalPrice} />
          <SlotsLeft slots={slots} />
        </>
      }
      actions={
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
      }
    >
      <MetaLine icon={<MapPin aria-hidden />} label="Location:" truncate>
        {location}
      </MetaLine>
      {rating != null && Number.isFinite(rating) ? (
        <StarRating rating={rating} reviewCount={reviewCount} />
      ) : (
        <MetaLine>
          <Badge size="sm" tone="info">
            New
          </Badge>
        </MetaLine>
      )}
    </DealCardFrame>
  );
}
