import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { AlertForm } from './AlertForm';
import { sampleCategories } from './samples';

const noop = () => {};

describe('AlertForm', () => {
  it('sends what was entered: place, radius, window, categories and highest price', async () => {
    const onSubmit = vi.fn();
    const onUseMyPosition = vi.fn();
    renderWithTheme(<AlertForm centreLabel="Your position" categories={sampleCategories} onUseMyPosition={onUseMyPosition} onSubmit={onSubmit} />);
    expect(screen.getByText('Your position')).toBeInTheDocument();
    expect(screen.getByText(/Centre:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(onUseMyPosition).toHaveBeenCalledOnce();
    await userEvent.type(screen.getByLabelText('Place name'), 'Home');
    await userEvent.clear(screen.getByLabelText('Radius (km)'));
    await userEvent.type(screen.getByLabelText('Radius (km)'), '2.5');
    expect(screen.getByRole('group', { name: 'When the deals start' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Starting within 3 hours' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Today' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'This weekend' }));
    expect(screen.getByRole('group', { name: 'Categories (optional: none means all)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beach' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Food & Drink' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beach' }));
    await userEvent.type(screen.getByLabelText('Highest price, $ (optional)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(onSubmit).toHaveBeenCalledWith({ placeName: 'Home', radiusKm: '2.5', window: 'weekend', categories: ['food'], maxPrice: '25' });
  });

  it('shows each field its own message, the place error and a failed save', () => {
    renderWithTheme(
      <AlertForm
        centreLabel="Your position"
        categories={sampleCategories}
        onUseMyPosition={noop}
        onSubmit={noop}
        errors={{ place_name: 'Name it.', radius_km: 'Radius out of range.', window: 'Pick a window.', categories: 'Bad category.', max_price: 'Price out of range.', latitude: 'Bad place.' }}
        formError="Could not save."
      />,
    );
    expect(screen.getByLabelText('Place name')).toHaveAccessibleDescription('Name it.');
    expect(screen.getByLabelText('Radius (km)')).toHaveAccessibleDescription('Radius out of range.');
    expect(screen.getByLabelText('Highest price, $ (optional)')).toHaveAccessibleDescription('Price out of range.');
    expect(screen.getByRole('group', { name: 'When the deals start' })).toHaveAccessibleDescription('Pick a window.');
    expect(screen.getByText('Bad category.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Bad place.', 'Could not save.']);
  });

  it('says so while locating and while saving', () => {
    renderWithTheme(<AlertForm centreLabel="Your position" categories={[]} onUseMyPosition={noop} onSubmit={noop} locating busy />);
    expect(screen.getByRole('button', { name: /Locating\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
  });
});
