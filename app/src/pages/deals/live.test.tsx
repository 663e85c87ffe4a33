import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, Session } from '@spur/contract';
import { resetToasts } from '@spur/ui-kit';
import { SAMPLE_NOW, sampleDeals, sampleSessionDeal, sampleSessions } from '@spur/demo-data';
import { configureApiClient } from '../../api';
import { LiveSourceProvider, manualLiveSource } from '../../live';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { fakeFetch, json, type FakeRoute } from '../../test/fakeFetch';
import DealsPage from '../DealsPage';
import DealPage from '../DealPage';
import TimePickerDialog from './TimePickerDialog';
import { forgetKeptDealPages } from './useDealPages';

/** The first page of /deals (GET /api/deals/page). */
const PAGE_PATH = '/api/deals/page';

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];
let live: ReturnType<typeof manualLiveSource>;

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

beforeEach(() => {
  resetToasts();
  forgetKeptDealPages();
  live = manualLiveSource();
});
afterEach(() => restore?.());

const emit = (event: LiveEvent) => act(() => live.emit(event));
const [paddle, whales] = sampleDeals as [(typeof sampleDeals)[0], (typeof sampleDeals)[0]];
const slotsOfDeal = (dealId: string, slotsLeft: number, change: number): LiveEvent => ({
  type: 'slots',
  deal_id: dealId,
  session_id: null,
  slots_left: slotsLeft,
  change,
  starts_at: null,
  cutoff_minutes: null,
});
const slotsOfSession = (session: Session, slotsLeft: number): LiveEvent => ({
  type: 'slots',
  deal_id: session.deal_id,
  session_id: session.id,
  slots_left: slotsLeft,
  change: slotsLeft - session.slots_left,
  starts_at: session.starts_at,
  cutoff_minutes: session.cutoff_minutes,
});

describe('the deals page, live', () => {
  async function renderDeals(deals = sampleDeals) {
    serve(({ method, path }) => {
      if (method === 'GET' && path === PAGE_PATH) {
        return json({ deals: deals.map((deal) => ({ ...deal, distance_m: 600 })), next_cursor: null, total: deals.length, total_capped: false });
      }
      if (path === `/api/deals/${whales.id}`) return json({ ...whales, title: 'Whale Watching at Dawn' });
      return undefined;
    });
    renderRoutes([{ path: '/deals', element: <LiveSourceProvider source={live}><DealsPage /></LiveSourceProvider> }], { path: '/deals?lat=33.54&lng=-117.78' });
    await screen.findByRole('list', { name: 'Deals' });
    await waitFor(() => expect(live.listeners).toBe(1));
  }
  const card = (title: string) => screen.getByRole('article', { name: title });

  it('ticks a card’s slot count in place', async () => {
    await renderDeals();
    expect(within(card(paddle.title)).getByText('12 slots left')).toBeInTheDocument();
    await emit(slotsOfDeal(paddle.id, 11, -1));
    expect(within(card(paddle.title)).getByText('11 slots left')).toBeInTheDocument();
    await emit(slotsOfDeal(paddle.id, 0, -11));
    expect(within(card(paddle.title)).getByText('Sold out')).toBeInTheDocument();
    expect(within(card(paddle.title)).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('keeps a withdrawn deal where it was, marked "No longer available", and never books it', async () => {
    await renderDeals();
    await emit({ type: 'deal_removed', deal_id: paddle.id });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('article')[0]).toBe(card(paddle.title));
    expect(within(card(paddle.title)).getByText('No longer available')).toBeInTheDocument();
    expect(within(card(paddle.title)).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('reads a changed deal again and keeps its distance; reads the list again on reload', async () => {
    await renderDeals();
    await emit({ type: 'deal', deal_id: whales.id });
    const renamed = await screen.findByRole('article', { name: 'Whale Watching at Dawn' });
    expect(renamed).toHaveTextContent('0.4 mi away');
    expect(calls.filter((call) => call.path === PAGE_PATH)).toHaveLength(1);
    await emit({ type: 'reload' });
    await waitFor(() => expect(calls.filter((call) => call.path === PAGE_PATH)).toHaveLength(2));
  });

  it('ignores events of deals it does not show', async () => {
    await renderDeals();
    const grid = screen.getByRole('list', { name: 'Deals' });
    const before = grid.textContent;
    await emit(slotsOfDeal('5eedde00-0000-4000-8000-000000000099', 0, -3));
    await emit({ type: 'deal_removed', deal_id: '5eedde00-0000-4000-8000-000000000099' });
    expect(grid.textContent).toBe(before);
    expect(calls).toHaveLength(1);
  });
});

describe('the deal page, live', () => {
  function renderDeal() {
    serve(({ path }) => {
      if (path === `/api/deals/${sampleSessionDeal.id}`) return json(sampleSessionDeal);
      if (path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
      return undefined;
    });
    return renderRoutes([{ path: '/deals/:id', element: <LiveSourceProvider source={live}><DealPage /></LiveSourceProvider> }], {
      path: `/deals/${sampleSessionDeal.id}`,
      now: SAMPLE_NOW,
    });
  }
  const tomorrow = sampleSessions[4]!;
  const saturday = sampleSessions[5]!;

  it('says so, politely and only then, when the selected time sells out', async () => {
    const user = userEvent.setup();
    renderDeal();
    await user.click(await screen.findByRole('radio', { name: 'Tomorrow, 9:00 AM, 12 spots left, $59' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toBeEmptyDOMElement();
    // Another time's spots: silent.
    await emit(slotsOfSession(saturday, 8));
    expect(screen.getByRole('radio', { name: 'Saturday, November 28, 10:00 AM, 8 spots left, $59' })).toBeEnabled();
    expect(notice).toBeEmptyDOMElement();
    await emit(slotsOfSession(tomorrow, 11));
    expect(screen.getByRole('radio', { name: 'Tomorrow, 9:00 AM, 11 spots left, $59' })).toBeChecked();
    expect(notice).toBeEmptyDOMElement();
    await emit(slotsOfSession(tomorrow, 0));
    expect(screen.getByRole('radio', { name: 'Tomorrow, 9:00 AM, Sold out' })).toBeDisabled();
    expect(notice).toHaveTextContent('The time you chose just sold out. Please choose another time.');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    // Choosing another time clears it.
    await user.click(screen.getByRole('radio', { name: 'Saturday, November 28, 10:00 AM, 8 spots left, $59' }));
    expect(notice).toBeEmptyDOMElement();
  });

  it('drops a cancelled time (said only when it was the one selected)', async () => {
    const user = userEvent.setup();
    renderDeal();
    await user.click(await screen.findByRole('radio', { name: 'Tomorrow, 9:00 AM, 12 spots left, $59' }));
    await emit({ type: 'session', deal_id: saturday.deal_id, session: { ...saturday, status: 'cancelled' } });
    expect(screen.queryByText('Saturday, November 28')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await emit({ type: 'session_removed', deal_id: tomorrow.deal_id, session_id: tomorrow.id });
    expect(screen.queryByRole('radio', { name: /Tomorrow, 9:00 AM/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The time you chose is no longer offered. Please choose another time.');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('says the deal is no longer available when it is taken off sale', async () => {
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: sampleSessionDeal.title });
    await emit({ type: 'deal_removed', deal_id: sampleSessionDeal.id });
    expect(screen.getByText('This deal is no longer available.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a time to book.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});

describe('the time picker dialog, live', () => {
  it('disables a time that sells out and says so when it was the one selected', async () => {
    serve(({ path }) => (path === `/api/deals/${sampleSessionDeal.id}/sessions` ? json(sampleSessions) : undefined));
    const user = userEvent.setup();
    renderWithProviders(
      <LiveSourceProvider source={live}>
        <TimePickerDialog deal={sampleSessionDeal} open onOpenChange={() => {}} onConfirm={() => {}} />
      </LiveSourceProvider>,
      { now: SAMPLE_NOW },
    );
    await user.click(await screen.findByRole('radio', { name: 'Today, 5:30 PM, 6 spots left, $59' }));
    await emit(slotsOfSession(sampleSessions[2]!, 0));
    expect(screen.getByRole('radio', { name: 'Today, 5:30 PM, Sold out' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('The time you chose just sold out. Please choose another time.');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});
