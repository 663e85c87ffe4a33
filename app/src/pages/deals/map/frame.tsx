/**
 * The map view's box, without Leaflet: the map and, beside it (below it on phones), the list of
 * its markers. The view keeps one size whether its code has loaded or not, so the placeholder
 * shown while it loads is the same box and nothing on the page moves when the map arrives.
 */
import styled from 'styled-components';

/** Heights of the map view: phones stack the map over the list, wider screens put them side by side. */
export const DEALS_MAP_SIZE = {
  /** Map and list side by side (from the `md` breakpoint). */
  height: '480px',
  listWidth: '280px',
  /** Phones: the map, then the list under it. */
  stackedMapHeight: '320px',
  stackedListHeight: '176px',
} as const;

export const DealsMapFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: ${DEALS_MAP_SIZE.stackedMapHeight} ${DEALS_MAP_SIZE.stackedListHeight};
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) ${DEALS_MAP_SIZE.listWidth};
    grid-template-rows: ${DEALS_MAP_SIZE.height};
  }
`;

/** Where the map goes: the blank background shows until (and unless) tiles load. */
export const MapArea = styled.div`
  position: relative;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

/** The list column: scrolls within the view's height. */
export const ListArea = styled.div`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
`;

/** A message in the middle of the map area (loading, failed). */
export const MapMessage = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
