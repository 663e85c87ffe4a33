import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { AlertSettingsForm } from './AlertSettingsForm';

const values = { quietStart: '21:00', quietEnd: '08:00', dailyCap: '10' };

describe('AlertSettingsForm', () => {
  it('edits quiet hours and the daily count', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<AlertSettingsForm values={values} timeZone="Europe/Paris" onSubmit={onSubmit} />);
    expect(screen.getByText('No push or e-mail during quiet hours (Europe/Paris); the bell still lists every alert.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quiet from')).toHaveValue('21:00');
    expect(screen.getByLabelText('Quiet until')).toHaveValue('08:00');
    await userEvent.clear(screen.getByLabelText('Alerts a day'));
    await userEvent.type(screen.getByLabelText('Alerts a day'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSubmit).toHaveBeenCalledWith({ quietStart: '21:00', quietEnd: '08:00', dailyCap: '3' });
  });

  it('shows field messages, a failure, a success and a busy save', () => {
    const { rerender } = renderWithTheme(
      <AlertSettingsForm values={values} timeZone="UTC" onSubmit={() => {}} errors={{ quiet_start: 'Bad start.', quiet_end: 'Bad end.', daily_cap: 'Bad cap.' }} formError="Failed." />,
    );
    expect(screen.getByLabelText('Quiet from')).toHaveAccessibleDescription('Bad start.');
    expect(screen.getByLabelText('Quiet until')).toHaveAccessibleDescription('Bad end.');
    expect(screen.getByLabelText('Alerts a day')).toHaveAccessibleDescription('Bad cap.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    rerender(<AlertSettingsForm values={values} timeZone="UTC" onSubmit={() => {}} saved busy />);
    expect(screen.getByText('Settings saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
  });
});
