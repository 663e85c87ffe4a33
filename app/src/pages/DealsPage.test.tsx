import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { configureApiClient } from '../api';
import { SAMPLE_USERS, type SessionValue } from '../session';
import { renderRoutes } from '../test/render';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import DealsPage from './DealsPage';
import { sampleDeals } from '@spur/demo-data';

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

const dealsRoute =
  (deals = sampleDeals): FakeRoute =>
  ({ method, path }) =>
    method === 'GET' && path === '/api/deals' ? json(deals) : undefined;

beforeEach(() => resetToasts());
afterEach(() => {
  restore?.();
  vi.restoreAllMocks();
});

function renderDeals(path = '/deals', session?: Partial<SessionValue>) {
  return renderRoutes([{ path: '/deals', element: <DealsPage /> }, { path: '*', element: <p>Elsewhere</p> }], {
    path,
    ...(session ? { session } : {}),
  });
}

const where = (router: ReturnType<typeof renderDeals>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const dealsCalls = () => calls.filter((call) => call.path === '/api/deals');

describe('DealsPage list', () => {
  it('shows "Loading deals..." then a card per deal, with the API data', async () => {
    serve(dealsRoute());
    renderDeals();
    expect(screen.getByRole('status')).toHaveTextContent('Loading deals...');
    const grid = await screen.findByRole('list', { name: 'Deals' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'All Deals' })).toBeInTheDocument();
    expect(screen.getByText('Browse all available experiences')).toBeInTheDocument();
    expect(screen.getByText('3 deals')).toBeInTheDocument();
    // Location falls back to the business name; real rating and review count; no invented ones.
    const whales = screen.getByRole('article', { name: 'Dana Point Whale Watching Safari' });
    expect(within(whales).getByText('Dana Point Harbor Tours')).toBeInTheDocument();
    expect(within(whales).getByText('4.3')).toBeInTheDocument();
    expect(within(whales).getByText('(3 reviews)')).toBeInTheDocument();
    const kayak = screen.getByRole('article', { name: 'Sea Kayak Tour to Seal Rock' });
    expect(within(kayak).getByText('New')).toBeInTheDocument();
    expect(within(kayak).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    expect(dealsCalls()[0]?.search.toString()).toBe('');
  });

  it('sends search and category to the API and describes them', async () => {
    serve(dealsRoute());
    renderDeals('/deals?search=sunset&category=beach');
    await screen.findByRole('list', { name: 'Deals' });
    expect(screen.getByText('Search results for "sunset" in beach')).toBeInTheDocument();
    expect(dealsCalls()[0]?.search.get('search')).toBe('sunset');
    expect(dealsCalls()[0]?.search.get('category')).toBe('beach');
    expect(screen.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('sunset');
  });

  it('does not send an unknown category: it says so and shows every category', async () => {
    serve(dealsRoute());
    renderDeals('/deals?category=skydiving');
    await screen.findByRole('list', { name: 'Deals' });
    expect(dealsCalls()[0]?.search.has('category')).toBe(false);
    expect(screen.getByText(/"skydiving" is not a category we know/)).toBeInTheDocument();
    expect(screen.getByText('Browse all available experiences')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });
});

describe('DealsPage search and filters', () => {
  it('a search sets only the search parameter (the category is dropped)', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?category=beach');
    await screen.findByRole('list', { name: 'Deals' });
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), ' surf lesson {Enter}');
    await waitFor(() => expect(where(router)).toBe('/deals?search=surf%20lesson'));
    await waitFor(() => expect(screen.getByText('Search results for "surf lesson"')).toBeInTheDocument());
    expect(dealsCalls().at(-1)?.search.get('search')).toBe('surf lesson');
  });

  it('the Search button searches too; an empty search shows every deal', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=kayak');
    await screen.findByRole('list', { name: 'Deals' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search deals' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
  });

  it('the clear (x) button drops the search and keeps the category', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=kayak&category=safari');
    await screen.findByRole('list', { name: 'Deals' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(where(router)).toBe('/deals?category=safari'));
    expect(screen.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
  });

  it('Clear All Filters goes back to every deal, and the box follows the URL', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=kayak&category=safari');
    await screen.findByRole('list', { name: 'Deals' });
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
    expect(screen.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
  });
});

describe('DealsPage states', () => {
  it('filtered and empty: "No deals found for your search." with Show All Deals', async () => {
    serve(dealsRoute([]));
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=snowboarding');
    expect(await screen.findByRole('heading', { name: 'No deals found for your search.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Deals' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
    expect(await screen.findByRole('heading', { name: 'No deals available right now.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Deals' })).not.toBeInTheDocument();
  });

  it('a server error: "Failed to fetch deals: 500 Internal Server Error" and Retry reloads the page', async () => {
    serve(({ path }) => (path === '/api/deals' ? json({ message: 'Boom' }, 500, 'Internal Server Error') : undefined));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const user = userEvent.setup();
    renderDeals();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch deals: 500 Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an answer that is not a list: "Invalid data format received from server"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(({ path }) => (path === '/api/deals' ? json({ deals: [] }) : undefined));
    renderDeals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format received from server');
  });
});

const CHECKOUT_PATH = '/api/payment/create-checkout-session';
const checkoutRequest = () => calls.find((call) => call.path === CHECKOUT_PATH);

/** Serves the deals; the checkout request gets `checkout` (by default a 500: these tests look at the request). */
function serveBooking(checkout: () => Response | Promise<Response> = () => json({ message: 'Boom' }, 500, 'Internal Server Error')) {
  serve((call) => {
    if (call.path === '/api/deals') return json(sampleDeals);
    if (call.path === CHECKOUT_PATH) return checkout();
    return undefined;
  });
}

/** Opens /deals and presses Book Now on the deal titled `title`; returns its card. */
async function bookNow(title: string, session?: Partial<SessionValue>) {
  const user = userEvent.setup();
  renderDeals('/deals', session);
  const card = await screen.findByRole('article', { name: title });
  await user.click(within(card).getByRole('button', { name: 'Book Now' }));
  return card;
}

describe('DealsPage Book Now', () => {
  it('a guest: the checkout request carries the amount in cents and guestInfo; the card is busy', async () => {
    let answer!: (response: Response) => void;
    serveBooking(() => new Promise<Response>((resolve) => (answer = resolve)));
    const card = await bookNow('Sunset Stand-Up Paddleboard Session', { status: 'guest' });
    const busy = await within(card).findByRole('button', { name: /Processing/ });
    expect(busy).toBeDisabled();
    expect(checkoutRequest()?.body).toEqual({
      dealId: '5eedde00-0000-4000-8000-000000000001',
      name: 'Sunset Stand-Up Paddleboard Session',
      amount: 5900,
      quantity: 1,
      guestInfo: { email: '', name: 'Guest' },
    });
    // Only that card is busy.
    const other = screen.getByRole('article', { name: 'Dana Point Whale Watching Safari' });
    expect(within(other).getByRole('button', { name: 'Book Now' })).toBeEnabled();
    answer(json({ message: 'Boom' }, 500, 'Internal Server Error'));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Book Now' })).toBeEnabled());
  });

  it('signed in: no guestInfo', async () => {
    serveBooking();
    await bookNow('Sunset Stand-Up Paddleboard Session', { user: SAMPLE_USERS.regular });
    await waitFor(() => expect(checkoutRequest()).toBeDefined());
    expect(checkoutRequest()?.body).not.toHaveProperty('guestInfo');
  });

  it('a failure shows "Payment Error: Failed to create payment session. Please try again."', async () => {
    serveBooking();
    await bookNow('Sunset Stand-Up Paddleboard Session');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Payment Error',
        description: 'Failed to create payment session. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('FareHarbor deals log their vendor (only logged)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    serveBooking();
    await bookNow('Dana Point Whale Watching Safari');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('danapointwhales'));
  });
});
