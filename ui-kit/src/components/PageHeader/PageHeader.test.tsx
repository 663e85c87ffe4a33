import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the h1 with subtitle, back and actions', () => {
    renderWithTheme(
      <PageHeader
        title="All Deals"
        titleId="page-title"
        subtitle="Browse all available experiences"
        back={<a href="/">Back to Home</a>}
        actions={<button type="button">Create Deal</button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'All Deals' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(screen.getByText('Browse all available experiences')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Deal' })).toBeInTheDocument();
  });

  it('renders only the heading when nothing else is given', () => {
    const { container } = renderWithTheme(<PageHeader title="Payment Cancelled" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Cancelled');
  });
});
