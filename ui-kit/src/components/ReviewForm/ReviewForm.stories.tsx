import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';

/** Holds the values, so typing and choosing work as in the app. */
function Controlled(props: ReviewFormProps) {
  const [rating, setRating] = useState(props.rating);
  const [text, setText] = useState(props.text);
  return <ReviewForm {...props} rating={rating} text={text} onRatingChange={setRating} onTextChange={setText} />;
}

const meta = {
  title: 'Components/ReviewForm',
  component: ReviewForm,
  args: { rating: null, text: '', maxLength: 1000, onRatingChange: fn(), onTextChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 1,000 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post review' })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { rating: 4, text: 'Three grey whales and a pod of dolphins. Bring a jacket!' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByText('56 / 1,000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    text: 'a'.repeat(1001),
    errors: { rating: 'Please choose a rating from 1 to 5 stars.', text: 'A review can be at most 1,000 characters.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(canvas.getByText('A review can be at most 1,000 characters.')).toBeVisible();
    await expect(canvas.getByText('1,001 / 1,000 characters')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { rating: 5, formError: 'You have already reviewed this booking.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already reviewed this booking.');
  },
};

export const Submitting: Story = {
  args: { rating: 5, text: 'Wonderful.', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Posting/ })).toHaveAttribute('aria-busy', 'true');
  },
};
