/**
 * The map pieces (Leaflet), for the /deals map view and the business deal form. Import them from
 * here: this module loads no Leaflet; each component fetches its chunk (Leaflet, its plugins and
 * CSS) the first time it renders.
 */
export { LazyDealsMap, DealsMapPlaceholder, preloadDealsMap } from './LazyDealsMap';
export { LazyVenuePicker } from './LazyVenuePicker';
export { BLANK_TILE_URL } from './tiles';
export { MAP_COPY } from './copy';
export type { DealsMapProps } from './DealsMap/DealsMap';
export type { VenuePickerProps } from './VenuePicker/VenuePicker';
