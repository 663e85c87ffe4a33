/**
 * The /deals map view: a pin per deal (clustered where dense) over the configured tiles, the
 * centre as a distinct marker, and beside the map the same deals as a list of buttons, the
 * keyboard's and the screen reader's way in. The caller renders each popup (the deal's card with
 * Book Now); this component only places it.
 *
 * Leaflet lives in this module's chunk only: load it through `LazyDealsMap` (../index.ts).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { DEFAULT_CENTRE, type Deal } from '@spur/contract';
import { formatDistance, priceAt, type LatLng } from '@spur/domain';
import { formatMoney } from '../../../../time/present';
import { useNow } from '../../../../time/useNow';
import { MAP_COPY } from '../copy';
import { DealsMapFrame, ListArea, MapArea } from '../frame';
import { L, centrePin, clusterPin, createMap, dealPin, useTileLayer } from '../leafletKit';
import { leafletTheme } from '../mapStyles';

export interface DealsMapProps {
  /**
   * The deals to show: a pin each at its venue (`latitude`, `longitude`) with its current price,
   * and a button each in the list beside the map, in this order.
   */
  deals: Deal[];
  /** The visitor's position or the chosen centre: a distinct marker, kept in view when the map fits the deals. */
  centre?: LatLng;
  /**
   * Tile URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (the app's
   * `config.tileUrl`). One tile is tried first; offline the map stays on a blank background,
   * silently (see `quietTileLayer`).
   */
  tileUrl: string;
  /** The tiles' attribution, shown in the map's corner, e.g. "© OpenStreetMap contributors" (`config.tileAttribution`). */
  attribution: string;
  /** The content of a deal's popup: the caller's card with Book Now. */
  renderPopup: (deal: Deal) => ReactNode;
  /** A deal's popup opened: its pin was clicked or activated with Enter, or its button in the list. */
  onSelect?: (deal: Deal) => void;
  /** The locale distances are written for: "2.4 km", or "1.5 mi" where miles are used. Default: the browser's. */
  locale?: string;
  /** What the centre marker stands for, in the legend and for screen readers. Default "Your position". */
  centreLabel?: string;
  /** Level of the list's heading ("Deals on the map"), to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A marker and the element its popup's content is rendered into. */
interface Entry {
  marker: L.Marker;
  content: HTMLDivElement;
  /** What the pin shows and says; a new icon only when it changes. */
  iconKey: string;
}

/** The open popup: which deal, and where React renders its content. */
interface OpenPopup {
  id: string;
  content: HTMLDivElement;
}

const POPUP_OPTIONS: L.PopupOptions = {
  minWidth: 240,
  maxWidth: 320,
  autoPanPadding: [16, 16],
  className: 'spur-popup-frame',
};

function browserLocale(): string {
  return typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';
}

const point = (place: LatLng): L.LatLngTuple => [place.latitude, place.longitude];

/** Fits the map to the points: a zoom that shows them all, or the default city around nothing. */
function fitTo(map: L.Map, points: L.LatLngTuple[]): void {
  const size = map.getSize();
  const [first] = points;
  if (!first || size.x === 0 || size.y === 0) {
    // Nothing to show, or no layout yet (tests): a sensible view without bounds arithmetic.
    map.setView(first ?? point(DEFAULT_CENTRE), points.length > 1 ? 11 : 13, { animate: false });
    return;
  }
  if (points.length === 1) map.setView(first, 14, { animate: false });
  else map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 15, animate: false });
}

/**
 * Focuses the element as soon as it can take the focus. Leaflet hides a popup while it lays it
 * out; under a reduced-motion reset (`transition-duration: 0.01ms` on everything) the popup is
 * still `visibility: hidden` for that instant, and focus() on it does nothing. Returns a cancel.
 */
function focusWhenShown(element: HTMLElement, framesLeft = 10): () => void {
  element.focus({ preventScroll: true });
  if (document.activeElement === element || framesLeft === 0 || typeof requestAnimationFrame === 'undefined') return () => undefined;
  let cancelNext = () => {};
  const frame = requestAnimationFrame(() => {
    if (element.isConnected) cancelNext = focusWhenShown(element, framesLeft - 1);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelNext();
  };
}

const MapSurface = styled(MapArea)`
  ${leafletTheme}
`;

const MapContainer = styled.div`
  width: 100%;
  height: 100%;
`;

const ListHeading = styled.h2`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
`;

const ItemButton = styled.button`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: -3px;
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand.subtle};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ItemTitle = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

const ItemDistance = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const LegendDot = styled.span`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.surface.card};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent.base};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent.muted};
`;

/**
 * The deals on a map (Leaflet + leaflet.markercluster), with the list of its markers beside it.
 *
 * Keyboard: Tab reaches the map (arrow keys pan, +/- zoom), then each pin and cluster on screen
 * (Enter opens a pin's popup, or zooms into a cluster), then the list, where every deal has a
 * button ("Sunset Paddle, 2.4 km") that pans the map to it and opens its popup. An opened popup
 * takes the focus; Escape closes it and gives the focus back to the pin or button that opened it.
 */
export function DealsMap({
  deals,
  centre,
  tileUrl,
  attribution,
  renderPopup,
  onSelect,
  locale,
  centreLabel = MAP_COPY.centreLabel,
  headingLevel = 2,
}: DealsMapProps) {
  const now = useNow();
  const headingId = useId();
  const distanceLocale = locale ?? browserLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const entries = useRef(new Map<string, Entry>());
  const listButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes back when the open popup closes: the list button or pin that opened it. */
  const opener = useRef<HTMLElement | null>(null);
  const fitted = useRef<string | null>(null);
  const latest = useRef({ deals, onSelect });
  const [open, setOpen] = useState<OpenPopup | null>(null);

  useEffect(() => {
    latest.current = { deals, onSelect };
  });

  // The map and the cluster layer, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = createMap(container, { center: point(DEFAULT_CENTRE), zoom: 12, maxZoom: 18 });
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      animate: map.options.zoomAnimation ?? true,
      iconCreateFunction: (group) => clusterPin(group.getChildCount(), MAP_COPY.clusterLabel(group.getChildCount())),
    });
    cluster.addTo(map);
    mapRef.current = map;
    clusterRef.current = cluster;

    // Escape in a popup closes it (Leaflet only listens while the map itself has the focus).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element) || !event.target.closest('.leaflet-popup')) return;
      event.preventDefault();
      map.closePopup();
    };
    container.addEventListener('keydown', onKeyDown);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    const markers = entries.current;
    return () => {
      resize?.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      map.remove();
      markers.clear();
      mapRef.current = null;
      clusterRef.current = null;
      fitted.current = null;
    };
  }, []);

  useTileLayer(mapRef, tileUrl, attribution);

  // A pin per deal: added, moved, relabelled (the price follows the clock) or removed.
  useEffect(() => {
    const cluster = clusterRef.current;
    if (!cluster) return;
    const known = entries.current;

    const opened = (id: string) => {
      const entry = known.get(id);
      if (!entry) return;
      const pin = entry.marker.getElement();
      pin?.classList.add('is-open');
      opener.current ??= pin ?? null;
      setOpen({ id, content: entry.content });
      const deal = latest.current.deals.find((candidate) => candidate.id === id);
      if (deal) latest.current.onSelect?.(deal);
    };
    const closed = (id: string, popup: L.Popup) => {
      const entry = known.get(id);
      entry?.marker.getElement()?.classList.remove('is-open');
      setOpen((current) => (current?.id === id ? null : current));
      const active = document.activeElement;
      const focusWasInPopup = !active || active === document.body || Boolean(popup.getElement()?.contains(active));
      const back = opener.current;
      opener.current = null;
      if (!focusWasInPopup) return;
      // The pin may have gone into a cluster meanwhile: then its button in the list.
      const target = back?.isConnected ? back : listButtons.current.get(id);
      target?.focus({ preventScroll: true });
    };

    const seen = new Set<string>();
    const added: L.Marker[] = [];
    for (const deal of deals) {
      seen.add(deal.id);
      const price = formatMoney(priceAt(deal, deal.next_session?.starts_at ?? null, now));
      const distance = deal.distance_m === null ? null : formatDistance(deal.distance_m, distanceLocale);
      const label = MAP_COPY.markerLabel(deal.title, price, distance);
      const iconKey = `${price}\n${label}`;
      const existing = known.get(deal.id);
      if (existing) {
        const at = existing.marker.getLatLng();
        if (at.lat !== deal.latitude || at.lng !== deal.longitude) existing.marker.setLatLng([deal.latitude, deal.longitude]);
        if (existing.iconKey !== iconKey) {
          existing.marker.setIcon(dealPin(price, label));
          existing.iconKey = iconKey;
        }
        existing.content.setAttribute('aria-label', deal.title);
        continue;
      }
      const content = document.createElement('div');
      content.className = 'spur-popup';
      content.tabIndex = -1;
      content.setAttribute('role', 'dialog');
      content.setAttribute('aria-label', deal.title);
      const marker = L.marker([deal.latitude, deal.longitude], { icon: dealPin(price, label), keyboard: true, riseOnHover: true });
      marker.bindPopup(content, POPUP_OPTIONS);
      marker.on('popupopen', () => opened(deal.id));
      marker.on('popupclose', (event: L.PopupEvent) => closed(deal.id, event.popup));
      known.set(deal.id, { marker, content, iconKey });
      added.push(marker);
    }
    const gone = [...known].filter(([id]) => !seen.has(id));
    if (gone.length > 0) cluster.removeLayers(gone.map(([, entry]) => entry.marker));
    for (const [id] of gone) known.delete(id);
    if (added.length > 0) cluster.addLayers(added);
  }, [deals, now, distanceLocale]);

  // The centre's marker.
  const centreLatitude = centre?.latitude;
  const centreLongitude = centre?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || centreLatitude === undefined || centreLongitude === undefined) return undefined;
    const marker = L.marker([centreLatitude, centreLongitude], {
      icon: centrePin(centreLabel),
      keyboard: false,
      interactive: false,
      zIndexOffset: -1000,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [centreLatitude, centreLongitude, centreLabel]);

  // Fit the view to the deals and the centre whenever those places change (not on every new array).
  const places = useMemo(() => {
    const points = deals.map((deal): L.LatLngTuple => [deal.latitude, deal.longitude]);
    if (centreLatitude !== undefined && centreLongitude !== undefined) points.push([centreLatitude, centreLongitude]);
    return points;
  }, [deals, centreLatitude, centreLongitude]);
  useEffect(() => {
    const map = mapRef.current;
    const key = places.map(([lat, lng]) => `${lat},${lng}`).join(';');
    if (!map || fitted.current === key) return;
    fitted.current = key;
    fitTo(map, places);
  }, [places]);

  // A popup just opened: fit it to the content React rendered, and take the focus into it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    entries.current.get(open.id)?.marker.getPopup()?.update();
    return focusWhenShown(open.content);
  }, [open]);

  /** A list button: show the deal's pin (zooming out of its cluster) and open its popup. */
  const show = (id: string, button: HTMLButtonElement) => {
    const entry = entries.current.get(id);
    const cluster = clusterRef.current;
    if (!entry || !cluster) return;
    if (entry.marker.isPopupOpen()) {
      entry.content.focus({ preventScroll: true });
      return;
    }
    opener.current = button;
    cluster.zoomToShowLayer(entry.marker, () => entry.marker.openPopup());
  };

  const openDeal = open ? deals.find((deal) => deal.id === open.id) : undefined;

  return (
    <DealsMapFrame>
      <MapSurface>
        <MapContainer ref={containerRef} role="region" aria-label={MAP_COPY.regionLabel} />
      </MapSurface>
      <ListArea>
        <ListHeading as={`h${headingLevel}`} id={headingId}>
          {MAP_COPY.listLabel}
        </ListHeading>
        <List aria-labelledby={headingId}>
          {deals.map((deal) => {
            const distance = deal.distance_m === null ? null : formatDistance(deal.distance_m, distanceLocale);
            return (
              <li key={deal.id}>
                <ItemButton
                  type="button"
                  aria-label={MAP_COPY.listItem(deal.title, distance)}
                  aria-current={open?.id === deal.id ? 'true' : undefined}
                  ref={(element) => {
                    if (element) listButtons.current.set(deal.id, element);
                    else listButtons.current.delete(deal.id);
                  }}
                  onClick={(event) => show(deal.id, event.currentTarget)}
                >
                  {/* The space keeps the visible words apart for the label's match (it does not render in the flex row). */}
                  <ItemTitle>{deal.title}</ItemTitle>{' '}
                  {distance && <ItemDistance>{distance}</ItemDistance>}
                </ItemButton>
              </li>
            );
          })}
        </List>
        {centre && (
          <Legend>
            <LegendDot aria-hidden="true" />
            {centreLabel}
          </Legend>
        )}
      </ListArea>
      {open && openDeal && createPortal(renderPopup(openDeal), open.content)}
    </DealsMapFrame>
  );
}

export default DealsMap;
