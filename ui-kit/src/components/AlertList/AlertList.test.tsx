import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { AlertList } from './AlertList';
import { sampleAlerts } from './samples';

describe('AlertList', () => {
  it('says what each alert watches and deletes one', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<AlertList alerts={sampleAlerts} onDelete={onDelete} />);
    const [first, second] = within(screen.getByRole('list', { name: 'Saved alerts' })).getAllByRole('listitem');
    expect(first!).toHaveTextContent('Laguna BeachWithin 5 km · Starting within 3 hours · All categories · Any price');
    expect(second!).toHaveTextContent('HomeWithin 2.5 km · This weekend · Beach, Wellness · Up to $40.00');
    await userEvent.click(within(first!).getByRole('button', { name: 'Delete the alert for Laguna Beach' }));
    expect(onDelete).toHaveBeenCalledWith('al1');
    expect(within(first!).getByRole('button')).toHaveTextContent('Delete');
  });

  it('shows the alert being deleted as busy, and an empty list in words', () => {
    const { rerender } = renderWithTheme(<AlertList alerts={sampleAlerts} onDelete={() => {}} deletingId="al2" />);
    expect(screen.getByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete the alert for Laguna Beach' })).toBeEnabled();
    rerender(<AlertList alerts={[]} onDelete={() => {}} />);
    expect(screen.getByText('No saved alerts yet.')).toBeInTheDocument();
  });
});
