export { DealCardFrame } from './DealCardFrame';
export type { DealCardFrameProps } from './DealCardFrame';
