import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SaveBusinessButton } from './SaveBusinessButton';

describe('SaveBusinessButton', () => {
  it('saves the business it names: "Save business" before, pressed "Saved" after, a click then unsaving it', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithTheme(<SaveBusinessButton businessName="Harborlight Spa" saved={false} onToggle={onToggle} />);
    const save = screen.getByRole('button', { name: 'Save business: Harborlight Spa', pressed: false });
    expect(save).toHaveTextContent('Save business');
    await userEvent.click(save);
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<SaveBusinessButton businessName="Harborlight Spa" saved onToggle={onToggle} />);
    const unsave = screen.getByRole('button', { name: 'Saved: Harborlight Spa', pressed: true });
    expect(unsave).toHaveTextContent('Saved');
    await userEvent.click(unsave);
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while busy', async () => {
    const onToggle = vi.fn();
    renderWithTheme(<SaveBusinessButton businessName="Harborlight Spa" saved onToggle={onToggle} busy />);
    const button = screen.getByRole('button', { name: 'Saved: Harborlight Spa' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('asks a guest to sign in instead of saving', async () => {
    const onToggle = vi.fn();
    const onSignInNeeded = vi.fn();
    renderWithTheme(<SaveBusinessButton businessName="Harborlight Spa" saved guest onToggle={onToggle} onSignInNeeded={onSignInNeeded} />);
    const button = screen.getByRole('button', { name: 'Save business: Harborlight Spa', pressed: false });
    expect(button).toHaveAttribute('title', 'Sign in to save businesses');
    expect(button).toHaveTextContent('Save business');
    await userEvent.click(button);
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
