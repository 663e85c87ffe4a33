/** The looks of the /deals map view: the map's surface and the list of its deals beside it. */
import styled from 'styled-components';
import { MapArea } from '../frame';
import { leafletTheme } from '../mapStyles';

export const MapSurface = styled(MapArea)`
  ${leafletTheme}
`;

export const MapContainer = styled.div`
  width: 100%;
  height: 100%;
`;

export const ListHeading = styled.h2`
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

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
`;

export const ItemButton = styled.button`
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

export const ItemTitle = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

export const ItemDistance = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const LegendDot = styled.span`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.surface.card};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent.base};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent.muted};
`;
