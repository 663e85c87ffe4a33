import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '../api';
import { renderRoutes } from '../test/render';
import { fakeFetch, json } from '../test/fakeFetch';
import { sampleDeals } from '@spur/demo-data';
import HomePage from './HomePage';

let restore: () => void;
let calls: ReturnType<typeof fakeFetch>['calls'];

beforeEach(() => {
  const fake = fakeFetch(({ method, path, search }) => {
    if (method === 'POST' && path === '/api/contact') return json({ success: true, message: 'Thanks, we will reply soon.' });
    if (method === 'GET' && path === '/api/deals') return json(sampleDeals.map((deal, index) => ({ ...deal, distance_m: search.get('lat') ? 400 + index * 900 : null })));
    return undefined;
  });
  calls = fake.calls;
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
});
afterEach(() => restore());

function renderHome() {
  return renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/deals', element: <p>Deals page</p> },
      { path: '/testimonials', element: <p>Testimonials page</p> },
    ],
    { path: '/' },
  );
}

const where = (router: ReturnType<typeof renderHome>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('HomePage When chips (issue 9)', () => {
  it('Now, Today, Tomorrow, This weekend lead to /deals?when=…', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    const chips = screen.getByRole('navigation', { name: 'When' });
    for (const label of ['Now', 'Today', 'Tomorrow', 'This weekend', 'Any time']) expect(within(chips).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(chips).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('link', { name: 'Now' }));
    await waitFor(() => expect(where(router)).toBe('/deals?when=now'));
  });

  it('This weekend', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(within(screen.getByRole('navigation', { name: 'When' })).getByRole('link', { name: 'This weekend' }));
    await waitFor(() => expect(where(router)).toBe('/deals?when=weekend'));
  });
});

describe('HomePage hero search (SPEC §2 Home)', () => {
  it('Enter with a term goes to /deals?search={encoded trimmed term}', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.type(screen.getByPlaceholderText('Search Here...'), '  sunset paddle {Enter}');
    await waitFor(() => expect(where(router)).toBe('/deals?search=sunset%20paddle'));
  });

  it('the Search button does the same', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.type(screen.getByPlaceholderText('Search Here...'), 'kayak');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/deals?search=kayak'));
  });

  it('is a GET form to /deals sending the term as search (the search without scripts)', () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Search deals' });
    expect(form).toHaveAttribute('action', '/deals');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByPlaceholderText('Search Here...')).toHaveAttribute('name', 'search');
  });

  it('an empty (or blank) term goes to /deals', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.type(screen.getByPlaceholderText('Search Here...'), '   {Enter}');
    await waitFor(() => expect(where(router)).toBe('/deals'));
  });
});

describe('HomePage quick searches and categories', () => {
  it('the five Popular buttons go to /deals?search={term}', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    const quick = within(screen.getByRole('list', { name: 'Popular searches' }));
    const links = quick.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beaches', '/deals?search=Beaches'],
      ['Safaris', '/deals?search=Safaris'],
      ['Tours', '/deals?search=Tours'],
      ['Wellness', '/deals?search=Wellness'],
      ['Entertainment', '/deals?search=Entertainment'],
    ]);
    await user.click(quick.getByRole('link', { name: 'Wellness' }));
    await waitFor(() => expect(where(router)).toBe('/deals?search=Wellness'));
  });

  it.each([
    ['Beaches', 'beach'],
    ['Safaris', 'safari'],
    ['Tours', 'tour'],
    ['Wellness', 'wellness'],
    ['Entertainment', 'entertainment'],
  ])('the %s tile goes to /deals?category=%s', async (name, category) => {
    const user = userEvent.setup();
    const { router } = renderHome();
    const tile = within(screen.getByRole('region', { name: 'Popular Categories' })).getByRole('link', { name });
    expect(tile).toHaveAttribute('href', `/deals?category=${category}`);
    await user.click(tile);
    await waitFor(() => expect(where(router)).toBe(`/deals?category=${category}`));
  });

  it('View All, Browse All Deals and Read Customer Stories', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'Browse All Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'Read Customer Stories' })).toHaveAttribute('href', '/testimonials');
    expect(screen.getByRole('heading', { name: 'Ready to Explore Amazing Deals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '#contact');
  });
});

describe('HomePage "Happening near you" (issue 10)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the top deals by "now near" around Laguna Beach without a position, with their distances', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Happening near you' })).toBeInTheDocument();
    expect(screen.getByText('Starting soon around Laguna Beach. Use Near me on the Deals page to see what is close to you.')).toBeInTheDocument();
    const strip = await screen.findByRole('list', { name: 'Happening near you' });
    expect(within(strip).getAllByRole('article')).toHaveLength(sampleDeals.length);
    expect(within(strip).getByText('0.2 mi')).toBeInTheDocument();
    const call = calls.find((entry) => entry.path === '/api/deals')!;
    expect(call.search.toString()).toBe('lat=33.5427&lng=-117.7854&sort=now_near&limit=4');
    expect(screen.getByRole('link', { name: 'See All Nearby' })).toHaveAttribute('href', '/deals?lat=33.5427&lng=-117.7854');
  });

  it('uses the centre chosen with Near me during the visit', async () => {
    window.sessionStorage.setItem('spur.nearMe.centre', JSON.stringify({ latitude: 33.61, longitude: -117.93 }));
    renderHome();
    expect(screen.getByText('Starting soon and close to you.')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Happening near you' });
    expect(calls.find((entry) => entry.path === '/api/deals')!.search.get('lat')).toBe('33.61');
    expect(screen.getByRole('link', { name: 'See All Nearby' })).toHaveAttribute('href', '/deals?lat=33.61&lng=-117.93');
  });
});

describe('HomePage contact form (lazy)', () => {
  it('sends the message and clears the fields', async () => {
    const user = userEvent.setup();
    renderHome();
    const form = within(await screen.findByRole('form', { name: 'Send us a Message' }));
    expect(screen.getByRole('link', { name: 'support@spurdeals.com' })).toHaveAttribute('href', 'mailto:support@spurdeals.com');
    expect(screen.getByRole('link', { name: '(949) 555-0142' })).toHaveAttribute('href', 'tel:+19495550142');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Jamie');
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'jamie@example.com');
    await user.type(form.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(form.getByRole('textbox', { name: /Message/ }), 'Hi there');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    const sent = calls.filter((call) => call.path === '/api/contact');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ name: 'Jamie', email: 'jamie@example.com', subject: 'Hello', message: 'Hi there' });
  });
});
