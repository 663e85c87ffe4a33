export { PriceCurve } from './PriceCurve';
export type { PriceCurvePoint, PriceCurveProps } from './PriceCurve';
