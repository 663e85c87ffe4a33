import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with title, message and a Retry button calling onRetry', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState message="Failed to load deals." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Failed to load deals.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button without onRetry', () => {
    renderWithTheme(<ErrorState title="Access denied." message="Contact support." />);
    expect(screen.getByRole('heading', { name: 'Access denied.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('blocks the retry button while retrying', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState message="Oops" onRetry={onRetry} retrying retryLabel="Try again" />);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
