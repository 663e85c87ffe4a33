import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { theme } from '../../theme';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its label as plain text (no role), passing through attributes', () => {
    renderWithTheme(
      <Badge tone="success" data-testid="badge">
        Confirmed
      </Badge>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent('Confirmed');
    expect(badge.tagName).toBe('SPAN');
  });

  it('uses the status colours for the booking tones', () => {
    renderWithTheme(
      <>
        <Badge tone="success">Confirmed</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="danger">Cancelled</Badge>
        <Badge>Other</Badge>
      </>,
    );
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).color.toUpperCase();
    expect(colour('Confirmed')).toBe(theme.colors.status.confirmed.fg);
    expect(colour('Pending')).toBe(theme.colors.status.pending.fg);
    expect(colour('Cancelled')).toBe(theme.colors.status.cancelled.fg);
    expect(colour('Other')).toBe(theme.colors.status.neutral.fg);
  });

  it('solid badges use strong backgrounds with light text', () => {
    renderWithTheme(
      <Badge tone="danger" variant="solid">
        Sold out
      </Badge>,
    );
    const style = getComputedStyle(screen.getByText('Sold out'));
    expect(style.backgroundColor.toUpperCase()).toBe(theme.colors.destructive.base);
    expect(style.color.toUpperCase()).toBe(theme.colors.destructive.contrast);
  });
});
