import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SaveButton } from './SaveButton';

describe('SaveButton', () => {
  it('toggles a deal: "Save deal" before, pressed "Saved" after', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithTheme(<SaveButton saved={false} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save deal', pressed: false }));
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<SaveButton saved onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });

  it('ignores clicks while busy', async () => {
    const onToggle = vi.fn();
    renderWithTheme(<SaveButton saved onToggle={onToggle} busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('asks a guest to sign in instead of saving', async () => {
    const onToggle = vi.fn();
    const onSignInNeeded = vi.fn();
    renderWithTheme(<SaveButton saved guest onToggle={onToggle} onSignInNeeded={onSignInNeeded} />);
    const heart = screen.getByRole('button', { name: 'Save deal', pressed: false });
    expect(heart).toHaveAttribute('title', 'Sign in to save deals');
    await userEvent.click(heart);
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
