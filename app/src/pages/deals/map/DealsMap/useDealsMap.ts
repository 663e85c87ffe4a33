/**
 * The Leaflet side of the /deals map view: the map and its cluster layer, a pin per deal (its
 * price following the clock), the centre's marker, the view fitted to the places, and the open
 * popup (which takes the focus, and gives it back to its opener when it closes). The component
 * renders the list and the popup's content from what this returns.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DEFAULT_CENTRE, type Deal } from '@spur/contract';
import { priceAt, type LatLng } from '@spur/domain';
import type { Locale } from '@spur/i18n';
import { formatDistance, formatMoney } from '../../../../time/format';
import { useNow } from '../../../../time/useNow';
import type { MAP_COPY } from '../copy';
import { L, centrePin, clusterPin, createMap, dealPin, useTileLayer } from '../leafletKit';

/** A marker and the element its popup's content is rendered into. */
interface Entry {
  marker: L.Marker;
  content: HTMLDivElement;
  /** What the pin shows and says; a new icon only when it changes. */
  iconKey: string;
}

/** The open popup: which deal, and where React renders its content. */
export interface OpenPopup {
  id: string;
  content: HTMLDivElement;
}

const POPUP_OPTIONS: L.PopupOptions = {
  minWidth: 240,
  maxWidth: 320,
  autoPanPadding: [16, 16],
  className: 'spur-popup-frame',
};

const point = (place: LatLng): L.LatLngTuple => [place.latitude, place.longitude];

/** Fits the map to the points: a zoom that shows them all, or the default city around nothing. */
function fitTo(map: L.Map, points: L.LatLngTuple[]): void {
  const size = map.getSize();
  const [first] = points;
  if (!first || size.x === 0 || size.y === 0) {
    // Nothing to show, or no layout yet (tests): a sensible view without bounds arithmetic.
    map.setView(first ?? point(DEFAULT_CENTRE), points.length > 1 ? 11 : 13, {
      animate: false,
    });
    return;
  }
  if (points.length === 1) map.setView(first, 14, { animate: false });
  else
    map.fitBounds(L.latLngBounds(points), {
      padding: [48, 48],
      maxZoom: 15,
      animate: false,
    });
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

export interface DealsMapOptions {
  deals: Deal[];
  centre?: LatLng;
  tileUrl: string;
  attribution: string;
  onSelect?: (deal: Deal) => void;
  /** The page's language: the pins' prices and distances are written in it. */
  locale: Locale;
  /** The map's texts in that language (`useCopy(MAP_COPY)`). */
  copy: typeof MAP_COPY;
  centreLabel: string;
}

export interface DealsMapState {
  /** The element Leaflet draws the map into. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The popup open now, if any. */
  open: OpenPopup | null;
  /** The list's buttons by deal id (focus goes back to one when its pin went into a cluster). */
  listButtons: RefObject<Map<string, HTMLButtonElement>>;
  /** A list button: show the deal's pin (zooming out of its cluster) and open its popup. */
  show: (id: string, button: HTMLButtonElement) => void;
}

export function useDealsMap({ deals, centre, tileUrl, attribution, onSelect, locale, copy, centreLabel }: DealsMapOptions): DealsMapState {
  const now = useNow();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const entries = useRef(new Map<string, Entry>());
  const listButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes back when the open popup closes: the list button or pin that opened it. */
  const opener = useRef<HTMLElement | null>(null);
  const fitted = useRef<string | null>(null);
  const latest = useRef({ deals, onSelect, copy });
  const [open, setOpen] = useState<OpenPopup | null>(null);

  useEffect(() => {
    latest.current = { deals, onSelect, copy };
  });

  // The map and the cluster layer, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = createMap(container, {
      center: point(DEFAULT_CENTRE),
      zoom: 12,
      maxZoom: 18,
    });
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      animate: map.options.zoomAnimation ?? true,
      iconCreateFunction: (group) => clusterPin(group.getChildCount(), latest.current.copy.clusterLabel(group.getChildCount())),
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
      const price = formatMoney(priceAt(deal, deal.next_session?.starts_at ?? null, now), locale);
      const distance = deal.distance_m === null ? null : formatDistance(deal.distance_m, locale);
      const label = copy.markerLabel(deal.title, price, distance);
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
      const marker = L.marker([deal.latitude, deal.longitude], {
        icon: dealPin(price, label),
        keyboard: true,
        riseOnHover: true,
      });
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
  }, [deals, now, locale, copy]);

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

  // A list button: show the deal's pin (zooming out of its cluster) and open its popup.
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

  return { containerRef, open, listButtons, show };
}
