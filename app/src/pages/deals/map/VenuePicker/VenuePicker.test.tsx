import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_CENTRE, MESSAGES } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { ThemeProvider } from '@spur/ui-kit';
import { renderWithProviders } from '../../../../test/render';
import { BLANK_TILE_URL } from '../tiles';
import { VenuePicker } from './VenuePicker';
import { formatDegrees } from './CoordinateFields';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The picker held by a form: the value in state. */
function Form({ onChange, invalid }: { onChange: (value: LatLng) => void; invalid?: boolean }) {
  const [value, setValue] = useState<LatLng>(DEFAULT_CENTRE);
  return (
    <VenuePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      tileUrl={BLANK_TILE_URL}
      attribution="© OpenStreetMap contributors"
      {...(invalid ? { invalid } : {})}
    />
  );
}

const latitude = () => screen.getByRole('spinbutton', { name: 'Latitude' });
const longitude = () => screen.getByRole('spinbutton', { name: 'Longitude' });

describe('VenuePicker', () => {
  it('starts at the value: the inputs and the pin', () => {
    renderWithProviders(<Form onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Venue location' })).toBeInTheDocument();
    expect(latitude()).toHaveValue(33.5427);
    expect(longitude()).toHaveValue(-117.7854);
    const map = screen.getByRole('region', { name: /Map of the venue/ });
    expect(map.querySelector('.spur-venue-pin')).toHaveAttribute('aria-hidden', 'true');
    expect(map).toHaveTextContent('© OpenStreetMap contributors');
  });

  it('a valid coordinate typed in moves the pin; an unfinished one waits, an impossible one says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Form onChange={onChange} />);
    await user.type(latitude(), '{Backspace}{Backspace}45');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 33.5445, longitude: -117.7854 });

    onChange.mockClear();
    await user.clear(longitude());
    expect(onChange).not.toHaveBeenCalled();
    await user.type(longitude(), '-200');
    expect(longitude()).toHaveAccessibleDescription(MESSAGES.validCoordinates);
    expect(longitude()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 33.5445, longitude: -20 });
  });

  it('leaving a blank field puts the pin’s value back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form onChange={vi.fn()} />);
    await user.clear(latitude());
    await user.tab();
    expect(latitude()).toHaveValue(33.5427);
  });

  it('a click on the map places the pin there and rewrites the inputs', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Form onChange={onChange} />);
    const map = screen.getByRole('region', { name: /Map of the venue/ });
    fireEvent.click(map, { clientX: 400, clientY: 40 });
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    const placed = onChange.mock.calls[0]![0] as LatLng;
    expect(placed.latitude).toBeGreaterThan(DEFAULT_CENTRE.latitude);
    expect(placed.longitude).toBeGreaterThan(DEFAULT_CENTRE.longitude);
    expect(Number(placed.latitude.toFixed(5))).toBe(placed.latitude);
    expect(latitude()).toHaveValue(placed.latitude);
    expect(longitude()).toHaveValue(placed.longitude);
  });

  it('follows a value set by the form', () => {
    const props = { onChange: vi.fn(), tileUrl: BLANK_TILE_URL, attribution: '© OSM' };
    const { rerender } = renderWithProviders(<VenuePicker value={DEFAULT_CENTRE} {...props} />);
    rerender(
      <ThemeProvider>
        <VenuePicker value={{ latitude: 33.6064, longitude: -117.8919 }} {...props} />
      </ThemeProvider>,
    );
    expect(latitude()).toHaveValue(33.6064);
    expect(longitude()).toHaveValue(-117.8919);
  });

  it('invalid: both inputs are marked and announce the form’s message', () => {
    renderWithProviders(
      <>
        <VenuePicker value={DEFAULT_CENTRE} onChange={vi.fn()} tileUrl={BLANK_TILE_URL} attribution="© OSM" invalid describedBy="venue-error" />
        <p id="venue-error">Pick the venue.</p>
      </>,
    );
    for (const input of [latitude(), longitude()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Pick the venue.');
    }
  });

  it('writes degrees without trailing zeros, to six decimals at most', () => {
    expect(formatDegrees(33.5)).toBe('33.5');
    expect(formatDegrees(-117.78541234)).toBe('-117.785412');
  });
});
