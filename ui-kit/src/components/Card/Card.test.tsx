import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from '../../theme';
import { renderWithTheme } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('renders a titled card as a labelled region, with extra attributes', () => {
    renderWithTheme(
      <Card as="section" aria-labelledby="t" id="card">
        <h2 id="t">Settings</h2>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Settings' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('id', 'card');
  });

  it('is a column on the card surface, standing alone by default', () => {
    renderWithTheme(<Card data-testid="card">Text</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      borderRadius: theme.radii.xl,
      boxShadow: theme.shadows.md,
      background: theme.colors.surface.card,
    });
  });

  it('takes gap, padding, alignment, corners and shadow from the tokens', () => {
    renderWithTheme(<Card data-testid="card" gap={3} padding={8} align="start" radius="lg" shadow="sm" />);
    expect(screen.getByTestId('card')).toHaveStyle({
      gap: theme.space[3],
      padding: theme.space[8],
      alignItems: 'flex-start',
      borderRadius: theme.radii.lg,
      boxShadow: theme.shadows.sm,
    });
  });

  it('tones: danger outlines, brand tints', () => {
    renderWithTheme(
      <>
        <Card data-testid="danger" tone="danger" />
        <Card data-testid="brand" tone="brand" />
      </>,
    );
    expect(screen.getByTestId('danger')).toHaveStyle({ borderColor: theme.colors.destructive.muted });
    expect(screen.getByTestId('brand')).toHaveStyle({ background: theme.colors.brand.subtle, borderColor: theme.colors.brand.muted });
  });
});
