import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Select } from './Select';

const options = [
  { value: 'beach', label: 'Beaches' },
  { value: 'tour', label: 'Tours' },
  { value: 'wellness', label: 'Wellness', disabled: true },
];

describe('Select', () => {
  it('renders the options under a labelled select and reports changes', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="Category" options={options} defaultValue="beach" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('beach');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Beaches', 'Tours', 'Wellness']);
    expect(screen.getByRole('option', { name: 'Wellness' })).toBeDisabled();
    await userEvent.selectOptions(select, 'tour');
    expect(select).toHaveValue('tour');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('adds an empty placeholder choice, disabled when required', () => {
    renderWithTheme(<Select label="Category" options={options} placeholder="Choose a category" required defaultValue="" />);
    const placeholder = screen.getByRole('option', { name: 'Choose a category' });
    expect(placeholder).toHaveValue('');
    expect(placeholder).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeRequired();
  });

  it('accepts option children', () => {
    renderWithTheme(
      <Select label="Sort">
        <option value="new">Newest</option>
        <option value="price">Price</option>
      </Select>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('wires the error and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(<Select ref={ref} label="Category" options={options} error="Please choose a category." />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a category.');
  });
});
