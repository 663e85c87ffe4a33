import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TIME_ZONE, MESSAGES, type CheckIn } from '@spur/contract';
import { CheckInAnswer } from './CheckInAnswer';

const NOW = new Date('2026-11-20T20:00:00Z');

const answer = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  result: 'checked_in',
  booking_id: '5eedb000-0000-4000-8000-000000000099',
  guest_name: 'Jordan Reyes',
  deal_id: '5eedde00-0000-4000-8000-000000000013',
  deal_title: 'Newport Harbor Sunset Cruise',
  session_id: '5eed5e00-0000-4000-8000-000000013002',
  session_starts_at: '2026-11-21T01:30:00Z',
  time_zone: DEFAULT_TIME_ZONE,
  party_size: 1,
  checked_in_at: '2026-11-20T20:00:00Z',
  ...overrides,
});

const meta = {
  title: 'Business/CheckInAnswer',
  component: CheckInAnswer,
  args: { outcome: { kind: 'answer', checkIn: answer() }, now: NOW, onAcceptOtherDay: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckInAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admitted: the guest, the deal, the session in venue time and the party. */
export const CheckedIn: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Checked in')).toBeVisible();
    await expect(alert.getByText('Jordan Reyes')).toBeVisible();
    await expect(alert.getByText('Today · 5:30 PM')).toBeVisible();
    await expect(alert.getByText('1 person')).toBeVisible();
  },
};

/** Admitted before: at what time. */
export const AlreadyCheckedIn: Story = {
  args: { outcome: { kind: 'answer', checkIn: answer({ result: 'already_checked_in', checked_in_at: '2026-11-20T19:45:00Z' }) } },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Already checked in')).toBeVisible();
    await expect(alert.getByText('Checked in at Today · 11:45 AM.')).toBeVisible();
  },
};

/** Another day's session: a warning; the business can still admit the guest. */
export const OtherDay: Story = {
  args: { outcome: { kind: 'answer', checkIn: answer({ result: 'other_day', checked_in_at: null, session_starts_at: '2026-11-23T01:30:00Z' }) } },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Booked for another day')).toBeVisible();
    await expect(alert.getByText('Sunday, November 22 · 5:30 PM')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Check in anyway' }));
    await expect(args.onAcceptOtherDay).toHaveBeenCalled();
  },
};

/** An open-dated deal's voucher: no session time. */
export const OpenDated: Story = {
  args: { outcome: { kind: 'answer', checkIn: answer({ session_id: null, session_starts_at: null, deal_title: 'Whale Watching Safari' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Any day')).toBeVisible();
  },
};

const refused = (status: number, message: string, headline: string): Story => ({
  args: { outcome: { kind: 'refused', status, message } },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(headline)).toBeVisible();
    await expect(alert.getByText(message)).toBeVisible();
  },
});

export const NotValid = refused(404, MESSAGES.voucherNotValid, 'Not valid');
export const Cancelled = refused(409, MESSAGES.voucherCancelled, 'Cancelled');
export const OtherBusiness = refused(403, MESSAGES.voucherOtherBusiness, 'Not your deal');
export const TooManyAttempts = refused(429, MESSAGES.tooManyRequests, 'Too many attempts');
export const WrongShape = refused(400, MESSAGES.voucherCodeShape, 'Check the code');
