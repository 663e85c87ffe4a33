export { BetaBanner, BETA_BANNER_TEXT } from './BetaBanner';
export type { BetaBannerProps } from './BetaBanner';
