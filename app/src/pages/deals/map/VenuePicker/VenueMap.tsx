/**
 * The venue picker's map (Leaflet): a click places the pin, a drag moves it, and a position set
 * elsewhere (the inputs) moves the pin and brings it into view. Mouse and touch only: the
 * coordinate inputs beside it are the keyboard's way, so neither the map nor the pin takes a tab
 * stop (the zoom buttons and the attribution's links still do).
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LatLng } from '@spur/domain';
import { useCopy } from '@spur/i18n/react';
import { MAP_COPY } from '../copy';
import { MapArea } from '../frame';
import { L, createMap, useTileLayer, venuePin } from '../leafletKit';
import { leafletTheme } from '../mapStyles';

export interface VenueMapProps {
  /** Where the pin is. */
  value: LatLng;
  /** The pin was placed or dragged: its position, to 5 decimals (about a metre). */
  onChange: (value: LatLng) => void;
  /** Tile URL template, `{z}/{x}/{y}`. */
  tileUrl: string;
  /** The tiles' attribution, shown in the map's corner. */
  attribution: string;
}

/** The picker's map height. */
export const VENUE_MAP_HEIGHT = '240px';

const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000;
const toLatLng = (place: L.LatLng): LatLng => {
  const wrapped = place.wrap();
  return { latitude: round(wrapped.lat), longitude: round(wrapped.lng) };
};

const Surface = styled(MapArea)`
  height: ${VENUE_MAP_HEIGHT};
  ${leafletTheme}
  .leaflet-container {
    cursor: crosshair;
  }
`;

const Container = styled.div`
  width: 100%;
  height: 100%;
`;

export function VenueMap({ value, onChange, tileUrl, attribution }: VenueMapProps) {
  const copy = useCopy(MAP_COPY);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinRef = useRef<L.Marker | null>(null);
  const latest = useRef({ value, onChange });

  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const start: L.LatLngTuple = [latest.current.value.latitude, latest.current.value.longitude];
    const map = createMap(container, { center: start, zoom: 15, maxZoom: 18, keyboard: false });
    const pin = L.marker(start, { icon: venuePin(), draggable: true, keyboard: false, autoPan: true }).addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      latest.current.onChange(toLatLng(event.latlng));
    });
    pin.on('dragend', () => latest.current.onChange(toLatLng(pin.getLatLng())));
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    mapRef.current = map;
    pinRef.current = pin;
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
  }, []);

  useTileLayer(mapRef, tileUrl, attribution);

  // A position from elsewhere (the inputs, the form): move the pin there and keep it in view.
  const { latitude, longitude } = value;
  useEffect(() => {
    const map = mapRef.current;
    const pin = pinRef.current;
    if (!map || !pin) return;
    const at = pin.getLatLng();
    if (at.lat === latitude && at.lng === longitude) return;
    pin.setLatLng([latitude, longitude]);
    if (!map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude], { animate: false });
  }, [latitude, longitude]);

  return (
    <Surface>
      <Container ref={containerRef} role="region" aria-label={copy.venue.mapLabel} />
    </Surface>
  );
}

export default VenueMap;
