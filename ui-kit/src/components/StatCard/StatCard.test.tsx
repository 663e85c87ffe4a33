import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('pairs the label (term) with the value (definition) and the hint', () => {
    renderWithTheme(<StatCard label="Total Revenue" value="$1,240.00" hint="Paid bookings" />);
    expect(screen.getByRole('term')).toHaveTextContent('Total Revenue');
    const definitions = screen.getAllByRole('definition');
    expect(definitions.map((d) => d.textContent)).toEqual(['$1,240.00', 'Paid bookings']);
  });

  it('renders zero values and hides the icon from AT', () => {
    const { container } = renderWithTheme(<StatCard label="Active Deals" value={0} icon={<svg />} />);
    expect(screen.getByRole('definition')).toHaveTextContent('0');
    expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
