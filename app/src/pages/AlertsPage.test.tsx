import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import type * as PlaceModule from '../place';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts, ThemeProvider } from '@spur/ui-kit';
import { MESSAGES, type Alert, type AlertSettings } from '@spur/contract';
import * as api from '../api';
import * as place from '../place';
import { ApiError } from '../api/errors';
import { SAMPLE_USERS } from '../auth';
import { renderToString } from 'react-dom/server';
import { DemoNotificationsToggle, DeviceNotifications } from '../alerts/DeviceNotifications';
import { pushMachine, type PushCheck } from '../machines/pushMachine';
import { fakeActor } from '../test/fakes';
import { renderRoutes, renderWithProviders } from '../test/render';
import AlertsPage, { isIos } from './AlertsPage';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getMyAlerts: vi.fn(),
  createAlert: vi.fn(),
  deleteAlert: vi.fn(),
  getAlertSettings: vi.fn(),
  updateAlertSettings: vi.fn(),
  getPushConfig: vi.fn(),
}));
vi.mock('../place', async (importOriginal) => ({ ...(await importOriginal<typeof PlaceModule>()), currentPosition: vi.fn() }));
const mocked = vi.mocked(api);

const laguna: Alert = {
  id: 'a1',
  place_name: 'Laguna Beach',
  latitude: 33.5427,
  longitude: -117.7854,
  radius_km: 5,
  window: 'within_3h',
  categories: ['beach'],
  max_price: 40,
  created_at: '2026-11-24T20:00:00.000Z',
};
const settings: AlertSettings = { quiet_start: '21:00', quiet_end: '08:00', time_zone: 'America/Los_Angeles', daily_cap: 10 };

const lastToast = () => getToasts().at(-1)?.title;

function renderPage() {
  return renderRoutes([{ path: '/alerts', element: <AlertsPage /> }], { path: '/alerts', auth: { user: SAMPLE_USERS.regular } });
}

beforeEach(() => {
  resetToasts();
  mocked.getMyAlerts.mockResolvedValue([laguna]);
  mocked.getAlertSettings.mockResolvedValue(settings);
  mocked.getPushConfig.mockResolvedValue({ public_key: null });
});
afterEach(() => vi.clearAllMocks());

describe('AlertsPage', () => {
  it('lists the alerts, and deletes one', async () => {
    mocked.deleteAlert.mockResolvedValue(laguna);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByText('Hear about a new time, a price drop or a freed spot near a place you choose, within the minute.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your alerts' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved alerts' });
    expect(list).toHaveTextContent('Within 5 km · Starting within 3 hours · Beach · Up to $40.00');
    await userEvent.click(within(list).getByRole('button', { name: 'Delete the alert for Laguna Beach' }));
    expect(mocked.deleteAlert).toHaveBeenCalledWith('a1');
    expect(await screen.findByText('No saved alerts yet.')).toBeInTheDocument();
    expect(lastToast()).toBe('Alert deleted');
  });

  it('saves a new alert around the default city, then around the position', async () => {
    mocked.createAlert.mockResolvedValue({ ...laguna, id: 'a2', place_name: 'Home', radius_km: 2 });
    vi.mocked(place.currentPosition).mockResolvedValue({ latitude: 33.6, longitude: -117.9 });
    renderPage();
    expect(screen.getByRole('heading', { name: 'New alert' })).toBeInTheDocument();
    expect(screen.getByText('Laguna Beach, CA (default)')).toBeInTheDocument();
    expect(screen.getByLabelText('Place name')).toHaveValue('Laguna Beach');
    await userEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(await screen.findByText('Your position')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Place name'));
    await userEvent.type(screen.getByLabelText('Place name'), 'Home');
    await userEvent.clear(screen.getByLabelText('Radius (km)'));
    await userEvent.type(screen.getByLabelText('Radius (km)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(mocked.createAlert).toHaveBeenCalledWith({ place_name: 'Home', latitude: 33.6, longitude: -117.9, radius_km: 2, window: 'within_3h', categories: [], max_price: null });
    await waitFor(() => expect(lastToast()).toBe('Alert saved'));
    expect(await screen.findByText('Within 2 km · Starting within 3 hours · Beach · Up to $40.00')).toBeInTheDocument();
  });

  it('keeps the default city when the position is refused', async () => {
    vi.mocked(place.currentPosition).mockRejectedValue(new Error('denied'));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(lastToast()).toBe('Your position is not available; the alert stays around the default city.'));
    expect(screen.getByText('Laguna Beach, CA (default)')).toBeInTheDocument();
  });

  it("shows the contract's messages per field and sends nothing; the API's refusal under the form", async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText('Radius (km)'));
    await userEvent.type(screen.getByLabelText('Radius (km)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(screen.getByLabelText('Radius (km)')).toHaveAccessibleDescription(MESSAGES.alertRadius);
    expect(mocked.createAlert).not.toHaveBeenCalled();
    mocked.createAlert.mockRejectedValue(new ApiError(MESSAGES.alertLimit, { status: 409 }));
    await userEvent.clear(screen.getByLabelText('Radius (km)'));
    await userEvent.type(screen.getByLabelText('Radius (km)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(MESSAGES.alertLimit)).toBeInTheDocument();
  });

  it('saves quiet hours and the daily count, with the contract messages', async () => {
    mocked.updateAlertSettings.mockResolvedValue({ ...settings, daily_cap: 5 });
    renderPage();
    expect(screen.getByRole('heading', { name: 'When alerts reach you' })).toBeInTheDocument();
    const cap = await screen.findByLabelText('Alerts a day');
    await userEvent.clear(cap);
    await userEvent.type(cap, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(cap).toHaveAccessibleDescription(MESSAGES.alertDailyCap);
    expect(mocked.updateAlertSettings).not.toHaveBeenCalled();
    await userEvent.clear(cap);
    await userEvent.type(cap, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(mocked.updateAlertSettings).toHaveBeenCalledWith(expect.objectContaining({ quiet_start: '21:00', quiet_end: '08:00', daily_cap: 5 }));
  });

  it('offers Retry when the alerts cannot be loaded', async () => {
    mocked.getMyAlerts.mockRejectedValueOnce(new ApiError('Something went wrong. Please try again.', { status: 500 }));
    renderPage();
    expect(await screen.findAllByText('We could not load your alerts')).not.toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('list', { name: 'Saved alerts' })).toBeInTheDocument();
  });
});

describe('DeviceNotifications', () => {
  const machineWith = (check: PushCheck) =>
    pushMachine.provide({
      actors: {
        check: fakeActor<PushCheck>(check),
        subscribe: fakeActor<string, { publicKey: string }>('sub-1'),
        unsubscribe: fakeActor<void, { subscriptionId: string }>(undefined),
      },
    });

  it('switches push on through the machine', async () => {
    renderWithProviders(<DeviceNotifications demo={false} ios={false} pushMachine={machineWith({ kind: 'off', publicKey: 'BKey' })} />);
    expect(screen.getByRole('heading', { name: 'On this device' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Notify me on this device' });
    expect(toggle).toHaveAccessibleDescription('A notification as soon as an alert matches, even with Spur closed.');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('explains a missing push, and the Home Screen on iOS', async () => {
    const { unmount } = renderWithProviders(<DeviceNotifications demo={false} ios pushMachine={machineWith({ kind: 'unconfigured' })} />);
    expect(await screen.findByText('Push notifications are not available on this server, so alerts come to the bell and by e-mail.')).toBeInTheDocument();
    expect(screen.getByText('On iPhone and iPad, add Spur to your Home Screen first (Share → Add to Home Screen), then open it from there to turn on notifications.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DeviceNotifications demo={false} ios={false} pushMachine={machineWith({ kind: 'unsupported' })} />);
    expect(await screen.findByText('This browser cannot receive push notifications, so alerts come to the bell and by e-mail.')).toBeInTheDocument();
    expect(screen.queryByText(/Home Screen/)).toBeNull();
  });

  it('offers "Allow browser notifications" in the demo', async () => {
    const notification = { permission: 'default', requestPermission: vi.fn() };
    notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
    vi.stubGlobal('Notification', notification);
    try {
      renderWithProviders(<DeviceNotifications demo ios />);
      expect(screen.getByText('In the demo, alerts arrive in the bell; allowed notifications also show them while Spur is open.')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByText(/Home Screen/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Allow browser notifications' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Browser notifications are on for this demo.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("renders the server's HTML without reading the browser's permission", () => {
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    try {
      const html = renderToString(
        <ThemeProvider>
          <DemoNotificationsToggle />
        </ThemeProvider>,
      );
      expect(html).toContain('This browser cannot receive push notifications');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the browser blocks notifications', () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    try {
      renderWithProviders(<DeviceNotifications demo ios={false} />);
      expect(screen.getByText('This browser blocks notifications from Spur; change it in the site settings.')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isIos', () => {
  it('knows iPhones and iPads, also iPads that say Macintosh', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
  });
});
