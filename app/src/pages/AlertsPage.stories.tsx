import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints, MESSAGES, type Alert, type AlertSettings } from '@spur/contract';
import AlertsPage from './AlertsPage';

const alerts: Alert[] = [
  { id: 'a1', place_name: 'Laguna Beach', latitude: 33.5427, longitude: -117.7854, radius_km: 5, window: 'within_3h', categories: [], max_price: null, created_at: '2026-11-24T20:00:00.000Z' },
  { id: 'a2', place_name: 'Dana Point harbour', latitude: 33.46, longitude: -117.7, radius_km: 10, window: 'weekend', categories: ['safari', 'tour'], max_price: 80, created_at: '2026-11-23T20:00:00.000Z' },
];
const settings: AlertSettings = { quiet_start: '21:00', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: 10 };

/** The alerts API answering `list`, the settings, and no push key (the in-browser backend has none). */
const handlers = (list: Alert[] | 'error' | 'loading' = alerts) => ({
  alerts: [
    http.get(endpoints.myAlerts.path, async () => {
      if (list === 'loading') await delay('infinite');
      return list === 'error' ? HttpResponse.json({ message: MESSAGES.internalError }, { status: 500 }) : HttpResponse.json(list);
    }),
    http.get(endpoints.getAlertSettings.path, () => HttpResponse.json(settings)),
    http.get(endpoints.pushConfig.path, () => HttpResponse.json({ public_key: null })),
  ],
});

const meta = {
  title: 'Pages/Alerts',
  component: AlertsPage,
  parameters: { layout: 'fullscreen', page: { url: '/alerts', auth: 'traveler' }, msw: { handlers: handlers() }, testRunner: { viewport: { width: 1280, height: 1800 } } },
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved alerts, the form around the default city, the settings, and why push is not offered here. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Saved alerts' });
    await expect(within(list).getByText('Within 10 km · This weekend · Safari, Tour · Up to $80.00')).toBeVisible();
    await expect(canvas.getByText('Laguna Beach, CA (default)')).toBeVisible();
    await expect(await canvas.findByLabelText('Alerts a day')).toHaveValue(10);
    await expect(await canvas.findByText(/Push notifications are not available on this server|This browser cannot receive push notifications|In the demo, alerts arrive in the bell/)).toBeVisible();
  },
};

export const NoAlerts: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved alerts yet.')).toBeVisible();
  },
};

/** Out-of-range entries: each field says what is allowed, nothing is sent. */
export const InvalidAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Place name'));
    await userEvent.clear(canvas.getByLabelText('Radius (km)'));
    await userEvent.type(canvas.getByLabelText('Radius (km)'), '500');
    await userEvent.type(canvas.getByLabelText('Highest price, $ (optional)'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(canvas.getByLabelText('Place name')).toHaveAccessibleDescription(MESSAGES.alertPlaceName);
    await expect(canvas.getByLabelText('Radius (km)')).toHaveAccessibleDescription(MESSAGES.alertRadius);
    await expect(canvas.getByLabelText('Highest price, $ (optional)')).toHaveAccessibleDescription(MESSAGES.alertPrice);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers('loading') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading your alerts...').length).toBeGreaterThan(0);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlers('error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load your alerts', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
