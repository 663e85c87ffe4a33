import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { HoldCountdown, formatCountdown } from './HoldCountdown';

describe('HoldCountdown', () => {
  it('formats minutes and seconds, rounding partial seconds up', () => {
    expect(formatCountdown(14 * 60 + 32)).toBe('14:32');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('counts down without announcing every second, and speaks at five minutes and one minute', () => {
    const { rerender } = renderWithTheme(<HoldCountdown secondsLeft={600} />);
    expect(screen.getByRole('timer')).toHaveTextContent('We hold your spot for 10:00');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.queryByText(/left to pay/)).toBeNull();
    rerender(<HoldCountdown secondsLeft={300} />);
    expect(screen.getByText('Five minutes left to pay before your spot is released.')).toBeInTheDocument();
    rerender(<HoldCountdown secondsLeft={60} />);
    expect(screen.getByText('One minute left to pay before your spot is released.')).toBeInTheDocument();
  });

  it('says the hold expired and offers to try again', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<HoldCountdown secondsLeft={0} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold has expired');
    expect(screen.getByText('The spot went back on sale. You can try again if it is still available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
