import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarInput, type StarInputProps } from './StarInput';

/** Holds the chosen stars, so the story behaves as in a form. */
function Controlled(props: StarInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarInput
      {...props}
      value={value}
      onChange={(stars) => {
        setValue(stars);
        props.onChange(stars);
      }}
    />
  );
}

const meta = {
  title: 'Components/StarInput',
  component: StarInput,
  args: { label: 'Your rating', value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StarInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
  },
};

export const Chosen: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** Keyboard: Tab into the group, arrows move the choice. */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Please choose a rating from 1 to 5 stars.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  },
};
