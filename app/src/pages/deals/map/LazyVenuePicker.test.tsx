import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_CENTRE } from '@spur/contract';
import { renderWithProviders } from '../../../test/render';
import { LazyVenuePicker } from './index';
import { BLANK_TILE_URL } from './tiles';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyVenuePicker', () => {
  it('shows the two inputs at once, and the map when it has loaded', async () => {
    renderWithProviders(<LazyVenuePicker value={DEFAULT_CENTRE} onChange={vi.fn()} tileUrl={BLANK_TILE_URL} attribution="© OSM" />);
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(33.5427);
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(-117.7854);
    expect(screen.queryByRole('region')).toBeNull();
    expect(await screen.findByRole('region', { name: /Map of the venue/ })).toBeInTheDocument();
  });
});
