export { BetaBanner } from './BetaBanner';
export type { BetaBannerProps } from './BetaBanner';
