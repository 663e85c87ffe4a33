/**
 * A deal on the business's dashboard: not the public card's Book Now but the business's view of
 * it (SPEC §2): picture, title, description clamped to 3 lines, price and original price,
 * category, location, slots left or sold out, an "Expired" badge, the rating when it has reviews,
 * and the Edit, Times (its sessions) and Delete controls. Built from the kit's deal card parts, as the public card is.
 */
import { useId } from 'react';
import { CalendarClock, Clock, MapPin, Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Deal } from '@spur/contract';
import { Badge, Button, DealCardFrame, DealPicture, MetaLine, PriceTag, SlotsLeft, StarRating, VisuallyHidden, discountPercent } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { formatFullDate } from '../../time/format';
import { BUSINESS_COPY } from './copy';
import { isExpired } from './clock';

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
  /** Opens the deal's times (sessions) and their bookings. */
  onTimes: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  /** A delete of this deal is in flight. */
  deleting?: boolean;
}

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
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

/**
 * Three equal buttons on one line while each label fits its button; longer labels (Spanish
 * "Editar", "Horarios", "Eliminar") wrap the row onto a second line instead of running out of
 * their buttons. The buttons take their width from the row, so their own side padding is dropped:
 * it would wrap English labels that fit.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};

  & > button {
    flex: 1 1 0;
    min-width: max-content;
    padding-inline: 0;
  }
`;

const DeleteButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.destructive.base};
  }
  &&:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.destructive.subtle};
  }
`;

export function DashboardDealCard({ deal, now, onEdit, onTimes, onDelete, deleting = false }: DashboardDealCardProps) {
  const titleId = useId();
  const locale = useLocale();
  const copy = useCopy(BUSINESS_COPY);
  const text = copy.card;
  const soldOut = deal.available_slots <= 0;
  const expired = isExpired(deal.expires_at, now);
  const rated = deal.rating != null && Number.isFinite(deal.rating);

  return (
    <DealCardFrame
      title={deal.title}
      titleId={titleId}
      picture={
        <DealPicture
          category={deal.category}
          position={pictureIndex(deal)}
          image={deal.image}
          discount={discountPercent(deal.price, deal.original_price)}
          soldOut={soldOut}
          dimmed={expired}
          badges={
            expired && (
              <Badge tone="neutral" variant="solid">
                {text.expired}
              </Badge>
            )
          }
          loading="eager"
        />
      }
      eyebrow={
        <TopRow>
          <Badge size="sm" tone="info">
            <VisuallyHidden>{text.category} </VisuallyHidden>
            {copy.categories[deal.category]}
          </Badge>
          {rated && <StarRating rating={deal.rating as number} reviewCount={deal.reviewCount} />}
        </TopRow>
      }
      footer={
        <>
          <PriceTag price={deal.price} originalPrice={deal.original_price} />
          <SlotsLeft slots={deal.available_slots} />
        </>
      }
      actions={
        <Actions>
          <Button variant="outline" size="sm" icon={<Pencil aria-hidden="true" />} onClick={() => onEdit(deal)} disabled={deleting} aria-describedby={titleId}>
            {text.edit}
          </Button>
          <Button variant="outline" size="sm" icon={<Clock aria-hidden="true" />} onClick={() => onTimes(deal)} disabled={deleting} aria-describedby={titleId}>
            {text.times}
          </Button>
          <DeleteButton variant="outline" size="sm" icon={<Trash2 aria-hidden="true" />} onClick={() => onDelete(deal)} loading={deleting} loadingText={text.deleting} aria-describedby={titleId}>
            {text.delete}
          </DeleteButton>
        </Actions>
      }
    >
      {deal.description && <Description>{deal.description}</Description>}
      <MetaLine icon={<MapPin aria-hidden="true" />} label={text.location} truncate>
        {deal.location}
      </MetaLine>
      {deal.expires_at && (
        <MetaLine icon={<CalendarClock aria-hidden="true" />}>
          {(expired ? text.endedOn : text.endsOn)(formatFullDate(deal.expires_at, deal.time_zone, locale))}
        </MetaLine>
      )}
    </DealCardFrame>
  );
}
