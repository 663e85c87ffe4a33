import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from '../../theme';
import { renderWithTheme } from '../../test/render';
import { Centre } from './Centre';

describe('Centre', () => {
  it('centres its children on both axes, with extra attributes', () => {
    renderWithTheme(
      <Centre data-testid="centre" aria-busy="true">
        <p>Loading</p>
      </Centre>,
    );
    const centre = screen.getByTestId('centre');
    expect(centre).toHaveAttribute('aria-busy', 'true');
    expect(centre).toContainElement(screen.getByText('Loading'));
    expect(centre).toHaveStyle({ display: 'flex', justifyContent: 'center', alignItems: 'center' });
  });

  it('takes its block padding from the space scale and can be tall', () => {
    renderWithTheme(<Centre data-testid="centre" paddingBlock={12} tall />);
    const style = getComputedStyle(screen.getByTestId('centre'));
    expect(style.getPropertyValue('padding-block')).toBe(theme.space[12]);
    // jsdom resolves 40vh against its 768 px high window.
    expect(style.minHeight).toBe(`${(window.innerHeight * 4) / 10}px`);
  });

  it('is not tall by default', () => {
    renderWithTheme(<Centre data-testid="centre" />);
    const style = getComputedStyle(screen.getByTestId('centre'));
    expect(style.minHeight).not.toBe(`${(window.innerHeight * 4) / 10}px`);
    expect(style.getPropertyValue('padding-block')).toBe('0');
  });
});
