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
