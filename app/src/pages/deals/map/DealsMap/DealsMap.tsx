/**
 * The /deals map view: a pin per deal (clustered where dense) over the configured tiles, the
 * centre as a distinct marker, and beside the map the same deals as a list of buttons, the
 * keyboard's and the screen reader's way in. The caller renders each popup (the deal's card with
 * Book Now); this component only places it.
 *
 * Leaflet lives in this module's chunk only: load it through `LazyDealsMap` (../index.ts).
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Deal } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { useCopy, useLocale } from '@spur/i18n/react';
import { formatDistance } from '../../../../time/format';
import { MAP_COPY } from '../copy';
import { DealsMapFrame, ListArea } from '../frame';
import { ItemButton, ItemDistance, ItemTitle, Legend, LegendDot, List, ListHeading, MapContainer, MapSurface } from './DealsMap.styles';
import { useDealsMap } from './useDealsMap';

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
  /** What the centre marker stands for, in the legend and for screen readers. Default "Your position". */
  centreLabel?: string;
  /** Level of the list's heading ("Deals on the map"), to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

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
  centreLabel,
  headingLevel = 2,
}: DealsMapProps) {
  const headingId = useId();
  const locale = useLocale();
  const copy = useCopy(MAP_COPY);
  const { containerRef, open, listButtons, show } = useDealsMap({
    deals,
    centre,
    tileUrl,
    attribution,
    onSelect,
    locale,
    copy,
    centreLabel: centreLabel ?? copy.centreLabel,
  });
  const openDeal = open ? deals.find((deal) => deal.id === open.id) : undefined;

  return (
    <DealsMapFrame>
      <MapSurface>
        <MapContainer ref={containerRef} role="region" aria-label={copy.regionLabel} />
      </MapSurface>
      <ListArea>
        <ListHeading as={`h${headingLevel}`} id={headingId}>
          {copy.listLabel}
        </ListHeading>
        <List aria-labelledby={headingId}>
          {deals.map((deal) => {
            const distance = deal.distance_m === null ? null : formatDistance(deal.distance_m, locale);
            return (
              <li key={deal.id}>
                <ItemButton
                  type="button"
                  aria-label={copy.listItem(deal.title, distance)}
                  aria-current={open?.id === deal.id ? 'true' : undefined}
                  ref={(element) => {
                    if (element) listButtons.current.set(deal.id, element);
                    else listButtons.current.delete(deal.id);
                  }}
                  onClick={(event) => show(deal.id, event.currentTarget)}
                >
                  {/* The space keeps the visible words apart for the label's match (it does not render in the flex row). */}
                  <ItemTitle>{deal.title}</ItemTitle> {distance && <ItemDistance>{distance}</ItemDistance>}
                </ItemButton>
              </li>
            );
          })}
        </List>
        {centre && (
          <Legend>
            <LegendDot aria-hidden="true" />
            {centreLabel ?? copy.centreLabel}
          </Legend>
        )}
      </ListArea>
      {open && openDeal && createPortal(renderPopup(openDeal), open.content)}
    </DealsMapFrame>
  );
}

export default DealsMap;
