/**
 * The map view, loaded when it is first shown: Leaflet, leaflet.markercluster and their CSS are
 * in DealsMap's chunk, off the entry and the pages' own chunks. While that chunk loads, a
 * placeholder of the same size holds the place (no layout shift); if it cannot load, the same box
 * says so and the rest of the page keeps working.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import type { DealsMapProps } from './DealsMap/DealsMap';
import { MAP_COPY } from './copy';
import { DealsMapFrame, ListArea, MapArea, MapMessage } from './frame';
import { MapLoadBoundary } from './MapLoadBoundary';

const loadDealsMap = () => import('./DealsMap/DealsMap');

/** Starts loading the map's code ahead of time, e.g. when the pointer reaches the "Map" toggle. */
export function preloadDealsMap(): void {
  void loadDealsMap().catch(() => undefined);
}

const DealsMap = lazy(loadDealsMap);

/** The map view's box with a message in the map's place: the same size as the map view itself. */
export function DealsMapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <DealsMapFrame>
      <MapArea>
        <MapMessage>{children}</MapMessage>
      </MapArea>
      <ListArea />
    </DealsMapFrame>
  );
}

/** `DealsMap` (same props), loaded lazily. */
export function LazyDealsMap(props: DealsMapProps) {
  const copy = useCopy(MAP_COPY);
  return (
    <MapLoadBoundary
      fallback={
        <DealsMapPlaceholder>
          <p role="alert">{copy.failed}</p>
        </DealsMapPlaceholder>
      }
    >
      <Suspense
        fallback={
          <DealsMapPlaceholder>
            <Spinner label={copy.loading} />
          </DealsMapPlaceholder>
        }
      >
        <DealsMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
