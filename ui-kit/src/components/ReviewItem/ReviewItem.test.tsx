import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { ReviewItem } from './ReviewItem';

describe('ReviewItem', () => {
  it('shows the stars as words, the name, the date and the text', () => {
    const { container } = renderWithTheme(
      <ReviewItem reviewerName="Priya N." rating={4} date="Nov 24, 2026" dateTime="2026-11-24T20:00:00.000Z" text="Lovely morning on the water." />,
    );
    expect(screen.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Priya N.')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toHaveAttribute('datetime', '2026-11-24T20:00:00.000Z');
    expect(screen.getByText('Lovely morning on the water.')).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(screen.queryByText(/Response from/)).not.toBeInTheDocument();
  });

  it("shows the business's answer under the review", () => {
    renderWithTheme(<ReviewItem reviewerName="Tom W." rating={3} date="Nov 20" text="" answer={{ by: 'Laguna Coast Adventures', text: 'Thanks, Tom!' }} />);
    expect(screen.getByText('Response from Laguna Coast Adventures')).toBeInTheDocument();
    expect(screen.getByText('Thanks, Tom!')).toBeInTheDocument();
  });

  it('renders an action beneath it', () => {
    renderWithTheme(<ReviewItem reviewerName="Tom W." rating={3} date="Nov 20" text="Fine" action={<button type="button">Answer</button>} />);
    expect(screen.getByRole('button', { name: 'Answer' })).toBeInTheDocument();
  });
});
