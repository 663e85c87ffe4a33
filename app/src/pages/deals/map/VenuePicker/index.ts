// Brings Leaflet: import it through LazyVenuePicker (../index.ts) everywhere but stories and tests.
export { VenuePicker } from './VenuePicker';
export type { VenuePickerProps } from './VenuePicker';
