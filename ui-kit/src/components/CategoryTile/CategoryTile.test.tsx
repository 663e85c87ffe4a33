import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreePalm } from 'lucide-react';
import { renderWithTheme } from '../../test/render';
import { pictures } from '../../pictures';
import { CategoryTile } from './CategoryTile';

describe('CategoryTile', () => {
  it('is a button named by its name, with a decorative picture and icon', () => {
    renderWithTheme(
      <CategoryTile name="Beaches" category="beach" image="/beach.svg" icon={<TreePalm data-testid="icon" />} onSelect={() => {}} />,
    );
    const tile = screen.getByRole('button', { name: 'Beaches' });
    expect(tile).toHaveAttribute('type', 'button');
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/beach.svg');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('selects its category on click', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<CategoryTile name="Safaris" category="safari" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Safaris' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('safari');
  });

  it('selects its category with Enter and with Space', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<CategoryTile name="Tours" category="tour" onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tours' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect).toHaveBeenLastCalledWith('tour');
  });

  it('defaults to a kit picture of its category', () => {
    renderWithTheme(<CategoryTile name="Wellness" category="wellness" onSelect={() => {}} />);
    expect(document.querySelector('img')).toHaveAttribute('src', pictures.wellness[0]);
  });
});

describe('CategoryTile as a link', () => {
  it('is a link to its category page, named by its name', () => {
    renderWithTheme(<CategoryTile name="Beaches" category="beach" image="/beach.svg" href="/deals?category=beach" />);
    const tile = screen.getByRole('link', { name: 'Beaches' });
    expect(tile).toHaveAttribute('href', '/deals?category=beach');
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws its link with renderLink', () => {
    renderWithTheme(
      <CategoryTile
        name="Tours"
        category="tour"
        href="/deals?category=tour"
        renderLink={({ href, children }) => (
          <a href={href} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute('data-router');
  });
});
