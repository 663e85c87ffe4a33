/**
 * A deal on the business's dashboard: not the public card's Book Now but the business's view of
 * it (SPEC §2): picture, title, description clamped to 3 lines, price and original price,
 * category, location, slots left or sold out, an "Expired" badge, the rating when it has reviews,
 * and the Edit and Delete controls.
 */
import { useId, useState } from 'react';
import { CalendarClock, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { Deal } from '@spur/server/contract';
import { Badge, Button, discountPercent, formatDate, formatPrice, pictureFor } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';
import { isExpired } from './clock';

const text = BUSINESS_COPY.card;

/** Slots at or below this count are shown in the warning colour (as on the public card). */
const FEW_SLOTS = 3;

/**
 * Which of the category's pictures a deal without an image gets: derived from when it was listed,
 * so a deal keeps its picture when others are added, edited or deleted (a list position would not).
 */
export function pictureIndex(deal: Pick<Deal, 'created_at'>): number {
  let hash = 0;
  for (const char of deal.created_at) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

export interface DashboardDealCardProps {
  deal: Deal;
  /** "Now" in ms, for the Expired badge (the dashboard's clock). */
  now: number;
  onEdit: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  /** A delete of this deal is in flight. */
  deleting?: boolean;
}

const Card = styled.article`
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

const Media = styled.div`
  position: relative;
  flex: none;
  height: ${({ theme }) => theme.sizes.dealImage};
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

const Picture = styled.img<{ $dimmed: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $dimmed }) =>
    $dimmed &&
    css`
      filter: grayscale(0.85);
    `}
`;

const Corner = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  ${({ theme, $side }) => `${$side}: ${theme.space[3]};`}
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $side }) => ($side === 'left' ? 'flex-start' : 'flex-end')};
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
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

/** SPEC §2: the description is clamped to 3 lines. */
const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.secondary};
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

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Rating = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    color: ${({ theme }) => theme.colors.rating};
    fill: currentColor;
  }
`;

const RatingValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
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

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const DeleteButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.destructive.base};
  }
  &&:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.destructive.subtle};
  }
`;

export function DashboardDealCard({ deal, now, onEdit, onDelete, deleting = false }: DashboardDealCardProps) {
  const titleId = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const ownImage = deal.image && deal.image !== failedImage ? deal.image : null;
  const src = ownImage ?? pictureFor(deal.category, pictureIndex(deal));
  const discount = discountPercent(deal.price, deal.original_price);
  const soldOut = deal.available_slots <= 0;
  const expired = isExpired(deal.expires_at, now);
  const rating = deal.rating != null && Number.isFinite(deal.rating) ? deal.rating.toFixed(1) : null;

  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <Picture
          src={src}
          alt=""
          decoding="async"
          $dimmed={soldOut || expired}
          onError={ownImage ? () => setFailedImage(ownImage) : undefined}
        />
        {discount !== null && (
          <Corner $side="left">
            <Badge tone="brand" variant="solid">
              {discount}% OFF
            </Badge>
          </Corner>
        )}
        {(expired || soldOut) && (
          <Corner $side="right">
            {expired && (
              <Badge tone="neutral" variant="solid">
                {text.expired}
              </Badge>
            )}
            {soldOut && (
              <Badge tone="danger" variant="solid">
                {text.soldOut}
              </Badge>
            )}
          </Corner>
        )}
      </Media>
      <Body>
        <TopRow>
          <Badge size="sm" tone="info">
            <VisuallyHidden>{text.category} </VisuallyHidden>
            {BUSINESS_COPY.categories[deal.category]}
          </Badge>
          {rating !== null && (
            <Rating>
              <Star aria-hidden="true" />
              <VisuallyHidden>{text.ratedOutOf5(rating)}</VisuallyHidden>
              <RatingValue aria-hidden="true">{rating}</RatingValue>
              <span>{text.reviews(deal.reviewCount)}</span>
            </Rating>
          )}
        </TopRow>
        <Title id={titleId}>{deal.title}</Title>
        {deal.description && <Description>{deal.description}</Description>}
        <MetaRow>
          <MapPin aria-hidden="true" />
          <VisuallyHidden>{text.location} </VisuallyHidden>
          <Ellipsis title={deal.location}>{deal.location}</Ellipsis>
        </MetaRow>
        {deal.expires_at && (
          <MetaRow>
            <CalendarClock aria-hidden="true" />
            <span>{(expired ? text.endedOn : text.endsOn)(formatDate(deal.expires_at))}</span>
          </MetaRow>
        )}
        <Footer>
          <Prices>
            <Price>{formatPrice(deal.price)}</Price>
            {discount !== null && deal.original_price != null && (
              <OriginalPrice>
                <VisuallyHidden>{text.originalPrice} </VisuallyHidden>
                {formatPrice(deal.original_price)}
              </OriginalPrice>
            )}
          </Prices>
          {soldOut ? (
            <Slots $few>{text.noSlots}</Slots>
          ) : (
            <Slots $few={deal.available_slots <= FEW_SLOTS}>{text.slotsLeft(deal.available_slots)}</Slots>
          )}
        </Footer>
        <Actions>
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil aria-hidden="true" />}
            onClick={() => onEdit(deal)}
            disabled={deleting}
            aria-describedby={titleId}
          >
            {text.edit}
          </Button>
          <DeleteButton
            variant="outline"
            size="sm"
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => onDelete(deal)}
            loading={deleting}
            loadingText={text.deleting}
            aria-describedby={titleId}
          >
            {text.delete}
          </DeleteButton>
        </Actions>
      </Body>
    </Card>
  );
}
