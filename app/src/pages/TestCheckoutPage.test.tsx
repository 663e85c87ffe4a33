import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type TestCheckout } from '@spur/contract';
import { configureApiClient } from '../api';
import { renderRoutes } from '../test/render';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import TestCheckoutPage from './TestCheckoutPage';

const ID = 'cs_test_unit000000000000000000000000000000000000000000000000000001';
const BASE = `/api/payment/test-checkout/${ID}`;
/** 14 min 28 s before the hold below expires. */
const NOW = new Date('2026-11-20T17:15:32.000Z');

const open: TestCheckout = {
  id: ID,
  status: 'open',
  deal_title: 'Sunset Stand-Up Paddleboard Session',
  amount: 4900,
  currency: 'usd',
  customer_email: null,
  expires_at: '2026-11-20T17:30:00.000Z',
  session_starts_at: null,
  time_zone: 'America/Los_Angeles',
  cancellation: { free_hours: 24, late_refund_percent: 50 },
  deal_expires_at: null,
};

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];
afterEach(() => restore?.());

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

function renderCheckout(now: Date = NOW) {
  return renderRoutes(
    [
      { path: '/test-checkout/:checkoutId', element: <TestCheckoutPage /> },
      { path: '/deals/:id', element: <p>Deal page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path: `/test-checkout/${ID}`, now },
  );
}

const where = (router: ReturnType<typeof renderCheckout>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('TestCheckoutPage', () => {
  it('shows the deal, the amount and a Pay button; a guest pays with an email and lands on /success', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(open);
      if (method === 'POST' && path === `${BASE}/pay`) return json({ url: `/success?session_id=${ID}` });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderCheckout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeInTheDocument();
    expect(screen.getByText(/no real payment is taken/)).toBeInTheDocument();
    expect(screen.getByText('Sunset Stand-Up Paddleboard Session')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' guest@example.com ');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(where(router)).toBe(`/success?session_id=${ID}`));
    expect(calls.find((call) => call.path === `${BASE}/pay`)?.body).toEqual({ email: 'guest@example.com' });
  });

  it('validates the guest email with the contract’s messages before sending anything', async () => {
    serve(({ method, path }) => (method === 'GET' && path === BASE ? json(open) : undefined));
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Email/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'guest@nowhere');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.validEmail)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a signed-in buyer’s checkout has no email field and pays without one', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json({ ...open, customer_email: 'traveler@spur.example' });
      if (method === 'POST' && path === `${BASE}/pay`) return json({ url: `/success?session_id=${ID}` });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderCheckout();
    expect(await screen.findByText('Paying as traveler@spur.example')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(where(router)).toBe(`/success?session_id=${ID}`));
    expect(calls.find((call) => call.path === `${BASE}/pay`)?.body).toEqual({});
  });

  it('Cancel cancels the checkout and goes to /cancel', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(open);
      if (method === 'POST' && path === `${BASE}/cancel`) return json({ url: '/cancel' });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(where(router)).toBe('/cancel'));
  });

  it('pay and cancel errors are shown inline', async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json({ ...open, customer_email: 'traveler@spur.example' });
      if (method === 'POST') return json({ message: MESSAGES.checkoutClosed }, 409, 'Conflict');
      return undefined;
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkoutClosed);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.checkoutClosed));
    expect(screen.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
  });

  it('an unknown checkout: a clear message and Browse Deals', async () => {
    serve(({ path }) => (path === BASE ? json({ message: MESSAGES.checkoutNotFound }, 404, 'Not Found') : undefined));
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('a paid checkout: nothing to pay, a link to the confirmation', async () => {
    serve(({ path }) => (path === BASE ? json({ ...open, status: 'complete' }) : undefined));
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout is already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Confirmation' })).toHaveAttribute('href', `/success?session_id=${ID}`);
  });

  it('an expired or cancelled checkout: closed, nothing charged', async () => {
    serve(({ path }) => (path === BASE ? json({ ...open, status: 'expired' }) : undefined));
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout is closed' })).toBeInTheDocument();
    expect(screen.getByText(/No charges were made/)).toBeInTheDocument();
  });

  it('another failure: the message and Retry, which loads it again', async () => {
    let fail = true;
    serve(({ path }) => {
      if (path !== BASE) return undefined;
      if (fail) return json({ message: MESSAGES.internalError }, 500, 'Internal Server Error');
      return json(open);
    });
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.internalError);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay $49.00' })).toBeInTheDocument();
  });

  describe('the held spot (issue 9)', () => {
    const timed: TestCheckout = { ...open, session_starts_at: '2026-11-21T01:30:00.000Z', time_zone: 'America/Los_Angeles' };

    it('says when the booked time starts (venue time) and how long the spot is held', async () => {
      serve(({ method, path }) => (method === 'GET' && path === BASE ? json(timed) : undefined));
      renderCheckout();
      expect(await screen.findByText('When')).toBeInTheDocument();
      expect(screen.getByText(/^Today 5:30 PM/)).toBeInTheDocument();
      // The deal's terms for that time: its free cancellation ended yesterday at 5:30 PM.
      expect(screen.getByText('50% refund: free cancellation ended at 5:30 PM on Thu, Nov 19')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('We hold your spot for 14:28');
      expect(screen.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
    });

    it('an open-dated booking has no time line', async () => {
      serve(({ method, path }) => (method === 'GET' && path === BASE ? json(open) : undefined));
      renderCheckout();
      expect(await screen.findByRole('timer')).toHaveTextContent(/We hold your spot for/);
      expect(screen.queryByText('When')).not.toBeInTheDocument();
      expect(screen.getByText('Free cancellation until the voucher is used')).toBeInTheDocument();
    });

    it('once the hold has expired: Pay is disabled and Try again goes back to the deal page', async () => {
      window.sessionStorage.setItem('spur.lastCheckout', JSON.stringify({ url: `/test-checkout/${ID}`, dealId: 'deal-1' }));
      serve(({ method, path }) => (method === 'GET' && path === BASE ? json(timed) : undefined));
      const user = userEvent.setup();
      const { router } = renderCheckout(new Date('2026-11-20T17:31:00.000Z'));
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(where(router)).toBe('/deals/deal-1');
      window.sessionStorage.clear();
    });

    it('Try again without a remembered deal goes to the deals list', async () => {
      serve(({ method, path }) => (method === 'GET' && path === BASE ? json(timed) : undefined));
      const user = userEvent.setup();
      const { router } = renderCheckout(new Date('2026-11-20T17:31:00.000Z'));
      expect(await screen.findByRole('button', { name: 'Pay $49.00' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(where(router)).toBe('/deals');
    });
  });
});
