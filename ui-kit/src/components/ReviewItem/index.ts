export { ReviewItem, ratingLabel } from './ReviewItem';
export type { ReviewItemProps, ReviewAnswerView } from './ReviewItem';
