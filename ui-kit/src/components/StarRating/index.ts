export { StarRating, reviewsLabel } from './StarRating';
export type { StarRatingProps } from './StarRating';
