import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../test/render';
import { VisuallyHidden, visuallyHidden } from './visuallyHidden';

const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

describe('visuallyHidden', () => {
  it('keeps a styled element in the accessibility tree, clipped to one pixel', () => {
    renderWithTheme(<HiddenHeading>My Bookings</HiddenHeading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'My Bookings' });
    const style = getComputedStyle(heading);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });

  it('VisuallyHidden text still names what it is in', () => {
    renderWithTheme(
      <button type="button">
        View Details<VisuallyHidden> for Surf Lesson</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'View Details for Surf Lesson' })).toBeInTheDocument();
  });
});
