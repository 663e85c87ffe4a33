import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { theme } from '../../theme';
import { KIT_TEXTS } from '../../i18n/kitTexts';
import { SlotsLeft } from './SlotsLeft';

describe('the slots text', () => {
  it('uses the singular for one slot', () => {
    expect(KIT_TEXTS.slotsLeft.slots(1)).toBe('1 slot left');
    expect(KIT_TEXTS.slotsLeft.slots(12)).toBe('12 slots left');
  });
});

describe('SlotsLeft', () => {
  it('counts the slots in the accent colour while there are many', () => {
    renderWithTheme(<SlotsLeft slots={8} />);
    expect(screen.getByText('8 slots left')).toHaveStyle({ color: theme.colors.accent.base });
  });

  it('turns to the warning colour at `fewAt` slots or fewer', () => {
    renderWithTheme(<SlotsLeft slots={5} fewAt={5} />);
    expect(screen.getByText('5 slots left')).toHaveStyle({ color: theme.colors.status.pending.fg });
  });

  it('says "No slots left" when sold out', () => {
    renderWithTheme(<SlotsLeft slots={0} />);
    expect(screen.getByText('No slots left')).toHaveStyle({ color: theme.colors.status.pending.fg });
  });
});
