import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { KIT_TEXTS } from '../../i18n/kitTexts';
import { StarInput } from './StarInput';

describe('StarInput', () => {
  it('is a radio group named by its label, one radio per star', () => {
    renderWithTheme(<StarInput label="Your rating" value={null} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  });

  it('reports a click and checks the chosen star', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<StarInput label="Your rating" value={null} onChange={onChange} />);
    await userEvent.click(screen.getByText('4 stars'));
    expect(onChange).toHaveBeenCalledWith(4);
    rerender(<StarInput label="Your rating" value={4} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('moves with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<StarInput label="Your rating" value={3} onChange={onChange} />);
    screen.getByRole('radio', { name: '3 stars' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('announces its error with the group', () => {
    renderWithTheme(<StarInput label="Your rating" value={null} onChange={() => {}} error="Please choose a rating from 1 to 5 stars." />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('names one star in the singular', () => {
    expect(KIT_TEXTS.starInput.star(1)).toBe('1 star');
    expect(KIT_TEXTS.starInput.star(3)).toBe('3 stars');
  });
});
