import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CENTRE, type Deal } from '@spur/contract';
import { ThemeProvider } from '@spur/ui-kit';
import { renderWithProviders } from '../../../../test/render';
import { MAP_DENSE_DEALS, MAP_SAMPLE_DEALS } from '../samples';
import { BLANK_TILE_URL } from '../tiles';
import { DealsMap, type DealsMapProps } from './DealsMap';

// happy-dom has no layout: give the map a size so Leaflet fits the deals and draws their pins.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderPopup = (deal: Deal) => (
  <div>
    <h3>{deal.title}</h3>
    <button type="button">Book Now</button>
  </div>
);

function renderMap(props: Partial<DealsMapProps> = {}) {
  const onSelect = vi.fn();
  const result = renderWithProviders(
    <DealsMap
      deals={MAP_SAMPLE_DEALS}
      tileUrl={BLANK_TILE_URL}
      attribution="© OpenStreetMap contributors"
      renderPopup={renderPopup}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { ...result, onSelect };
}

const region = () => screen.getByRole('region', { name: 'Map of deals' });

describe('DealsMap', () => {
  it('puts a named pin with its price on the map for each deal, and shows the attribution', async () => {
    renderMap();
    const map = region();
    await waitFor(() => expect(map.querySelectorAll('.spur-pin')).toHaveLength(5));
    expect(within(map).getByRole('button', { name: 'Beginner Surf Lesson, $45, 200 ft' })).toHaveTextContent('$45');
    expect(within(map).getByRole('button', { name: 'Harbor Sunset Cruise, $39.50, 7.6 mi' })).toHaveTextContent('$39.50');
    expect(within(map).getByRole('button', { name: 'Sunset Paddleboard Session, $59, 3.6 mi' })).toHaveAttribute('tabindex', '0');
    expect(map).toHaveTextContent('© OpenStreetMap contributors');
    expect(map.querySelector('img.leaflet-tile[src^="http"]')).toBeNull();
  });

  it('lists the deals beside the map as buttons: title and distance, in miles in English', () => {
    renderMap();
    const list = screen.getByRole('list', { name: 'Deals on the map' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Beginner Surf Lesson, 200 ft',
      'Sunrise Yoga on the Sand, 2.5 mi',
      'Sunset Paddleboard Session, 3.6 mi',
      'Whale Watching Safari, 7.3 mi',
      'Harbor Sunset Cruise, 7.6 mi',
    ]);
    expect(within(list).getByRole('button', { name: 'Sunrise Yoga on the Sand, 2.5 mi' })).toBeInTheDocument();
  });

  it('names a deal by its title alone when the query had no centre', () => {
    renderMap({ deals: [{ ...MAP_SAMPLE_DEALS[0]!, distance_m: null }] });
    expect(screen.getByRole('button', { name: 'Beginner Surf Lesson' })).toBeInTheDocument();
  });

  it('clusters dense deals into one button that says how many', async () => {
    renderMap({ deals: MAP_DENSE_DEALS });
    const map = region();
    await waitFor(() => expect(map.querySelectorAll('.spur-cluster').length).toBeGreaterThan(0));
    const clusters = within(map).getAllByRole('button', { name: /deals here, zoom in to see them$/ });
    const counted = clusters.reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
    expect(counted + map.querySelectorAll('.spur-pin').length).toBe(MAP_DENSE_DEALS.length);
    expect(screen.getAllByRole('listitem')).toHaveLength(MAP_DENSE_DEALS.length);
  });

  it('opens the popup of a deal from the list: the caller renders it, it takes the focus, Escape gives it back', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderMap();
    const button = screen.getByRole('button', { name: 'Whale Watching Safari, 7.3 mi' });
    await user.click(button);

    const popup = await screen.findByRole('dialog', { name: 'Whale Watching Safari' });
    expect(within(popup).getByRole('heading', { name: 'Whale Watching Safari' })).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    await waitFor(() => expect(popup).toHaveFocus());
    expect(onSelect).toHaveBeenCalledWith(MAP_SAMPLE_DEALS[3]);
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(region().querySelector('.spur-pin.is-open')).toHaveAccessibleName('Whale Watching Safari, $65, 7.3 mi');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-current');
  });

  it('opens a popup from its pin with Enter', async () => {
    const { onSelect } = renderMap();
    const pin = await within(region()).findByRole('button', { name: 'Sunrise Yoga on the Sand, $25, 2.5 mi' });
    pin.focus();
    // Leaflet reads the legacy keyCode of the keypress.
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(await screen.findByRole('dialog', { name: 'Sunrise Yoga on the Sand' })).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith(MAP_SAMPLE_DEALS[1]);
  });

  it('shows the centre as its own marker, named, with a line in the legend', async () => {
    renderMap({ centre: DEFAULT_CENTRE });
    const centre = await within(region()).findByRole('img', { name: 'Your position' });
    expect(centre).toHaveClass('spur-centre');
    expect(centre).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Your position')).toBeInTheDocument();
  });

  it('follows new deals: pins are added and removed', async () => {
    const { rerender } = renderMap();
    const map = region();
    await waitFor(() => expect(map.querySelectorAll('.spur-pin')).toHaveLength(5));
    rerender(
      <ThemeProvider>
        <DealsMap deals={MAP_SAMPLE_DEALS.slice(0, 2)} tileUrl={BLANK_TILE_URL} attribution="© OpenStreetMap contributors" renderPopup={renderPopup} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(region().querySelectorAll('.spur-pin')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
