import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { LazyDealsMap } from './index';
import { MapLoadBoundary } from './MapLoadBoundary';
import { MAP_SAMPLE_DEALS } from './samples';
import { BLANK_TILE_URL } from './tiles';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyDealsMap', () => {
  it('holds the place with a loading box, then shows the map', async () => {
    renderWithProviders(
      <LazyDealsMap deals={MAP_SAMPLE_DEALS} tileUrl={BLANK_TILE_URL} attribution="© OpenStreetMap contributors" renderPopup={() => null} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map...');
    expect(await screen.findByRole('region', { name: 'Map of deals' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(MAP_SAMPLE_DEALS.length);
  });
});

describe('MapLoadBoundary', () => {
  it('shows its fallback when the map cannot load, and keeps the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    renderWithProviders(
      <>
        <MapLoadBoundary fallback={<p>No map</p>}>
          <Broken />
        </MapLoadBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('No map')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    error.mockRestore();
  });
});
