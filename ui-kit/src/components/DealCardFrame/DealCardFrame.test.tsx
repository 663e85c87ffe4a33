import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DealCardFrame } from './DealCardFrame';

describe('DealCardFrame', () => {
  it('is an article named by its title heading, with its parts in order', () => {
    renderWithTheme(
      <DealCardFrame
        title="Sunset Kayak Tour"
        picture={<img alt="Kayaks" src="data:," />}
        eyebrow={<p>Beaches</p>}
        footer={<p>$49.00</p>}
        actions={<button type="button">Edit</button>}
      >
        <p>Laguna Beach, CA</p>
      </DealCardFrame>,
    );
    const card = screen.getByRole('article', { name: 'Sunset Kayak Tour' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Sunset Kayak Tour' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/^BeachesSunset Kayak TourLaguna Beach, CA\$49\.00Edit$/);
    expect(card.firstElementChild?.tagName).toBe('IMG');
  });

  it('uses the given title id and heading level', () => {
    renderWithTheme(
      <DealCardFrame title="Jazz Night" titleId="jazz-title" headingLevel={2} picture={null}>
        <button type="button" aria-describedby="jazz-title">
          Book
        </button>
      </DealCardFrame>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jazz Night' })).toHaveAttribute('id', 'jazz-title');
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAccessibleDescription('Jazz Night');
  });
});
