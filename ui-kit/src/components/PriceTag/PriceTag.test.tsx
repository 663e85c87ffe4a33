import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows the price alone without a real discount', () => {
    const { container } = renderWithTheme(<PriceTag price={49} originalPrice={40} />);
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(container).toHaveTextContent(/^\$49\.00$/);
  });

  it('strikes the original price through before the price, and says which is which', () => {
    const { container } = renderWithTheme(<PriceTag price={49} originalPrice={75} />);
    expect(screen.getByText('$75.00').closest('s')).not.toBeNull();
    expect(container).toHaveTextContent('Original price: $75.00Now $49.00');
  });
});
