import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title as a heading, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="No deals found for your search."
        description="Try another term."
        action={<button type="button">Show All Deals</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No deals found for your search.' })).toBeInTheDocument();
    expect(screen.getByText('Try another term.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All Deals' })).toBeInTheDocument();
  });

  it('uses the requested heading level and hides the icon from AT', () => {
    const { container } = renderWithTheme(<EmptyState title="No bookings yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No bookings yet' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders no icon when icon is null', () => {
    const { container } = renderWithTheme(<EmptyState title="Nothing" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
