export { Centre } from './Centre';
export type { CentreProps } from './Centre';
