// Brings Leaflet: import it through LazyDealsMap (../index.ts) everywhere but stories and tests.
export { DealsMap } from './DealsMap';
export type { DealsMapProps } from './DealsMap';
