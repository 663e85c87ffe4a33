import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line input with the given rows', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TextArea label="Message" rows={5} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    await userEvent.type(area, 'Hello{Enter}there');
    expect(area).toHaveValue('Hello\nthere');
    expect(onChange).toHaveBeenCalled();
  });

  it('defaults to 4 rows', () => {
    renderWithTheme(<TextArea label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '4');
  });

  it('wires error and hint, and marks required', () => {
    renderWithTheme(<TextArea label="Message" required hint="Be brief" error="Please fill in all fields." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toBeRequired();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Please fill in all fields. Be brief');
  });

  it('forwards the ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(<TextArea ref={ref} label="Message" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
