/**
 * A deal in the map's popup: its title (to the deal page), when, where and how far, the price
 * now, and Book Now, which does what the card's does.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { formatPrice } from '../../time/format';
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
  const copy = useCopy(DEALS_COPY);
  const locale = useLocale();
  return (
    <Body>
      <Title>{card.href ? <Link to={card.href}>{card.title}</Link> : card.title}</Title>
      {card.startLabel && <Line>{card.startLabel}</Line>}
      {removed && <Line>{copy.noLongerAvailable}</Line>}
      <Line>
        {card.location}
        {card.distanceLabel ? ` · ${card.distanceLabel}` : ''}
      </Line>
      <Row>
        <span>{formatPrice(card.price, locale)}</span>
        <Button size="sm" onClick={onBook} loading={booking} disabled={disabled}>
          {copy.bookNow}
        </Button>
      </Row>
      {card.href && (
        <Line>
          <Link to={card.href}>{copy.popupDetails}</Link>
        </Line>
      )}
    </Body>
  );
}
