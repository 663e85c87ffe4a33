/**
 * A deal in the map's popup: its title (to the deal page), when, where and how far, the price
 * now, and Book Now, which does what the card's does.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatPrice } from '@spur/ui-kit';
import type { DealCardData } from './dealCard';
import { DEALS_COPY } from './copy';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface MapPopupProps {
  card: DealCardData;
  onBook: () => void;
  booking: boolean;
  /** Book Now is off (sold out, or nothing left to book from here). */
  disabled: boolean;
  /** The deal left the catalogue while the map was open (issue 10). */
  removed?: boolean;
}

export function MapPopup({ card, onBook, booking, disabled, removed = false }: MapPopupProps) {
  return (
    <Body>
      <Title>{card.href ? <Link to={card.href}>{card.title}</Link> : card.title}</Title>
      {card.startLabel && <Line>{card.startLabel}</Line>}
      {removed && <Line>{DEALS_COPY.noLongerAvailable}</Line>}
      <Line>
        {card.location}
        {card.distanceLabel ? ` · ${card.distanceLabel}` : ''}
      </Line>
      <Row>
        <span>{formatPrice(card.price)}</span>
        <Button size="sm" onClick={onBook} loading={booking} disabled={disabled}>
          {DEALS_COPY.bookNow}
        </Button>
      </Row>
      {card.href && (
        <Line>
          <Link to={card.href}>{DEALS_COPY.popupDetails}</Link>
        </Line>
      )}
    </Body>
  );
}
