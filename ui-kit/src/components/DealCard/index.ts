export { DealCard } from './DealCard';
export type { DealCardProps } from './DealCard';
export { DealCardSkeleton } from './DealCardSkeleton';
export type { DealCardSkeletonProps } from './DealCardSkeleton';
