import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WaitlistNotice } from './WaitlistNotice';

const meta = {
  title: 'Components/WaitlistNotice',
  component: WaitlistNotice,
  args: { state: 'form', signedIn: false, onJoin: fn(), onLeave: fn(), onClaim: fn() },
} satisfies Meta<typeof WaitlistNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the address to e-mail when a spot opens. */
export const GuestForm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This time is sold out' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when a spot opens' }));
    await expect(args.onJoin).toHaveBeenCalledWith('sam@example.com');
  },
};

/** A deal without set times, sold out: its own waitlist. */
export const OpenDatedDeal: Story = {
  args: { soldOut: 'deal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This deal is sold out' })).toBeInTheDocument();
  },
};

/** A signed-in person joins as their account: no field. */
export const SignedInForm: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Your e-mail')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when a spot opens' }));
    await expect(args.onJoin).toHaveBeenCalledWith(undefined);
  },
};

export const InvalidEmail: Story = {
  args: { emailError: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please enter a valid email address.')).toBeInTheDocument();
  },
};

export const Joined: Story = {
  args: { state: 'joined', signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "We'll e-mail you when a spot opens" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the waitlist' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const Offered: Story = {
  args: { state: 'offered', signedIn: true, claimBy: '3:42 PM' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('It is held for you until 3:42 PM.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Book now' }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** Past the booking cut-off: the line takes nobody. */
export const Closed: Story = {
  args: { state: 'closed', message: 'The waitlist for this time is closed.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The waitlist for this time is closed.' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', message: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Notify me when a spot opens' })).toBeEnabled();
  },
};
