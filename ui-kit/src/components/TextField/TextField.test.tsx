import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input by its label and passes input props through', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Email" type="email" name="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('is not invalid and has no description by default', () => {
    renderWithTheme(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the hint and the error to the input', () => {
    renderWithTheme(<TextField label="Email" hint="Your login ID" error="Please enter your email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email address. Your login ID');
  });

  it('keeps a caller aria-describedby and id', () => {
    renderWithTheme(
      <>
        <p id="note">Extra note</p>
        <TextField id="email" label="Email" hint="Hint" aria-describedby="note" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint note');
  });

  it('marks required fields natively and visually without changing the name', () => {
    renderWithTheme(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField ref={ref} label="Name" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps the accessible name when the label is visually hidden', () => {
    renderWithTheme(<TextField label="Search" hideLabel disabled />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDisabled();
  });
});
