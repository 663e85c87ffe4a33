export { DealGrid } from './DealGrid';
export type { DealGridProps } from './DealGrid';
