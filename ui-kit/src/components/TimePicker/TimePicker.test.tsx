import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { TimePicker, type TimeGroup } from './TimePicker';

const groups: TimeGroup[] = [
  {
    heading: 'Today',
    options: [
      { id: 'a', time: '5:30 PM', detail: '4 spots left', price: '$45', accessibleLabel: 'Today, 5:30 PM, 4 spots left, $45' },
      { id: 'b', time: '6:30 PM', detail: 'No spots left', accessibleLabel: 'Today, 6:30 PM, Sold out', disabledReason: 'Sold out' },
      { id: 'c', time: '7:30 PM', detail: '9 spots left', accessibleLabel: 'Today, 7:30 PM, 9 spots left' },
    ],
  },
];

function Controlled({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TimePicker
      label="Choose a time"
      groups={groups}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      emptyText="No upcoming times."
    />
  );
}

describe('TimePicker', () => {
  it('names the group and every option in full, the disabled ones with their reason', () => {
    renderWithTheme(<Controlled onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Today, 5:30 PM, 4 spots left, $45' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Today, 6:30 PM, Sold out' })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('chooses by click and moves with the arrow keys, skipping disabled times', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Today, 5:30 PM, 4 spots left, $45' }));
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('radio', { name: 'Today, 7:30 PM, 9 spots left' })).toBeChecked();
  });

  it('says so when there is no time', () => {
    renderWithTheme(<TimePicker label="Choose a time" groups={[]} onValueChange={() => {}} emptyText="No upcoming times." />);
    expect(screen.getByText('No upcoming times.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('disables every time when disabled', () => {
    renderWithTheme(<TimePicker label="Choose a time" groups={groups} onValueChange={() => {}} emptyText="No upcoming times." disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
