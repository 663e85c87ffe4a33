import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { FilterChips } from './FilterChips';

const options = [
  { value: 'now', label: 'Now' },
  { value: 'any', label: 'Any time' },
] as const;

describe('FilterChips', () => {
  it('is a named group of toggle buttons, the chosen one pressed', async () => {
    const onChange = vi.fn();
    renderWithTheme(<FilterChips label="When" options={options} value="any" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'When' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any time' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Now' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Now' }));
    expect(onChange).toHaveBeenCalledWith('now');
  });
});

describe('FilterChips as links', () => {
  it('is a named navigation list of links, the chosen one the current page', () => {
    renderWithTheme(<FilterChips label="When" options={options} value="now" hrefFor={(value) => `/deals?when=${value}`} />);
    const nav = screen.getByRole('navigation', { name: 'When' });
    expect(nav.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Now' })).toHaveAttribute('href', '/deals?when=now');
    expect(screen.getByRole('link', { name: 'Now' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Any time' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks none current when no value is chosen', () => {
    renderWithTheme(<FilterChips label="When" options={options} value={null} hrefFor={(value) => `/deals?when=${value}`} />);
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
