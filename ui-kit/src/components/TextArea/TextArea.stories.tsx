import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', rows: 5, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('rows', '5');
    await userEvent.type(area, 'Hi!');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    area.blur();
  },
};

export const WithValue: Story = {
  args: {
    defaultValue:
      'We run sunset kayak tours in Laguna Beach and would love to list our last-minute spots on Spur.',
  },
};

export const WithHint: Story = { args: { label: 'Description', hint: 'Optional. Shown on the deal card.', rows: 3 } };

export const WithError: Story = { args: { required: true, error: 'Please fill in all fields.' } };

export const Disabled: Story = { args: { defaultValue: 'Sending...', disabled: true } };

export const Required: Story = { args: { required: true, placeholder: 'How can we help?' } };
