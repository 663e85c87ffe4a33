import { Star } from 'lucide-react';
import styled from 'styled-components';
import { MetaLine } from '../MetaLine';
import { VisuallyHidden } from '../../utils/visuallyHidden';

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

/** "(124 reviews)", "(1 review)". */
export function reviewsLabel(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/**
 * A deal's average rating and how many reviews it rests on: a star, "4.8", "(124 reviews)"; read
 * as "Rated 4.8 out of 5 (124 reviews)". Show it only for deals that have reviews.
 */
export function StarRating({ rating, reviewCount, className }: StarRatingProps) {
  return (
    <MetaLine icon={<RatingStar aria-hidden />} className={className}>
      <VisuallyHidden>Rated </VisuallyHidden>
      <RatingValue>{rating.toFixed(1)}</RatingValue>
      <VisuallyHidden> out of 5</VisuallyHidden>
      <span>{reviewsLabel(reviewCount)}</span>
    </MetaLine>
  );
}
