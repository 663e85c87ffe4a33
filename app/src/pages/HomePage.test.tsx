import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '../api';
import { renderRoutes } from '../test/render';
import { fakeFetch, json } from '../test/fakeFetch';
import HomePage from './HomePage';

let restore: () => void;
let calls: ReturnType<typeof fakeFetch>['calls'];

beforeEach(() => {
  const fake = fakeFetch(({ method, path }) =>
    method === 'POST' && path === '/api/contact' ? json({ success: true, message: 'Thanks, we will reply soon.' }) : undefined,
  );
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
    const chips = screen.getByRole('group', { name: 'When' });
    for (const label of ['Now', 'Today', 'Tomorrow', 'This weekend', 'Any time']) expect(within(chips).getByRole('button', { name: label })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Now' }));
    await waitFor(() => expect(where(router)).toBe('/deals?when=now'));
  });

  it('This weekend', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(within(screen.getByRole('group', { name: 'When' })).getByRole('button', { name: 'This weekend' }));
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
    await user.click(screen.getByRole('button', { name }));
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
    expect(calls.filter((call) => call.path === '/api/contact')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ name: 'Jamie', email: 'jamie@example.com', subject: 'Hello', message: 'Hi there' });
  });
});
