import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PriceCurve } from './PriceCurve';

const points = [
  { label: '1 h before', value: 60, display: '$60' },
  { label: '45 min before', value: 53.33, display: '$53.33' },
  { label: '30 min before', value: 46.67, display: '$46.67' },
  { label: '15 min before', value: 40, display: '$40' },
];

describe('PriceCurve', () => {
  it('gives the curve in words and keeps the bars from screen readers', () => {
    renderWithTheme(<PriceCurve points={points} caption="From $60 down to $40." />);
    expect(screen.getByRole('figure', { name: 'From $60 down to $40.' })).toBeInTheDocument();
    const bars = screen.getByTestId('price-curve-bars');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect(bars.children).toHaveLength(4);
  });

  it('scales the bars between the floor (a fifth of the height) and the list price (all of it)', () => {
    renderWithTheme(<PriceCurve points={points} caption="c" />);
    const heights = [...screen.getByTestId('price-curve-bars').children].map((bar) => getComputedStyle(bar).height);
    expect(heights[0]).toBe('100%');
    expect(heights[3]).toBe('20%');
    expect(heights[1]).toBe('73%');
  });

  it('names the first and the last step under the chart', () => {
    const { container } = renderWithTheme(<PriceCurve points={points} caption="c" />);
    expect(container).toHaveTextContent('1 h before · $60');
    expect(container).toHaveTextContent('15 min before · $40');
  });

  it('draws a flat curve at full height', () => {
    renderWithTheme(<PriceCurve points={[points[0]!, points[0]!]} caption="c" />);
    const heights = [...screen.getByTestId('price-curve-bars').children].map((bar) => getComputedStyle(bar).height);
    expect(heights).toEqual(['100%', '100%']);
  });
});
