import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@spur/ui-kit';
import { SAMPLE_NOW, sampleDeal, sampleReviews, sampleSessionDeal, sampleSessions } from '@spur/demo-data';
import { configureApiClient } from '../api';
import { SAMPLE_USERS } from '../auth';
import { renderRoutes } from '../test/render';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import DealPage from './DealPage';

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

beforeEach(() => resetToasts());
afterEach(() => restore?.());

const CHECKOUT_PATH = '/api/payment/create-checkout-session';
const checkoutRequest = () => calls.find((call) => call.path === CHECKOUT_PATH);

/**
 * Serves one deal, its sessions and reviews, and the signed-in user's (empty) waitlist places;
 * checkouts never answer (these tests look at the request).
 */
function serveDeal(deal = sampleSessionDeal, sessions = sampleSessions, reviews = sampleReviews.slice(0, 1)) {
  serve(({ path }) => {
    if (path === `/api/deals/${deal.id}`) return json(deal);
    if (path === `/api/deals/${deal.id}/sessions`) return json(sessions);
    if (path === `/api/deals/${deal.id}/reviews`) return json(reviews);
    if (path === '/api/waitlist') return json([]);
    if (path === CHECKOUT_PATH) return new Promise<Response>(() => {});
    return undefined;
  });
}

function renderDeal(id: string = sampleSessionDeal.id) {
  return renderRoutes(
    [
      { path: '/deals/:id', element: <DealPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path: `/deals/${id}`, now: SAMPLE_NOW, auth: { user: SAMPLE_USERS.regular } },
  );
}

describe('DealPage (issue 9)', () => {
  it('shows the deal: title, business, location, rating, description, the price now and its drop, times grouped by day', async () => {
    serveDeal();
    renderDeal();
    expect(screen.getByRole('status')).toHaveTextContent('Loading deal...');
    expect(await screen.findByRole('heading', { level: 1, name: sampleSessionDeal.title })).toBeInTheDocument();
    expect(screen.getByText('Offered by Laguna Adventures Co.')).toBeInTheDocument();
    expect(screen.getByText(sampleSessionDeal.location)).toBeInTheDocument();
    expect(screen.getByText('About this experience')).toBeInTheDocument();
    expect(screen.getByText(sampleSessionDeal.description)).toBeInTheDocument();
    // The price now (and the same on the next time's option).
    expect(screen.getAllByText('$47.55').length).toBeGreaterThan(0);
    expect(screen.getByText('Price drops to $45 by 12:25 PM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Times' })).toBeInTheDocument();
    const picker = screen.getByRole('radiogroup', { name: 'Choose a time' });
    expect(within(picker).getByText('Today')).toBeInTheDocument();
    expect(within(picker).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(picker).getByText('Saturday, November 28')).toBeInTheDocument();
    expect(within(picker).getByRole('radio', { name: 'Today, 6:30 PM, Sold out' })).toBeDisabled();
    expect(within(picker).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('Book Now holds your spot for 30 minutes while you pay.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time to book.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
  });

  it('Book Now is enabled once a time is chosen and books that session at its price now', async () => {
    serveDeal();
    const user = userEvent.setup();
    renderDeal();
    await user.click(await screen.findByRole('radio', { name: 'Tomorrow, 9:00 AM, 12 spots left, $59' }));
    expect(screen.getByText('$59.00')).toBeInTheDocument();
    expect(screen.queryByText('Choose a time to book.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(checkoutRequest()).toBeDefined());
    expect(checkoutRequest()?.body).toEqual({
      dealId: sampleSessionDeal.id,
      name: sampleSessionDeal.title,
      amount: 5900,
      quantity: 1,
      sessionId: sampleSessions[4]!.id,
    });
  });

  it('an open-dated deal: "Any time until {date}" and Book Now books directly, no sessions asked for', async () => {
    const deal = { ...sampleDeal, expires_at: '2026-12-31T20:00:00.000Z' };
    serveDeal(deal, []);
    const user = userEvent.setup();
    renderDeal(deal.id);
    expect(await screen.findByText('Any time until Dec 31')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(checkoutRequest()).toBeDefined());
    expect(checkoutRequest()?.body).toEqual({ dealId: deal.id, name: deal.title, amount: 5900, quantity: 1 });
    expect(calls.some((call) => call.path.endsWith('/sessions'))).toBe(false);
  });

  it('a sold-out open-dated deal offers its own waitlist', async () => {
    const deal = { ...sampleDeal, available_slots: 0 };
    serveDeal(deal, []);
    renderDeal(deal.id);
    const waitlist = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(waitlist).getByRole('heading', { name: 'This deal is sold out' })).toBeInTheDocument();
    expect(within(waitlist).getByRole('button', { name: 'Notify me when a spot opens' })).toBeInTheDocument();
  });

  it('a deal with no upcoming times says so', async () => {
    serveDeal({ ...sampleSessionDeal, next_session: null, more_sessions: 0 }, []);
    renderDeal();
    expect(await screen.findByText('No upcoming times. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('not found: a clear message and Browse Deals', async () => {
    serve(() => json({ message: 'Deal not found' }, 404, 'Not Found'));
    renderDeal('5eedde00-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
    expect(screen.getByText('This deal does not exist or is no longer on offer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  });

  it('an error: the message and Retry, which loads it again', async () => {
    let attempt = 0;
    serve(({ path }) => {
      if (path === `/api/deals/${sampleSessionDeal.id}`) {
        attempt += 1;
        return attempt === 1 ? json({ message: 'Boom' }, 500, 'Internal Server Error') : json(sampleSessionDeal);
      }
      if (path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
      return undefined;
    });
    const user = userEvent.setup();
    renderDeal();
    expect(await screen.findByText('We could not load this deal')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: sampleSessionDeal.title })).toBeInTheDocument();
  });

  it('saves the business beside its name at once, and unsaves it', async () => {
    const businessPath = `/api/saved/businesses/${sampleDeal.business_id}`;
    serve(({ method, path }) => {
      if (path === `/api/deals/${sampleDeal.id}`) return json(sampleDeal);
      if (path === `/api/deals/${sampleDeal.id}/reviews`) return json([]);
      if (path === '/api/saved/business-ids') return json({ business_ids: [] });
      if (method === 'PUT' && path === businessPath) return json({ saved: true });
      if (method === 'DELETE' && path === businessPath) return json({ saved: false });
      return undefined;
    });
    const user = userEvent.setup();
    renderDeal(sampleDeal.id);
    const save = await screen.findByRole('button', { name: 'Save business: Laguna Adventures Co.' });
    expect(save).toHaveTextContent('Save business');
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Saved: Laguna Adventures Co.' })).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Saved: Laguna Adventures Co.' }));
    expect(await screen.findByRole('button', { name: 'Save business: Laguna Adventures Co.' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === businessPath).map((call) => call.method)).toEqual(['PUT', 'DELETE']);
  });

  it('a sold-out time offers its waitlist: a signed-in user joins, is told they will get an e-mail, and may leave', async () => {
    const soldOut = sampleSessions.find((session) => session.slots_left === 0)!;
    const entry = {
      token: '7b0c1c2e-5d1f-4c89-9a43-2f1e3d4c5b6a',
      deal_id: sampleSessionDeal.id,
      deal_title: sampleSessionDeal.title,
      session_id: soldOut.id,
      session_starts_at: soldOut.starts_at,
      time_zone: sampleSessionDeal.time_zone,
      status: 'waiting',
      email: null,
      for_account: true,
      offer_expires_at: null,
      offer_amount: null,
      created_at: SAMPLE_NOW.toISOString(),
    };
    serve(({ method, path }) => {
      if (path === `/api/deals/${sampleSessionDeal.id}`) return json(sampleSessionDeal);
      if (path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
      if (method === 'GET' && path === '/api/waitlist') return json([]);
      if (method === 'POST' && path === `/api/deals/${sampleSessionDeal.id}/waitlist`) return json(entry, 201, 'Created');
      if (method === 'DELETE' && path === `/api/waitlist/${entry.token}`) return json({ ...entry, status: 'left' });
      return undefined;
    });
    const user = userEvent.setup();
    renderDeal();
    const waitlist = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(waitlist).getByRole('heading', { name: 'This time is sold out' })).toBeInTheDocument();
    expect(within(waitlist).queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    await user.click(within(waitlist).getByRole('button', { name: 'Notify me when a spot opens' }));
    expect(await screen.findByRole('heading', { name: "We'll e-mail you when a spot opens" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/waitlist'))?.body).toEqual({ session_id: soldOut.id });
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('button', { name: 'Notify me when a spot opens' })).toBeInTheDocument();
  });

  describe('reviews', () => {
    it('lists the reviews newest first under the summary, with the business’s answer', async () => {
      serveDeal({ ...sampleSessionDeal, rating: 4.5, reviewCount: 2 }, sampleSessions, sampleReviews);
      renderDeal();
      const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
      expect(reviews.getByText('(2 reviews)')).toBeInTheDocument();
      const names = await reviews.findAllByText(/^(Priya N\.|Marcus B\.)$/);
      expect(names.map((name) => name.textContent)).toEqual(['Priya N.', 'Marcus B.']);
      // Written at 7 PM on Nov 22 in the viewer's zone (the default city's), 03:00 UTC on Nov 23.
      expect(reviews.getByText('Nov 22, 2026')).toBeInTheDocument();
      expect(reviews.getByText('The light on the water was unreal, and our guide knew every cove.')).toBeInTheDocument();
      expect(reviews.getByText('Response from Laguna Adventures Co.')).toBeInTheDocument();
      expect(reviews.getByText('Thank you, Priya! Come back for the full moon paddle.')).toBeInTheDocument();
    });

    it('a deal without reviews says so and asks for none', async () => {
      serveDeal({ ...sampleSessionDeal, rating: null, reviewCount: 0 });
      renderDeal();
      expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
      expect(calls.some((call) => call.path.endsWith('/reviews'))).toBe(false);
    });

    it('says so while the reviews load', async () => {
      serve(({ path }) => {
        if (path === `/api/deals/${sampleSessionDeal.id}`) return json(sampleSessionDeal);
        if (path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
        if (path.endsWith('/reviews')) return new Promise<Response>(() => {});
        if (path === '/api/waitlist') return json([]);
        return undefined;
      });
      renderDeal();
      expect(await screen.findByText('Loading reviews...')).toBeInTheDocument();
    });

    it('a failed load says so with Retry', async () => {
      serve(({ path }) => {
        if (path === `/api/deals/${sampleSessionDeal.id}`) return json(sampleSessionDeal);
        if (path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
        if (path.endsWith('/reviews')) return json({ message: 'Something went wrong. Please try again.' }, 500);
        if (path === '/api/waitlist') return json([]);
        return undefined;
      });
      renderDeal();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load the reviews: Something went wrong. Please try again.');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});
