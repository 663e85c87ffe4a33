import { Star } from 'lucide-react';
import styled from 'styled-components';
import { MetaLine } from '../MetaLine';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { numberFormat } from '../../utils/format';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { STAR_RATING_TEXTS } from './texts';

export interface StarRatingProps {
  /** Average review rating, 0–5; shown with one decimal. */
  rating: number;
  /** Number of reviews behind `rating`. */
  reviewCount: number;
  /** Class name for the line. */
  className?: string;
}

const RatingStar = styled(Star)`
  color: ${({ theme }) => theme.colors.rating};
  fill: currentColor;
`;

const RatingValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * A deal's average rating and how many reviews it rests on: a star, "4.8", "(124 reviews)"; read
 * as "Rated 4.8 out of 5 (124 reviews)". Show it only for deals that have reviews.
 */
export function StarRating({ rating, reviewCount, className }: StarRatingProps) {
  const { locale, texts } = useKitTexts('starRating', STAR_RATING_TEXTS);
  const [before, after] = around(texts.rated);
  return (
    <MetaLine icon={<RatingStar aria-hidden />} className={className}>
      {before && <VisuallyHidden>{before}</VisuallyHidden>}
      <RatingValue>{numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)}</RatingValue>
      {after && <VisuallyHidden>{after}</VisuallyHidden>}
      <span>{texts.reviews(reviewCount)}</span>
    </MetaLine>
  );
}
