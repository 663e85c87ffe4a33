/**
 * How Leaflet looks in Spur: theme tokens over leaflet.css, the deal pins, clusters, the centre
 * and the venue pin (`divIcon`s made in leafletKit.ts). Scoped under the map's own wrapper, so it
 * wins over leaflet.css without `!important` and touches nothing else on the page.
 *
 * A marker's element is placed by Leaflet's `transform`; the pins anchor themselves with CSS
 * `translate`, which composes with it, so a pin of any width points at its venue.
 */
import { css } from 'styled-components';

/** The point under a pin: the pointer's length below the pin's body. */
const POINTER = '7px';

export const leafletTheme = css`
  .leaflet-container {
    width: 100%;
    height: 100%;
    background: ${({ theme }) => theme.colors.surface.sunken};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: -3px;
  }
  .leaflet-container a {
    color: ${({ theme }) => theme.colors.text.link};
  }
  .leaflet-container .leaflet-control-attribution {
    padding: 0 ${({ theme }) => theme.space[1.5]};
    background: ${({ theme }) => theme.colors.surface.card};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .leaflet-bar a {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  .leaflet-bar a:focus-visible,
  .leaflet-control-attribution a:focus-visible {
    position: relative;
    z-index: 1;
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 1px;
  }

  /* A deal: its price on a pin. */
  .spur-pin {
    translate: -50% calc(-100% - ${POINTER});
    min-width: 2.5rem;
    padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
    border: 2px solid ${({ theme }) => theme.colors.surface.card};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.brand.base};
    color: ${({ theme }) => theme.colors.brand.contrast};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.25rem;
    font-variant-numeric: tabular-nums;
    text-align: center;
    white-space: nowrap;
  }
  .spur-pin::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 100%;
    translate: -50% 0;
    border: ${POINTER} solid transparent;
    border-bottom: 0;
    border-top-color: ${({ theme }) => theme.colors.brand.base};
  }
  .spur-pin.is-open {
    background: ${({ theme }) => theme.colors.brand.active};
  }
  .spur-pin.is-open::after {
    border-top-color: ${({ theme }) => theme.colors.brand.active};
  }

  /* Several deals close together: their count. */
  .spur-cluster {
    translate: -50% -50%;
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 2.5rem;
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 3px solid ${({ theme }) => theme.colors.surface.card};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface.inverse};
    color: ${({ theme }) => theme.colors.text.inverse};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  .spur-pin:focus-visible,
  .spur-cluster:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }

  /* The centre: a dot with a halo. */
  .spur-centre {
    translate: -50% -50%;
    width: 1.25rem;
    height: 1.25rem;
    border: 3px solid ${({ theme }) => theme.colors.surface.card};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.accent.base};
    box-shadow:
      0 0 0 6px ${({ theme }) => theme.colors.accent.muted},
      ${({ theme }) => theme.shadows.md};
  }

  /* The venue picker's pin: a drop whose point is the venue. */
  .spur-venue-pin {
    translate: -50% calc(-100% - 6px);
    width: 2rem;
    height: 2rem;
    cursor: grab;
  }
  .spur-venue-pin::before {
    content: '';
    position: absolute;
    inset: 0;
    rotate: -45deg;
    border: 3px solid ${({ theme }) => theme.colors.surface.card};
    border-radius: 50% 50% 50% 0;
    background: ${({ theme }) => theme.colors.brand.base};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  .spur-venue-pin::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 0.625rem;
    height: 0.625rem;
    translate: -50% -50%;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface.card};
  }

  /* Popups: the caller's card on the kit's surface. */
  .leaflet-popup-content-wrapper {
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  .leaflet-popup-content {
    margin: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  .leaflet-popup-content p {
    margin: 0;
  }
  .spur-popup:focus {
    outline: none;
  }
`;
