import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DealGrid } from './DealGrid';

describe('DealGrid', () => {
  it('renders its children in a div by default', () => {
    const { container } = renderWithTheme(
      <DealGrid aria-busy="false">
        <article>One</article>
        <article>Two</article>
      </DealGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.tagName).toBe('DIV');
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('as a list wraps each child in a list item and skips empty children', () => {
    renderWithTheme(
      <DealGrid as="ul" aria-label="Deals">
        <article>One</article>
        {false}
        {null}
        <article>Two</article>
      </DealGrid>,
    );
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
