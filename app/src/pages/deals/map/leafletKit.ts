/**
 * Leaflet as the map pieces use it. Only the lazily loaded map chunks import this module: it
 * brings Leaflet, leaflet.markercluster and their CSS, none of which the entry or the home page
 * may carry (app/src/README.md, "Bundle budget").
 *
 * Nothing here loads from elsewhere: markers are `divIcon`s styled with the theme (mapStyles.ts),
 * never Leaflet's default marker images, and tiles that fail to load are replaced by a blank
 * data URI, quietly.
 */
import { useEffect, type RefObject } from 'react';
import L from './leafletGlobal';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { DEFAULT_CENTRE } from '@spur/contract';
import { BLANK_TILE_URL } from './tiles';

export { L };

/** After this many failed tiles and none loaded, the map stops asking (the tile server went away). */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;

/** The tile the layer tries first: the default city's, at zoom 12. */
function probeTileUrl(url: string): string {
  const zoom = 12;
  const tile = L.CRS.EPSG3857.latLngToPoint(L.latLng(DEFAULT_CENTRE.latitude, DEFAULT_CENTRE.longitude), zoom).divideBy(256).floor();
  return L.Util.template(url, { z: zoom, x: tile.x, y: tile.y, s: 'a', r: '' });
}

/**
 * The tile layer of `url`, attributed, that never throws or logs when tiles cannot load.
 *
 * It starts blank and loads one tile first: only when that one arrives does it ask for the
 * rest. Offline (no network, or the tile server blocked) the layer stays blank: markers,
 * clusters and popups work the same on the blank background, and the browser has reported one
 * failed request (its own network log, which no script can silence) instead of a screenful.
 * Later failures show the blank tile (`errorTileUrl`); if the first few after that all fail, the
 * layer stops asking. The attribution stays shown throughout. A `data:` URL is used as it is
 * (stories, tests).
 */
export function quietTileLayer(url: string, attribution: string): L.TileLayer {
  const direct = url.startsWith('data:');
  const layer = L.tileLayer(direct ? url : BLANK_TILE_URL, {
    attribution,
    errorTileUrl: BLANK_TILE_URL,
    maxZoom: 19,
  });
  if (!direct && !(typeof navigator !== 'undefined' && navigator.onLine === false) && typeof Image !== 'undefined') {
    let removed = false;
    layer.on('remove', () => {
      removed = true;
    });
    const probe = new Image();
    probe.onload = () => {
      if (!removed) layer.setUrl(url);
    };
    probe.onerror = () => undefined;
    probe.src = probeTileUrl(url);
  }
  let loaded = 0;
  let failed = 0;
  layer.on('tileload', (event: L.TileEvent) => {
    // A failed tile's blank replacement also "loads": only real tiles count.
    if (event.tile.getAttribute('src') !== BLANK_TILE_URL) loaded += 1;
  });
  layer.on('tileerror', () => {
    failed += 1;
    if (loaded === 0 && failed === TILE_FAILURES_BEFORE_GIVING_UP) layer.setUrl(BLANK_TILE_URL, true);
  });
  return layer;
}

interface LabelledIconOptions extends L.DivIconOptions {
  /** The marker's accessible name (`aria-label` on its element); none: hidden from assistive technology. */
  label?: string;
  /** A role for a marker that is not a button (Leaflet makes keyboard-reachable markers buttons). */
  role?: string;
}

/**
 * A `divIcon` sized by its content (CSS places it: mapStyles.ts) and named for screen readers.
 * Leaflet gives keyboard-reachable markers `tabindex="0"` and `role="button"`; the name comes
 * from here.
 */
class LabelledIcon extends L.DivIcon {
  declare options: LabelledIconOptions;

  constructor(options: LabelledIconOptions) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    // The size comes from the content and the anchor from CSS `translate`, not from Leaflet.
    element.style.removeProperty('width');
    element.style.removeProperty('height');
    element.style.removeProperty('margin-left');
    element.style.removeProperty('margin-top');
    if (this.options.label) element.setAttribute('aria-label', this.options.label);
    else element.setAttribute('aria-hidden', 'true');
    if (this.options.role) element.setAttribute('role', this.options.role);
    return element;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A deal's pin: the price on a coloured pin whose point is the venue; its popup opens above the pin. */
export function dealPin(price: string, label: string): L.DivIcon {
  return new LabelledIcon({ className: 'spur-pin', html: escapeHtml(price), label, popupAnchor: [0, -36] });
}

/** A cluster of pins: the count in a disc. Enter or a click zooms in (or spreads the pins out at the last zoom). */
export function clusterPin(count: number, label: string): L.DivIcon {
  return new LabelledIcon({ className: 'spur-cluster', html: String(count), label });
}

/** The centre (the visitor's position, or the chosen centre): a dot with a halo, not interactive. */
export function centrePin(label: string): L.DivIcon {
  return new LabelledIcon({ className: 'spur-centre', html: '', label, role: 'img' });
}

/** The venue picker's pin: a plain pin, hidden from screen readers (the inputs beside it say where it is). */
export function venuePin(): L.DivIcon {
  return new LabelledIcon({ className: 'spur-venue-pin', html: '' });
}

/** Whether the viewer asked for less motion: the maps then jump instead of animating. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A map that moves only as much as its viewer wants: for those who asked for less motion, no
 * zoom, fade or marker animation, and every pan jumps, including a popup's automatic pan into
 * view (Leaflet animates that one whatever the map's options say).
 */
export function createMap(container: HTMLElement, options: L.MapOptions): L.Map {
  const calm = prefersReducedMotion();
  const map = L.map(container, { ...options, zoomAnimation: !calm, fadeAnimation: !calm, markerZoomAnimation: !calm });
  if (calm) {
    const panBy = map.panBy.bind(map);
    map.panBy = (offset, panOptions) => panBy(offset, { ...panOptions, animate: false });
  }
  return map;
}

/** Keeps the map of `mapRef` on a quiet tile layer of `tileUrl`, replaced when the URL or attribution changes. */
export function useTileLayer(mapRef: RefObject<L.Map | null>, tileUrl: string, attribution: string): void {
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return undefined;
    const tiles = quietTileLayer(tileUrl, attribution).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [mapRef, tileUrl, attribution]);
}
