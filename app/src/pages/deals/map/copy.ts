/**
 * Texts of the map pieces: the /deals map view (DealsMap) and the venue picker of the deal form.
 * The coordinates' validation message is the contract's (`MESSAGES.validCoordinates`).
 */

export const MAP_COPY = {
  /** The map's region name. */
  regionLabel: 'Map of deals',
  /** The list of markers beside the map. */
  listLabel: 'Deals on the map',
  /** A button of that list: "Sunset Paddle, 2.4 km". */
  listItem: (title: string, distance: string | null) => (distance ? `${title}, ${distance}` : title),
  /** A deal's pin, as a screen reader names it: "Sunset Paddle, $45, 2.4 km". */
  markerLabel: (title: string, price: string, distance: string | null) => [title, price, distance].filter(Boolean).join(', '),
  /** A cluster of pins. */
  clusterLabel: (count: number) => `${count} deals here, zoom in to see them`,
  /** The centre's marker and its line in the legend. */
  centreLabel: 'Your position',
  /** While the map's code loads. */
  loading: 'Loading the map...',
  /** The map's code could not be loaded (offline, a new release). */
  failed: 'The map could not be loaded. The list view shows every deal.',
  venue: {
    legend: 'Venue location',
    mapLabel: 'Map of the venue: click to place the pin, or drag it',
    hint: 'Click the map or drag the pin, or type the coordinates.',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
} as const;
