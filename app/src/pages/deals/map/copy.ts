/**
 * Texts of the map pieces: the /deals map view (DealsMap) and the venue picker of the deal form.
 * The coordinates' validation message is the contract's (`MESSAGES.validCoordinates`).
 */
import { defineCopy } from '@spur/i18n';

export const MAP_COPY = defineCopy((t) => ({
  /** The map's region name. */
  regionLabel: t('Map of deals'),
  /** The list of markers beside the map. */
  listLabel: t('Deals on the map'),
  /** A button of that list: "Sunset Paddle, 2.4 km". */
  listItem: (title: string, distance: string | null) => (distance ? t('{title}, {distance}', { title, distance }) : title),
  /** A deal's pin, as a screen reader names it: "Sunset Paddle, $45, 2.4 km". */
  markerLabel: (title: string, price: string, distance: string | null) => (distance ? t('{title}, {price}, {distance}', { title, price, distance }) : t('{title}, {price}', { title, price })),
  /** A cluster of pins. */
  clusterLabel: (count: number) => t('{count, plural, one {# deal here, zoom in to see it} other {# deals here, zoom in to see them}}', { count }),
  /** The centre's marker and its line in the legend. */
  centreLabel: t('Your position'),
  /** While the map's code loads. */
  loading: t('Loading the map...'),
  /** The map's code could not be loaded (offline, a new release). */
  failed: t('The map could not be loaded. The list view shows every deal.'),
  venue: {
    legend: t('Venue location'),
    mapLabel: t('Map of the venue: click to place the pin, or drag it'),
    hint: t('Click the map or drag the pin, or type the coordinates.'),
    latitude: t('Latitude'),
    longitude: t('Longitude'),
  },
}));
