import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    renderWithTheme(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the toggle is a type="button" so it never submits the form', () => {
    renderWithTheme(<PasswordField label="Password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('type', 'button');
  });

  it('wires the error text and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<PasswordField ref={ref} label="Confirm Password" error="Passwords do not match." />);
    const input = screen.getByLabelText('Confirm Password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Passwords do not match.');
  });

  it('accepts custom toggle labels and disables the toggle with the field', () => {
    renderWithTheme(<PasswordField label="Password" disabled showPasswordLabel="Reveal" />);
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  });
});
