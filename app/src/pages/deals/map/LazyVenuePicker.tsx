/**
 * The venue picker with its map loaded lazily: the coordinate inputs render at once, the map
 * joins them when its chunk (Leaflet) arrives; if it cannot load, the inputs are all there is.
 */
import { lazy, Suspense } from 'react';
import type { VenuePickerProps } from './VenuePicker/VenuePicker';
import { VenuePickerLayout } from './VenuePicker/VenuePickerLayout';
import { MapLoadBoundary } from './MapLoadBoundary';

const VenueMap = lazy(() => import('./VenuePicker/VenueMap'));

/** `VenuePicker` (same props), its map loaded lazily. */
export function LazyVenuePicker({ tileUrl, attribution, ...fields }: VenuePickerProps) {
  return (
    <VenuePickerLayout
      {...fields}
      map={
        <MapLoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <VenueMap value={fields.value} onChange={fields.onChange} tileUrl={tileUrl} attribution={attribution} />
          </Suspense>
        </MapLoadBoundary>
      }
    />
  );
}
