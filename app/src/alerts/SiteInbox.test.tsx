import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inbox, InboxAlert } from '@spur/contract';
import * as api from '../api';
import { renderRoutes } from '../test/render';
import { SAMPLE_USERS } from '../auth';
import { alertNotification } from './demoNotifications';
import { SiteInbox } from './SiteInbox';
import { INBOX_POLL_MS } from './useInbox';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getInbox: vi.fn(),
  readInbox: vi.fn(),
}));
const mocked = vi.mocked(api);

const drop: InboxAlert = {
  id: 'i1',
  alert_id: 'a1',
  moment: 'price_drop',
  deal_id: 'd1',
  deal_title: 'Sunset Kayak Tour',
  business_name: 'Laguna Coast Adventures',
  session_id: 's1',
  starts_at: '2026-11-28T22:30:00Z',
  time_zone: 'America/Los_Angeles',
  price: 30,
  previous_price: 45,
  distance_m: 2400,
  created_at: '2026-11-28T20:00:00Z',
  read: false,
};
const freed: InboxAlert = { ...drop, id: 'i2', moment: 'spot_freed', deal_id: 'd2', deal_title: 'Sound Bath', previous_price: null, distance_m: null };
const inbox = (alerts: InboxAlert[]): Inbox => ({ alerts, unread: alerts.filter((alert) => !alert.read).length });

function renderBell(demo = false) {
  return renderRoutes(
    [
      { path: '/', element: <SiteInbox demo={demo} /> },
      { path: '/deals/:id', element: <p>Deal page</p> },
    ],
    { path: '/', auth: { user: SAMPLE_USERS.regular } },
  );
}

beforeEach(() => {
  mocked.getInbox.mockResolvedValue(inbox([drop]));
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SiteInbox', () => {
  it('counts the unread alerts; opening lists them and marks them read', async () => {
    mocked.readInbox.mockResolvedValue(inbox([{ ...drop, read: true }]));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    await userEvent.click(bell);
    const list = within(screen.getByRole('dialog', { name: 'Alerts' }));
    expect(list.getByRole('listitem')).toHaveTextContent('Price dropSunset Kayak TourSat, Nov 28, 2:30 PM PST · 2.4 km away$45.00$30.00');
    expect(mocked.readInbox).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
    await userEvent.click(list.getByRole('link', { name: 'Sunset Kayak Tour' }));
    expect(await screen.findByText('Deal page')).toBeInTheDocument();
  });

  it('polls every 30 s and when the tab becomes visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBell();
    await waitFor(() => expect(mocked.getInbox).toHaveBeenCalledTimes(1));
    mocked.getInbox.mockResolvedValue(inbox([freed, drop]));
    await act(() => vi.advanceTimersByTimeAsync(INBOX_POLL_MS));
    expect(mocked.getInbox).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(mocked.getInbox).toHaveBeenCalledTimes(3);
  });

  it('in the demo, shows a browser notification for each alert that arrives, when allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const showNotification = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification }) } });
    try {
      renderBell(true);
      await waitFor(() => expect(mocked.getInbox).toHaveBeenCalledTimes(1));
      mocked.getInbox.mockResolvedValue(inbox([freed, drop]));
      await act(() => vi.advanceTimersByTimeAsync(INBOX_POLL_MS));
      await waitFor(() => expect(showNotification).toHaveBeenCalledOnce());
      expect(showNotification).toHaveBeenCalledWith('Spot freed: Sound Bath', { body: 'Sat, Nov 28, 2:30 PM PST · $30.00', tag: 'i2', data: { url: '/deals/d2' } });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('shows none outside the demo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const showNotification = vi.fn();
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification }) } });
    try {
      renderBell(false);
      await waitFor(() => expect(mocked.getInbox).toHaveBeenCalledTimes(1));
      mocked.getInbox.mockResolvedValue(inbox([freed, drop]));
      await act(() => vi.advanceTimersByTimeAsync(INBOX_POLL_MS));
      expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
      expect(showNotification).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('alertNotification', () => {
  it('names what happened and the deal, opens the deal page', () => {
    expect(alertNotification(drop)).toEqual({ title: 'Price drop: Sunset Kayak Tour', options: { body: 'Sat, Nov 28, 2:30 PM PST · 2.4 km away · $30.00', tag: 'i1', data: { url: '/deals/d1' } } });
  });

  it("names the business of a saved business's new deal", () => {
    const newDeal: InboxAlert = { ...drop, id: 'i3', alert_id: null, moment: 'new_deal', session_id: null, starts_at: null, previous_price: null, distance_m: null };
    expect(alertNotification(newDeal)).toEqual({ title: 'New from Laguna Coast Adventures: Sunset Kayak Tour', options: { body: 'Any time · $30.00', tag: 'i3', data: { url: '/deals/d1' } } });
  });
});
