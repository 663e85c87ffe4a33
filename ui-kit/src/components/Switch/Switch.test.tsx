import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles on click, Space and label click (uncontrolled)', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch label="Marketing emails" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByText('Marketing emails'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('starts from defaultChecked', () => {
    renderWithTheme(<Switch label="Booking updates" defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Booking updates' })).toHaveAttribute('aria-checked', 'true');
  });

  it('follows the checked prop when controlled', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = renderWithTheme(
      <Switch label="Marketing emails" checked={false} onCheckedChange={onCheckedChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    await userEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    // The parent did not accept the change, so the switch stays off.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    rerender(<Switch label="Marketing emails" checked onCheckedChange={onCheckedChange} />);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('works with state in a parent', async () => {
    function Parent() {
      const [on, setOn] = useState(true);
      return <Switch label="Booking updates" checked={on} onCheckedChange={setOn} />;
    }
    renderWithTheme(<Parent />);
    const toggle = screen.getByRole('switch', { name: 'Booking updates' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('describes itself with the description', () => {
    renderWithTheme(<Switch label="Booking updates" description="Sent to you@spur.example" />);
    expect(screen.getByRole('switch', { name: 'Booking updates' })).toHaveAccessibleDescription(
      'Sent to you@spur.example',
    );
  });

  it('ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch label="Marketing emails" disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
