import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints, MESSAGES, type WaitlistEntry } from '@spur/contract';
import WaitlistOfferPage from './WaitlistOfferPage';

const TOKEN = '7b0c1c2e-5d1f-4c89-9a43-2f1e3d4c5b6a';

/** Held until 8 minutes after the stories' now (STORY_NOW, 17:00 UTC). */
const offered: WaitlistEntry = {
  token: TOKEN,
  deal_id: '5eedde00-0000-4000-8000-000000000013',
  deal_title: 'Harbor Cruise with Sunset Appetizers',
  session_id: '5eedde00-0000-4000-8000-0000000005e1',
  session_starts_at: '2026-11-21T01:30:00.000Z',
  time_zone: 'America/Los_Angeles',
  status: 'offered',
  email: 'sam@example.com',
  for_account: false,
  offer_expires_at: '2026-11-20T17:08:00.000Z',
  offer_amount: 4900,
  created_at: '2026-11-20T15:00:00.000Z',
};

/** GET /api/waitlist/:token answering `entry`. */
const entryHandler = (entry: WaitlistEntry) => http.get(endpoints.getWaitlistEntry.path, () => HttpResponse.json(entry));

const meta = {
  title: 'Pages/Waitlist offer',
  component: WaitlistOfferPage,
  parameters: {
    layout: 'fullscreen',
    page: { url: `/waitlist-offers/${TOKEN}`, route: '/waitlist-offers/:token' },
    msw: { handlers: [entryHandler(offered)] },
  },
} satisfies Meta<typeof WaitlistOfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spot held for the person: what, when, the price, the time left and Book now. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A spot opened for you' })).toBeVisible();
    await expect(canvas.getByText('Harbor Cruise with Sunset Appetizers')).toBeVisible();
    await expect(canvas.getByText('$49')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('We hold your spot for 8:00');
    await expect(canvas.getByRole('button', { name: 'Book now' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
  },
};

/** The claim window ran out: the spot went to the next person. */
export const Expired: Story = {
  parameters: { msw: { handlers: [entryHandler({ ...offered, status: 'expired', offer_expires_at: null, offer_amount: null })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.waitlistOfferExpired)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the deal' })).toBeVisible();
  },
};

/** The offer became a booking already. */
export const Used: Story = {
  parameters: { msw: { handlers: [entryHandler({ ...offered, status: 'claimed', offer_expires_at: null, offer_amount: null })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.waitlistOfferUsed)).toBeVisible();
  },
};

const waiting: WaitlistEntry = { ...offered, status: 'waiting', offer_expires_at: null, offer_amount: null };

/** A place still in line, no spot yet: it can be left from here too. */
export const Waiting: Story = {
  parameters: { msw: { handlers: [entryHandler(waiting)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "You're on the waitlist" })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.waitlistNoOffer)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
  },
};

/** Left from the offer (the offer e-mail's leave link): the spot went to the next person. */
export const Left: Story = {
  parameters: {
    msw: {
      handlers: [
        entryHandler(offered),
        http.delete(endpoints.leaveWaitlist.path, () => HttpResponse.json({ ...offered, status: 'left', offer_expires_at: null, offer_amount: null })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave the waitlist' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You left the waitlist' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent("You're no longer waiting for Harbor Cruise with Sunset Appetizers. We won't e-mail you about it again.");
  },
};

/** The business cancelled the session (or removed the deal): the line closed. */
export const Closed: Story = {
  parameters: { msw: { handlers: [entryHandler({ ...waiting, status: 'closed' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.waitlistClosed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
  },
};
