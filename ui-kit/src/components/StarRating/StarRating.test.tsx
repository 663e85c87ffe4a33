import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { KIT_TEXTS } from '../../i18n/kitTexts';
import { StarRating } from './StarRating';

describe('the reviews text', () => {
  it('uses the singular for one review', () => {
    expect(KIT_TEXTS.starRating.reviews(1)).toBe('(1 review)');
    expect(KIT_TEXTS.starRating.reviews(124)).toBe('(124 reviews)');
  });
});

describe('StarRating', () => {
  it('shows the rating with one decimal and the review count, read as "Rated ... out of 5"', () => {
    const { container } = renderWithTheme(<StarRating rating={5} reviewCount={1} />);
    expect(screen.getByText('5.0')).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(container).toHaveTextContent('Rated 5.0 out of 5(1 review)');
  });
});
