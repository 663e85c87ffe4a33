import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@spur/contract';
import { sampleWaitlistOffer } from '@spur/demo-data';
import { configureApiClient } from '../api';
import { renderRoutes } from '../test/render';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import WaitlistOfferPage from './WaitlistOfferPage';

const offered = sampleWaitlistOffer();
const TOKEN = offered.token;
const BASE = `/api/waitlist/${TOKEN}`;
/** 9 min 28 s before the offer runs out. */
const NOW = new Date(Date.parse(offered.offer_expires_at!) - (9 * 60 + 28) * 1000);

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];
afterEach(() => restore?.());

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

const renderOffer = () =>
  renderRoutes(
    [
      { path: '/waitlist-offers/:token', element: <WaitlistOfferPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path: `/waitlist-offers/${TOKEN}`, now: NOW },
  );

describe('WaitlistOfferPage', () => {
  it('shows the offer, its price and time left; Book now claims it', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(offered);
      if (method === 'POST' && path === `${BASE}/claim`) return json({ url: '/test-checkout/cs_test_1', hold_expires_at: '2026-11-20T17:30:32.000Z' });
      return undefined;
    });
    renderOffer();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your offer...');
    expect(await screen.findByRole('heading', { level: 1, name: 'A spot opened for you' })).toBeInTheDocument();
    expect(screen.getByText('It is held for you alone until the time runs out. Book it now to pay as usual.')).toBeInTheDocument();
    expect(screen.getByText(offered.deal_title)).toBeInTheDocument();
    expect(screen.getByText('$59')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('We hold your spot for 9:28');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === `${BASE}/claim`)).toBe(true));
  });

  it('an expired offer says so, with the deal and the catalogue to go on', async () => {
    serve(({ method, path }) => (method === 'GET' && path === BASE ? json({ ...offered, status: 'expired', offer_expires_at: null, offer_amount: null }) : undefined));
    renderOffer();
    expect(await screen.findByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.waitlistOfferExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the deal' })).toHaveAttribute('href', `/deals/${offered.deal_id}`);
    expect(screen.getByRole('link', { name: 'Browse deals' })).toHaveAttribute('href', '/deals');
  });

  it("someone else's offer: the claim's refusal is shown", async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json({ ...offered, for_account: true, email: null });
      if (method === 'POST' && path === `${BASE}/claim`) return json({ message: MESSAGES.waitlistOfferForAccount }, 403, 'Forbidden');
      return undefined;
    });
    renderOffer();
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(MESSAGES.waitlistOfferForAccount)).toBeInTheDocument();
  });

  it('Leave the waitlist leaves the line (the spot passes on) and says so', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(offered);
      if (method === 'DELETE' && path === BASE) return json({ ...offered, status: 'left', offer_expires_at: null, offer_amount: null });
      return undefined;
    });
    renderOffer();
    const leave = await screen.findByRole('button', { name: 'Leave the waitlist' });
    expect(leave).toHaveAttribute('id', 'leave');
    await userEvent.click(leave);
    expect(await screen.findByRole('heading', { level: 1, name: 'You left the waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`You're no longer waiting for ${offered.deal_title}. We won't e-mail you about it again.`);
    expect(screen.getByRole('link', { name: 'See the deal' })).toHaveAttribute('href', `/deals/${offered.deal_id}`);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('a place still waiting can be left too; a refused leave shows the reason', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json({ ...offered, status: 'waiting', offer_expires_at: null, offer_amount: null });
      if (method === 'DELETE' && path === BASE) return json({ message: MESSAGES.waitlistClosed }, 409, 'Conflict');
      return undefined;
    });
    renderOffer();
    expect(await screen.findByRole('heading', { level: 1, name: "You're on the waitlist" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.waitlistNoOffer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText(MESSAGES.waitlistClosed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeInTheDocument();
  });

  it('a failed load can be retried', async () => {
    let first = true;
    serve(({ method, path }) => {
      if (method !== 'GET' || path !== BASE) return undefined;
      if (first) {
        first = false;
        return json({ message: 'Something went wrong. Please try again.' }, 500, 'Internal Server Error');
      }
      return json(offered);
    });
    renderOffer();
    expect(await screen.findByRole('heading', { name: 'We could not load this offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A spot opened for you' })).toBeInTheDocument();
  });
});
