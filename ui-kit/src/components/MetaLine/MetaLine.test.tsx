import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MapPin } from 'lucide-react';
import { renderWithTheme } from '../../test/render';
import { MetaLine } from './MetaLine';

describe('MetaLine', () => {
  it('reads its label before the text, and hides the icon', () => {
    const { container } = renderWithTheme(
      <MetaLine icon={<MapPin aria-hidden data-testid="icon" />} label="Location:">
        Laguna Beach, CA
      </MetaLine>,
    );
    expect(container).toHaveTextContent('Location: Laguna Beach, CA');
    expect(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('truncates a text on one line and keeps the full text as its title', () => {
    renderWithTheme(<MetaLine truncate>Crystal Cove State Park, Newport Coast, CA</MetaLine>);
    const text = screen.getByText('Crystal Cove State Park, Newport Coast, CA');
    expect(text).toHaveAttribute('title', 'Crystal Cove State Park, Newport Coast, CA');
    expect(text).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  });

  it('renders other content as it is', () => {
    renderWithTheme(
      <MetaLine>
        <strong>New</strong>
      </MetaLine>,
    );
    expect(screen.getByText('New').tagName).toBe('STRONG');
    expect(screen.getByText('New')).not.toHaveAttribute('title');
  });
});
