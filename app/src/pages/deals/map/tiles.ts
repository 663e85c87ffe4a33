/**
 * Map tiles without the network: a transparent 1x1 GIF. Leaflet shows it in place of a tile that
 * failed to load (`errorTileUrl`), and stories and tests use it as their tile URL so that the
 * map paints the same blank background everywhere. No Leaflet here: stories import it.
 */
export const BLANK_TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
