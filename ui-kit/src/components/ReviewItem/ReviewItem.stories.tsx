import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ReviewItem } from './ReviewItem';

const meta = {
  title: 'Components/ReviewItem',
  component: ReviewItem,
  args: {
    reviewerName: 'Priya N.',
    rating: 5,
    date: 'Nov 24, 2026',
    dateTime: '2026-11-24T20:00:00.000Z',
    text: 'Stood up on my third wave! Our instructor was patient and funny, and the wetsuit actually fit.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rated 5 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Priya N.')).toBeVisible();
    await expect(canvas.getByText('Nov 24, 2026')).toBeVisible();
  },
};

export const StarsOnly: Story = {
  args: { rating: 3, text: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 3 out of 5')).toBeInTheDocument();
  },
};

export const Answered: Story = {
  args: { answer: { by: 'Laguna Coast Adventures', text: 'Thank you, Priya! See you on the next swell.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Response from Laguna Coast Adventures')).toBeVisible();
    await expect(canvas.getByText('Thank you, Priya! See you on the next swell.')).toBeVisible();
  },
};

/** On the business's dashboard: an Answer button while unanswered. */
export const WithAction: Story = {
  args: { action: <Button size="sm" variant="outline">Answer</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Answer' })).toBeVisible();
  },
};
