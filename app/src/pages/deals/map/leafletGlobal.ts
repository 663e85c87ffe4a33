/**
 * Leaflet, also as the global `L`: leaflet.markercluster is a UMD script that extends the global
 * `L` when it runs. Leaflet sets `window.L` itself in browsers, but not everywhere (Vitest's
 * happy-dom keeps `window` apart from the global object), so it is set here, in a module of its
 * own that is evaluated before markercluster is (see leafletKit.ts).
 */
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;

export default L;
