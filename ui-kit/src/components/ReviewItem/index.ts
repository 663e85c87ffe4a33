export { ReviewItem } from './ReviewItem';
export type { ReviewItemProps, ReviewAnswerView } from './ReviewItem';
