import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { theme } from '../theme';
import { BreakpointTable, ColorSwatches, flattenTokens, PictureGallery, SpacingScale, TypeScale } from '.';

describe('Foundations blocks', () => {
  it('flattenTokens lists nested tokens by path', () => {
    expect(flattenTokens({ a: '1', b: { c: '2', d: { e: 3 } } })).toEqual([
      ['a', '1'],
      ['b.c', '2'],
      ['b.d.e', '3'],
    ]);
  });

  it('shows every semantic colour with its name and value, without a theme around it', () => {
    render(<ColorSwatches group="semantic" />);
    expect(screen.getByText('colors.brand.base')).toBeInTheDocument();
    expect(screen.getAllByText(theme.colors.brand.base).length).toBeGreaterThan(0);
    expect(screen.getByText('colors.status.pending.fg')).toBeInTheDocument();
  });

  it('shows the palette, type scale, spacing and breakpoints', () => {
    render(
      <>
        <ColorSwatches group="palette" />
        <TypeScale />
        <SpacingScale />
        <BreakpointTable />
        <PictureGallery />
      </>,
    );
    expect(screen.getByText('colors.palette.coral.600')).toBeInTheDocument();
    expect(screen.getByText('fontSizes.5xl')).toBeInTheDocument();
    expect(screen.getByText('space[4]')).toBeInTheDocument();
    expect(screen.getByText('breakpoints.xl')).toBeInTheDocument();
    expect(screen.getByText('4 columns')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(15);
  });
});
