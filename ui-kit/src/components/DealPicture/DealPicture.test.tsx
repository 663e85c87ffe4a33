import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { pictures } from '../../pictures';
import { Badge } from '../Badge';
import { DealPicture } from './DealPicture';

const image = () => document.querySelector('img') as HTMLImageElement;

describe('DealPicture', () => {
  it('uses the deal image when given, with the caller alt text', () => {
    renderWithTheme(<DealPicture category="beach" position={0} image="https://cdn.example/kayak.jpg" alt="Kayaks on the beach" />);
    expect(screen.getByRole('img', { name: 'Kayaks on the beach' })).toHaveAttribute('src', 'https://cdn.example/kayak.jpg');
  });

  it('falls back to a local picture chosen by category and position, decorative by default', () => {
    renderWithTheme(<DealPicture category="safari" position={1} image={null} />);
    expect(image()).toHaveAttribute('src', pictures.safari[1]);
    expect(image()).toHaveAttribute('alt', '');
  });

  it('falls back to a local picture when the deal image fails to load', () => {
    renderWithTheme(<DealPicture category="tour" position={2} image="https://cdn.example/broken.jpg" />);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', pictures.tour[2]);
  });

  it('loads lazily unless asked for eager loading', () => {
    const { unmount } = renderWithTheme(<DealPicture category="tour" position={0} />);
    expect(image()).toHaveAttribute('loading', 'lazy');
    unmount();
    renderWithTheme(<DealPicture category="tour" position={0} loading="eager" />);
    expect(image()).toHaveAttribute('loading', 'eager');
  });

  it('loads a priority picture at once and before other images', () => {
    const { unmount } = renderWithTheme(<DealPicture category="tour" position={0} />);
    expect(image()).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithTheme(<DealPicture category="tour" position={0} priority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows "% OFF" only with a discount', () => {
    const { unmount } = renderWithTheme(<DealPicture category="beach" position={0} discount={35} />);
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
    unmount();
    renderWithTheme(<DealPicture category="beach" position={0} discount={null} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('when sold out greys the picture and says so, after the other badges', () => {
    renderWithTheme(
      <DealPicture
        category="beach"
        position={0}
        soldOut
        badges={
          <Badge tone="neutral" variant="solid">
            Expired
          </Badge>
        }
      />,
    );
    expect(image()).toHaveStyle({ filter: 'grayscale(0.85)' });
    const badges = screen.getAllByText(/Expired|Sold out/).map((badge) => badge.textContent);
    expect(badges).toEqual(['Expired', 'Sold out']);
  });

  it('greys the picture without a badge when dimmed', () => {
    renderWithTheme(<DealPicture category="beach" position={0} dimmed />);
    expect(image()).toHaveStyle({ filter: 'grayscale(0.85)' });
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });
});
