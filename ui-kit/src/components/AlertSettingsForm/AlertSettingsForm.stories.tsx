import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertSettingsForm } from './AlertSettingsForm';
import { inFrame } from '../../test/frame';

const meta = {
  title: 'Components/AlertSettingsForm',
  component: AlertSettingsForm,
  args: { values: { quietStart: '21:00', quietEnd: '08:00', dailyCap: '10' }, timeZone: 'America/Los_Angeles', onSubmit: fn() },
  decorators: [inFrame({ maxWidth: 560 })],
} satisfies Meta<typeof AlertSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No push or e-mail during quiet hours (America/Los_Angeles); the bell still lists every alert.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Alerts a day'));
    await userEvent.type(canvas.getByLabelText('Alerts a day'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ quietStart: '21:00', quietEnd: '08:00', dailyCap: '5' });
  },
};

export const Invalid: Story = {
  args: { errors: { daily_cap: 'Alerts a day must be a whole number from 1 to 50.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Alerts a day')).toHaveAccessibleDescription('Alerts a day must be a whole number from 1 to 50.');
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Settings saved.');
  },
};

export const Failed: Story = {
  args: { formError: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};
