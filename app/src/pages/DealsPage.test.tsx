import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { configureApiClient } from '../api';
import { SAMPLE_USERS, type AuthValue } from '../auth';
import { renderRoutes } from '../test/render';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import DealsPage from './DealsPage';
import { MESSAGES, type Deal } from '@spur/contract';
import { forgetKeptDealPages } from './deals/useDealPages';
import { SAMPLE_NOW, sampleDeals, sampleSession, sampleSessionDeal, sampleSessions } from '@spur/demo-data';

let restore: (() => void) | undefined;
let calls: ReturnType<typeof fakeFetch>['calls'];

function serve(route: FakeRoute) {
  const fake = fakeFetch(route);
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

const PAGE_PATH = '/api/deals/page';
/** Every deal as one page of GET /api/deals/page. */
const page = (deals: readonly Deal[]) => json({ deals, next_cursor: null, total: deals.length, total_capped: false });

const dealsRoute =
  (deals = sampleDeals): FakeRoute =>
  ({ method, path }) =>
    method === 'GET' && path === PAGE_PATH ? page(deals) : undefined;

beforeEach(() => resetToasts());
afterEach(() => {
  restore?.();
  vi.restoreAllMocks();
  forgetKeptDealPages();
});

function renderDeals(path = '/deals', auth?: Partial<AuthValue>, now?: Date) {
  return renderRoutes(
    [
      { path: '/deals', element: <DealsPage /> },
      { path: '/deals/:id', element: <p>Deal page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path, ...(auth ? { auth } : {}), ...(now ? { now } : {}) },
  );
}

const where = (router: ReturnType<typeof renderDeals>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const dealsCalls = () => calls.filter((call) => call.path === PAGE_PATH);

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
    expect(screen.getByRole('link', { name: 'Clear All Filters' })).toBeInTheDocument();
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
    await user.click(screen.getByRole('link', { name: 'Clear All Filters' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
    expect(screen.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Clear All Filters' })).not.toBeInTheDocument();
  });

  it('is a GET form to /deals that keeps the time, the place and the view (the search without scripts)', async () => {
    serve(dealsRoute());
    renderDeals('/deals?search=kayak&category=safari&when=today&lat=33.6&lng=-117.9&radius_km=10');
    await screen.findByRole('list', { name: 'Deals' });
    const form = screen.getByRole('search', { name: 'Search deals' });
    expect(form).toHaveAttribute('action', '/deals');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveFormValues({ search: 'kayak', when: 'today', lat: '33.6', lng: '-117.9', radius_km: '10' });
    expect(form).not.toHaveFormValues({ category: 'safari' });
  });
});

describe('DealsPage states', () => {
  it('filtered and empty: "No deals found for your search." with Show All Deals', async () => {
    serve(dealsRoute([]));
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=snowboarding');
    expect(await screen.findByRole('heading', { name: 'No deals found for your search.' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show All Deals' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
    expect(await screen.findByRole('heading', { name: 'No deals available right now.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Deals' })).not.toBeInTheDocument();
  });

  it('a server error: "Failed to fetch deals: 500 Internal Server Error" and Retry reloads the page', async () => {
    serve(({ path }) => (path === PAGE_PATH ? json({ message: 'Boom' }, 500, 'Internal Server Error') : undefined));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: window.location.pathname, reload } as Location);
    const user = userEvent.setup();
    renderDeals();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch deals: 500 Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an answer that is not a page: "Invalid data format received from server"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(({ path }) => (path === PAGE_PATH ? json([]) : undefined));
    renderDeals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format received from server');
  });
});

const CHECKOUT_PATH = '/api/payment/create-checkout-session';
const checkoutRequest = () => calls.find((call) => call.path === CHECKOUT_PATH);

/** Serves the deals; the checkout request gets `checkout` (by default a 500: these tests look at the request). */
function serveBooking(checkout: () => Response | Promise<Response> = () => json({ message: 'Boom' }, 500, 'Internal Server Error')) {
  serve((call) => {
    if (call.path === PAGE_PATH) return page(sampleDeals);
    if (call.path === CHECKOUT_PATH) return checkout();
    return undefined;
  });
}

/** Opens /deals and presses Book Now on the deal titled `title`; returns its card. */
async function bookNow(title: string, auth?: Partial<AuthValue>) {
  const user = userEvent.setup();
  renderDeals('/deals', auth);
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

// ─── Issue 9: times, the When chips, Book Now with sessions ─────────────────────────────────

const oneTime = {
  ...sampleSessionDeal,
  id: '5eedde00-0000-4000-8000-0000000000aa',
  title: 'Tide Pool Walk',
  price_drop: null,
  next_session: sampleSession(330, { id: '5e551011-0000-4000-8000-0000000000aa', slots_left: 6 }),
  more_sessions: 0,
};
const soldOutTime = {
  ...sampleSessionDeal,
  id: '5eedde00-0000-4000-8000-0000000000bb',
  title: 'Full Moon Paddle',
  next_session: sampleSession(390, { slots_left: 0 }),
  more_sessions: 0,
};
const openDated = { ...sampleDeals[0]!, id: '5eedde00-0000-4000-8000-0000000000cc', title: 'Wine Tasting Pass', expires_at: '2026-12-31T20:00:00.000Z' };
const timedDeals = [sampleSessionDeal, oneTime, soldOutTime, openDated];

/** The checkout request never answers by default: these tests look at the request, not the redirect. */
function serveTimed(checkout: () => Response | Promise<Response> = () => new Promise<Response>(() => {})) {
  serve((call) => {
    if (call.path === PAGE_PATH) return page(timedDeals);
    if (call.path === `/api/deals/${sampleSessionDeal.id}/sessions`) return json(sampleSessions);
    if (call.path === CHECKOUT_PATH) return checkout();
    return undefined;
  });
}

describe('DealsPage When chips (issue 9)', () => {
  it('show Now, Today, Tomorrow, This weekend and Any time; a chip sets ?when= and keeps search and category', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?search=kayak&category=beach');
    await screen.findByRole('list', { name: 'Deals' });
    const chips = screen.getByRole('navigation', { name: 'When' });
    for (const label of ['Now', 'Today', 'Tomorrow', 'This weekend', 'Any time']) expect(within(chips).getByRole('link', { name: label })).toBeInTheDocument();
    await user.click(within(chips).getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(where(router)).toBe('/deals?search=kayak&category=beach&when=today'));
    await waitFor(() => expect(screen.getByText('Search results for "kayak" in beach · Today')).toBeInTheDocument());
    expect(dealsCalls().at(-1)?.search.get('when')).toBe('today');
  });

  it('alone, the subtitle says the window; Any time drops it; a search keeps it', async () => {
    serve(dealsRoute());
    const user = userEvent.setup();
    const { router } = renderDeals('/deals?when=now');
    await screen.findByRole('list', { name: 'Deals' });
    expect(screen.getByText('Starting in the next 3 hours')).toBeInTheDocument();
    expect(dealsCalls()[0]?.search.get('when')).toBe('now');
    expect(screen.getByRole('link', { name: 'Clear All Filters' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'surf{Enter}');
    await waitFor(() => expect(where(router)).toBe('/deals?search=surf&when=now'));
    await user.click(screen.getByRole('link', { name: 'Any time' }));
    await waitFor(() => expect(where(router)).toBe('/deals?search=surf'));
  });

  it('category and a time: "Beach activities · This weekend"', async () => {
    serve(dealsRoute());
    renderDeals('/deals?category=beach&when=weekend');
    expect(await screen.findByText('Beach activities · This weekend')).toBeInTheDocument();
  });
});

describe('DealsPage cards with times (issue 9)', () => {
  it('the next time, +N more, last spots, the price now with its drop, sold out, open-dated until a date; titles link to the deal page', async () => {
    serveTimed();
    const user = userEvent.setup();
    const { router } = renderDeals('/deals', undefined, SAMPLE_NOW);
    const paddle = await screen.findByRole('article', { name: sampleSessionDeal.title });
    expect(within(paddle).getByText('Starts in 40 min')).toBeInTheDocument();
    expect(within(paddle).getByText(/\+3 more times/)).toBeInTheDocument();
    expect(within(paddle).getByText(/Last 2 spots/)).toBeInTheDocument();
    expect(within(paddle).getByText('$47.55')).toBeInTheDocument();
    expect(within(paddle).getByText(/^Price drops to \$45 by 12:25 PM/)).toBeInTheDocument();
    const tide = screen.getByRole('article', { name: 'Tide Pool Walk' });
    expect(within(tide).getByText(/^Today 5:30 PM/)).toBeInTheDocument();
    const moon = screen.getByRole('article', { name: 'Full Moon Paddle' });
    expect(within(moon).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    const wine = screen.getByRole('article', { name: 'Wine Tasting Pass' });
    expect(within(wine).getByText('Any time until Dec 31')).toBeInTheDocument();
    await user.click(within(paddle).getByRole('link', { name: sampleSessionDeal.title }));
    await waitFor(() => expect(where(router)).toBe(`/deals/${sampleSessionDeal.id}`));
  });

  it('Book Now on a one-time deal goes straight to checkout with that session and the amount now', async () => {
    serveTimed();
    const user = userEvent.setup();
    renderDeals('/deals', { user: SAMPLE_USERS.regular }, SAMPLE_NOW);
    const tide = await screen.findByRole('article', { name: 'Tide Pool Walk' });
    await user.click(within(tide).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(checkoutRequest()).toBeDefined());
    expect(checkoutRequest()?.body).toEqual({
      dealId: oneTime.id,
      name: 'Tide Pool Walk',
      amount: 5900,
      quantity: 1,
      sessionId: oneTime.next_session.id,
    });
  });

  it('Book Now on a deal with several times opens the time picker; a chosen time goes to checkout at its price now', async () => {
    serveTimed();
    const user = userEvent.setup();
    renderDeals('/deals', { user: SAMPLE_USERS.regular }, SAMPLE_NOW);
    const paddle = await screen.findByRole('article', { name: sampleSessionDeal.title });
    await user.click(within(paddle).getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: `Choose a time: ${sampleSessionDeal.title}` });
    expect(within(dialog).getByText('Book Now holds your spot for 30 minutes while you pay.')).toBeInTheDocument();
    const picker = await within(dialog).findByRole('radiogroup', { name: 'Choose a time' });
    expect(within(picker).getByRole('radio', { name: 'Today, 6:30 PM, Sold out' })).toBeDisabled();
    expect(within(picker).getByRole('radio', { name: 'Today, 12:10 PM, Booking closed' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await user.click(within(picker).getByRole('radio', { name: 'Today, 12:40 PM, 2 spots left, $47.55' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(checkoutRequest()).toBeDefined());
    expect(checkoutRequest()?.body).toEqual({
      dealId: sampleSessionDeal.id,
      name: sampleSessionDeal.title,
      amount: 4755,
      quantity: 1,
      sessionId: sampleSessions[1]!.id,
    });
  });

  it('a 409 (booking closed) shows the server’s message as a toast', async () => {
    serveTimed(() => json({ message: MESSAGES.sessionCutOff }, 409, 'Conflict'));
    const user = userEvent.setup();
    renderDeals('/deals', undefined, SAMPLE_NOW);
    const tide = await screen.findByRole('article', { name: 'Tide Pool Walk' });
    await user.click(within(tide).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Payment Error', description: MESSAGES.sessionCutOff, variant: 'destructive' }));
  });
});

describe('DealsPage near me (issue 10)', () => {
  const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;
  function geolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => answer(ok, fail!));
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('asks for the position only when Near me is pressed, then shows distances from it in the order "now near me"', async () => {
    const ask = geolocation((ok) => ok(position(33.560712, -117.800444)));
    serve(({ method, path, search }) =>
      method === 'GET' && path === PAGE_PATH
        ? page(sampleDeals.map((deal, index) => ({ ...deal, distance_m: search.get('lat') ? 600 + index * 1800 : null })))
        : undefined,
    );
    const { router } = renderDeals();
    await screen.findByRole('list', { name: 'Deals' });
    expect(ask).not.toHaveBeenCalled();
    expect(screen.getByText('Shows how far each deal is and what starts near you. Your position is only used in this browser.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(where(router)).toBe('/deals?lat=33.5607&lng=-117.8004'));
    expect(ask).toHaveBeenCalledOnce();
    expect(await screen.findByText('Distances from your position')).toBeInTheDocument();
    expect(await screen.findByText('0.4 mi')).toBeInTheDocument();
    expect(screen.getByText('1.5 mi')).toBeInTheDocument();
    expect(dealsCalls().at(-1)?.search.toString()).toBe('lat=33.5607&lng=-117.8004');
    expect(within(screen.getByRole('navigation', { name: 'Sort' })).getByRole('link', { name: 'Now near me' })).toHaveAttribute('aria-current', 'page');

    // The order and the radius go in the URL (and to the API); the radius is in miles here.
    await userEvent.click(screen.getByRole('link', { name: 'Nearest' }));
    await waitFor(() => expect(where(router)).toBe('/deals?lat=33.5607&lng=-117.8004&sort=distance'));
    await userEvent.click(screen.getByRole('link', { name: '3 mi' }));
    await waitFor(() => expect(where(router)).toBe('/deals?lat=33.5607&lng=-117.8004&radius_km=4.828&sort=distance'));
    await waitFor(() => expect(dealsCalls().at(-1)?.search.get('radius_km')).toBe('4.828'));

    // Remembered for the visit; stopping forgets it.
    expect(JSON.parse(window.sessionStorage.getItem('spur.nearMe.centre')!)).toEqual({ latitude: 33.5607, longitude: -117.8004 });
    await userEvent.click(screen.getByRole('button', { name: 'Stop using my position' }));
    await waitFor(() => expect(where(router)).toBe('/deals'));
    expect(window.sessionStorage.getItem('spur.nearMe.centre')).toBeNull();
    expect(screen.getByRole('button', { name: 'Near me' })).toBeInTheDocument();
  });

  it('denied: says so and measures from Laguna Beach, never blocking the list', async () => {
    geolocation((_, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    serve(dealsRoute());
    const { router } = renderDeals();
    await screen.findByRole('list', { name: 'Deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('Location sharing is off for this site, so distances are from Laguna Beach.')).toBeInTheDocument();
    expect(screen.getByText('Distances from Laguna Beach')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/deals?lat=33.5427&lng=-117.7854'));
    expect(screen.getByRole('list', { name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a link with a place shows it without asking; a centre remembered for the visit applies to a link without one', async () => {
    const ask = geolocation(() => {});
    serve(dealsRoute());
    const shared = renderDeals('/deals?lat=33.6&lng=-117.9&radius_km=10&sort=soonest');
    await screen.findByRole('list', { name: 'Deals' });
    expect(ask).not.toHaveBeenCalled();
    expect(within(screen.getByRole('navigation', { name: 'Within' })).getByRole('link', { name: '10 km' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Sort' })).getByRole('link', { name: 'Soonest' })).toHaveAttribute('aria-current', 'page');
    expect(dealsCalls()[0]?.search.toString()).toBe('lat=33.6&lng=-117.9&radius_km=10&sort=soonest');
    shared.unmount();

    window.sessionStorage.setItem('spur.nearMe.centre', JSON.stringify({ latitude: 33.5, longitude: -117.7 }));
    const { router } = renderDeals('/deals?when=today');
    await waitFor(() => expect(where(router)).toBe('/deals?when=today&lat=33.5&lng=-117.7'));
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('DealsPage a page at a time', () => {
  /** Two pages: the first two sample deals (cursor "c1"), then the third; `more` answers the second. */
  function servePaged(more: () => Response | Promise<Response> = () => json({ deals: sampleDeals.slice(2), next_cursor: null, total: 3, total_capped: false })) {
    serve(({ method, path, search }) => {
      if (method !== 'GET' || path !== PAGE_PATH) return undefined;
      return search.get('cursor') === 'c1' ? more() : json({ deals: sampleDeals.slice(0, 2), next_cursor: 'c1', total: 3, total_capped: false });
    });
  }

  it('says how many deals match, and Show more loads the next page with the same query; the first new card takes the focus', async () => {
    let answer: (response: Response) => void = () => {};
    servePaged(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderDeals('/deals?search=sea');
    const grid = await screen.findByRole('list', { name: 'Deals' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('3 deals')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 deals')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    const busy = screen.getByRole('link', { name: /Loading more deals/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(dealsCalls().at(-1)?.search.get('cursor')).toBe('c1');
    expect(dealsCalls().at(-1)?.search.get('search')).toBe('sea');
    answer(json({ deals: sampleDeals.slice(2), next_cursor: null, total: 3, total_capped: false }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('Showing 3 of 3 deals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const third = within(grid).getAllByRole('article')[2]!;
    expect(within(third).getByRole('link', { name: sampleDeals[2]!.title })).toHaveFocus();
  });

  it('a failed Show more says so and keeps the cards; pressing it again loads the page', async () => {
    let fail = true;
    servePaged(() => (fail ? json({ message: 'Boom' }, 500, 'Internal Server Error') : json({ deals: sampleDeals.slice(2), next_cursor: null, total: 3, total_capped: false })));
    const user = userEvent.setup();
    renderDeals();
    const grid = await screen.findByRole('list', { name: 'Deals' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load more deals (Failed to fetch deals: 500 Internal Server Error). Please try again.',
    );
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveFocus();
    fail = false;
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('back from a deal: the cards loaded come back without asking the API again, and the page scrolls to where it was', async () => {
    servePaged();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderDeals();
    await screen.findByRole('list', { name: 'Deals' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const asked = dealsCalls().length;
    await user.click(screen.getByRole('link', { name: sampleDeals[2]!.title }));
    expect(await screen.findByText('Deal page')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(dealsCalls()).toHaveLength(asked);
    expect(screen.getByText('Showing 3 of 3 deals')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1234);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('Show more is a link to the next page of the same view (the server renders it without scripts)', async () => {
    servePaged();
    renderDeals('/deals?search=sea&when=today');
    await screen.findByRole('list', { name: 'Deals' });
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/deals?search=sea&when=today&cursor=c1');
  });

  it('a URL with a cursor starts the list there and says these are more deals', async () => {
    servePaged();
    renderDeals('/deals?search=sea&cursor=c1');
    const grid = await screen.findByRole('list', { name: 'Deals' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: sampleDeals[2]!.title })).toBeInTheDocument();
    expect(dealsCalls()[0]?.search.get('cursor')).toBe('c1');
    expect(dealsCalls()[0]?.search.get('search')).toBe('sea');
    expect(screen.getByText('Showing 1 more of 3 deals')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('more matches than the API counts: "1000+ deals"', async () => {
    serve(({ path }) => (path === PAGE_PATH ? json({ deals: sampleDeals, next_cursor: 'c1', total: 1000, total_capped: true }) : undefined));
    renderDeals();
    expect(await screen.findByText('1000+ deals')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 1000+ deals')).toBeInTheDocument();
  });

  it('a new visit of /deals (not back) starts again from the first page', async () => {
    servePaged();
    const user = userEvent.setup();
    const { router } = renderDeals();
    await screen.findByRole('list', { name: 'Deals' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await router.navigate('/elsewhere');
    await router.navigate('/deals');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(dealsCalls().at(-1)?.search.has('cursor')).toBe(false);
  });
});
