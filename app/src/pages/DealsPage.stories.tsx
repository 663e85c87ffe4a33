import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { LiveEvent, Session } from '@spur/contract';
import { DEAL_IDS } from '@spur/demo-data';
import type { Locale } from '@spur/i18n';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  checkoutFailureHandler,
  checkoutPendingHandler,
  dealsEmptyHandler,
  dealsInvalidDataHandler,
  dealsLoadingHandler,
  dealsMoreLoadingHandler,
  dealsMoreServerErrorHandler,
  dealsServerErrorHandler,
} from '@spur/mocks/handlers';
import { LiveSourceProvider, manualLiveSource } from '../live';
import DealsPage from './DealsPage';

const meta = {
  title: 'Pages/Deals',
  component: DealsPage,
  parameters: { layout: 'fullscreen', page: { url: '/deals' } },
} satisfies Meta<typeof DealsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the grid, returns its cards. */
async function cards(canvasElement: HTMLElement) {
  const grid = await within(canvasElement).findByRole('list', { name: 'Deals' }, { timeout: 5000 });
  return within(grid).getAllByRole('article');
}

const subtitle = (canvasElement: HTMLElement, text: string) => expect(within(canvasElement).getByText(text, { selector: 'p' })).toBeVisible();

/** The first page of the seed's 26 deals (24, so 6 rows of 4) and Show more, and Near me before it is pressed: the screenshot is tall on purpose, with every card loaded. */
export const AllDeals: Story = {
  parameters: { testRunner: { viewport: { width: 1280, height: 3600 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Deals' })).toBeVisible();
    await subtitle(canvasElement, 'Browse all available experiences');
    await expect((await cards(canvasElement)).length).toBe(24);
    await expect(canvas.getByText('26 deals')).toBeVisible();
    await expect(canvas.getByText('Showing 24 of 26 deals')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', expect.stringMatching(/^\/deals\?cursor=/));
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    // Sold-out deals cannot be booked.
    const soldOut = canvas.getByRole('article', { name: 'Sea Kayak Tour to Seal Rock' });
    await expect(within(soldOut).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    // Near me, before it is pressed: what it does and that the position stays in the browser.
    await expect(canvas.getByRole('button', { name: 'Near me' })).toBeVisible();
    await expect(canvas.getByText('Shows how far each deal is and what starts near you. Your position is only used in this browser.')).toBeVisible();
  },
};

/** All Deals in `locale`, every card of the first page loaded: the filters, counts and card labels in long Spanish words or Chinese (the deals' own titles stay as their businesses wrote them). */
const inLanguage = (locale: Locale, text: { heading: string; subtitle: string; list: string; count: string; showing: string; book: string }): Story => ({
  parameters: { testRunner: { viewport: { width: 1280, height: 3600 } } },
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    const grid = await canvas.findByRole('list', { name: text.list }, { timeout: 5000 });
    await expect(within(grid).getAllByRole('article')).toHaveLength(24);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.queryByText('All Deals')).not.toBeInTheDocument();
    await subtitle(canvasElement, text.subtitle);
    await expect(canvas.getByText(text.count)).toBeVisible();
    await expect(canvas.getByText(text.showing)).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Sea Kayak Tour to Seal Rock' })).getByRole('button', { name: text.book })).toBeDisabled();
  },
});

export const Spanish: Story = inLanguage('es', {
  heading: 'Todas las ofertas',
  subtitle: 'Explore todas las experiencias disponibles',
  list: 'Ofertas',
  count: '26 ofertas',
  showing: 'Mostrando 24 de 26 ofertas',
  book: 'Reservar ahora',
});

export const Chinese: Story = inLanguage('zh-Hans', {
  heading: '全部优惠',
  subtitle: '浏览所有可预订的体验',
  list: '优惠',
  count: '26个优惠',
  showing: '显示 26 个优惠中的 24 个',
  book: '立即预订',
});

/** Show more pressed: the last two deals join the list, the first of them has the focus, and the button is gone. */
export const ShowMore: Story = {
  parameters: { testRunner: { viewport: { width: 1280, height: 3800 } } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(within(canvasElement).getByRole('main'));
    await userEvent.click(canvas.getByRole('link', { name: 'Show more' }));
    await waitFor(async () => expect((await cards(canvasElement)).length).toBe(26));
    await expect(canvas.getByText('Showing 26 of 26 deals')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    const grid = canvas.getByRole('list', { name: 'Deals' });
    await expect(within(within(grid).getAllByRole('article')[24]!).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Show more while the next page loads: the link is busy and says so. */
export const ShowMoreLoading: Story = {
  parameters: { msw: { handlers: [dealsMoreLoadingHandler] } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(within(canvasElement).getByRole('main'));
    await userEvent.click(canvas.getByRole('link', { name: 'Show more' }));
    const busy = await canvas.findByRole('link', { name: /Loading more deals/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Show more failed: the cards stay, the reason shows above the link, which tries again. */
export const ShowMoreError: Story = {
  parameters: { msw: { handlers: [dealsMoreServerErrorHandler] } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(within(canvasElement).getByRole('main'));
    await userEvent.click(canvas.getByRole('link', { name: 'Show more' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load more deals (Failed to fetch deals: 500 Internal Server Error). Please try again.');
    await expect((await cards(canvasElement)).length).toBe(24);
    await expect(canvas.getByRole('link', { name: 'Show more' })).not.toHaveAttribute('aria-disabled');
  },
};

export const SearchResults: Story = {
  parameters: { page: { url: '/deals?search=beach' } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(0);
    await subtitle(canvasElement, 'Search results for "beach"');
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search deals' })).toHaveValue('beach');
    await expect(within(canvasElement).getByRole('link', { name: 'Clear All Filters' })).toBeVisible();
  },
};

export const CategoryOnly: Story = {
  parameters: { page: { url: '/deals?category=safari' } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBe(5);
    await subtitle(canvasElement, 'Safari activities');
    await expect(within(canvasElement).getByRole('link', { name: 'Clear All Filters' })).toBeVisible();
  },
};

export const SearchAndCategory: Story = {
  parameters: { page: { url: '/deals?search=sunset&category=tour' } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(0);
    await subtitle(canvasElement, 'Search results for "sunset" in tour');
  },
};

/** A category that does not exist is not applied: the page says so and shows every category. */
export const UnknownCategory: Story = {
  parameters: { page: { url: '/deals?category=skydiving' }, testRunner: { viewport: { width: 1280, height: 3600 } } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBe(24);
    await expect(within(canvasElement).getByText('26 deals')).toBeVisible();
    await subtitle(canvasElement, 'Browse all available experiences');
    await expect(within(canvasElement).getByText(/"skydiving" is not a category we know/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Clear All Filters' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [dealsLoadingHandler] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading deals...');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [dealsServerErrorHandler] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch deals: 500 Internal Server Error');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const InvalidData: Story = {
  parameters: { msw: { handlers: [dealsInvalidDataHandler] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid data format received from server');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [dealsEmptyHandler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(await canvas.findByRole('heading', { name: 'No deals available right now.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show All Deals' })).not.toBeInTheDocument();
  },
};

export const FilteredEmpty: Story = {
  parameters: { page: { url: '/deals?search=snowboarding' } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(await canvas.findByRole('heading', { name: 'No deals found for your search.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show All Deals' })).toBeVisible();
    await subtitle(canvasElement, 'Search results for "snowboarding"');
  },
};

/** Book Now while the checkout is being opened: that card is busy. */
/** The seed's open-dated wellness deal, once the cards are there. */
async function openDatedCard(canvasElement: HTMLElement): Promise<HTMLElement> {
  await cards(canvasElement);
  return within(canvasElement).getByRole('article', { name: 'Sea Salt Scrub & Massage, 80 Minutes' });
}

export const Booking: Story = {
  parameters: { page: { url: '/deals?category=wellness' }, msw: { handlers: [checkoutPendingHandler] } },
  play: async ({ canvasElement }) => {
    // An open-dated deal: Book Now goes straight to checkout (deals with several times open the picker).
    const first = await openDatedCard(canvasElement);
    await userEvent.click(within(first).getByRole('button', { name: 'Book Now' }));
    const busy = await within(first).findByRole('button', { name: /Processing\.\.\./ });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The checkout could not be opened: "Payment Error", and Book Now works again. */
export const BookingError: Story = {
  parameters: { page: { url: '/deals?category=wellness' }, msw: { handlers: [checkoutFailureHandler] } },
  play: async ({ canvasElement }) => {
    const first = await openDatedCard(canvasElement);
    await userEvent.click(within(first).getByRole('button', { name: 'Book Now' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Payment Error')).toBeVisible();
    await expect(body.getByText('Failed to create payment session. Please try again.')).toBeVisible();
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Book Now' })).toBeEnabled());
  },
};

// ─── Issue 9: the When chips and the time picker ───────────────────────────────────────────

/** When = Now: what starts in the next three hours (at the story clock), soonest first. */
export const WhenNow: Story = {
  parameters: { page: { url: '/deals?when=now' }, testRunner: { viewport: { width: 1280, height: 2400 } } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(0);
    await subtitle(canvasElement, 'Starting in the next 3 hours');
    const chips = within(within(canvasElement).getByRole('navigation', { name: 'When' }));
    await expect(chips.getByRole('link', { name: 'Now' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A category and a time: the subtitle says both. */
export const CategoryAndWhen: Story = {
  parameters: { page: { url: '/deals?category=beach&when=today' }, testRunner: { viewport: { width: 1280, height: 2400 } } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).length).toBeGreaterThan(0);
    await subtitle(canvasElement, 'Beach activities · Today');
  },
};

/** Book Now on a deal with several times: the time picker dialog. */
export const TimePickerDialog: Story = {
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const card = within(canvasElement).getByRole('article', { name: 'Sunset Stand-Up Paddleboard Session' });
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose a time: Sunset Stand-Up Paddleboard Session' }));
    await expect(await dialog.findByRole('radiogroup', { name: 'Choose a time' })).toBeVisible();
    await expect(dialog.getByText('Book Now holds your spot for 30 minutes while you pay.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** Replaces the browser's geolocation for one story (Storybook cannot answer its prompt). */
function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail) },
  });
  window.sessionStorage.removeItem('spur.nearMe.centre');
  return () => {
    if (original) Object.defineProperty(window.navigator, 'geolocation', original);
    else delete (window.navigator as { geolocation?: Geolocation }).geolocation;
    window.sessionStorage.removeItem('spur.nearMe.centre');
  };
}

/** The visitor at Heisler Park: distances on every card, "now near me" first, the order and radius chips. */
export const NearMe: Story = {
  beforeEach: () => stubGeolocation((ok) => ok({ coords: { latitude: 33.5446, longitude: -117.7889 } } as GeolocationPosition)),
  parameters: { testRunner: { viewport: { width: 1280, height: 2400 } } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Near me' }));
    await expect(await canvas.findByText('Distances from your position')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/^\d+(\.\d)? mi$/).length).toBeGreaterThan(5));
    await expect(within(canvas.getByRole('navigation', { name: 'Sort' })).getByRole('link', { name: 'Now near me' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Location sharing refused: the list stays, measured from Laguna Beach, with a way to try again. */
export const NearMeDenied: Story = {
  beforeEach: () => stubGeolocation((_, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Near me' }));
    await expect(await canvas.findByText('Location sharing is off for this site, so distances are from Laguna Beach.')).toBeVisible();
    await expect(canvas.getByText('Distances from Laguna Beach')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A shared link: within 3 miles of Main Beach, nearest first. */
export const NearMeRadius: Story = {
  parameters: { page: { url: '/deals?lat=33.5422&lng=-117.7851&radius_km=4.828&sort=distance' } },
  play: async ({ canvasElement }) => {
    const found = await cards(canvasElement);
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('navigation', { name: 'Within' })).getByRole('link', { name: '3 mi' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('navigation', { name: 'Sort' })).getByRole('link', { name: 'Nearest' })).toHaveAttribute('aria-current', 'page');
    await expect(found.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Clear All Filters' })).toBeVisible();
  },
};

// ---- live availability (issue 10): events delivered by hand, as GET /api/deals/events would ----

const live = manualLiveSource();
const withLive: Decorator = (Story) => (
  <LiveSourceProvider source={live}>
    <Story />
  </LiveSourceProvider>
);
const dealSlots = (dealId: string, slotsLeft: number, change: number): LiveEvent => ({
  type: 'slots',
  deal_id: dealId,
  session_id: null,
  slots_left: slotsLeft,
  change,
  starts_at: null,
  cutoff_minutes: null,
});

/** A booking elsewhere: one card's count ticks down in place, another sells out; nothing moves. */
export const LiveUpdate: Story = {
  parameters: { page: { url: '/deals?category=safari' } },
  decorators: [withLive],
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(canvasElement);
    const jeep = within(canvas.getByRole('article', { name: 'Anza-Borrego Desert Jeep Safari' }));
    const whales = within(canvas.getByRole('article', { name: 'Dana Point Whale Watching Safari' }));
    await expect(jeep.getByText('4 slots left')).toBeVisible();
    live.emit(dealSlots(DEAL_IDS.desertJeep, 3, -1));
    await expect(await jeep.findByText('3 slots left')).toBeVisible();
    live.emit(dealSlots(DEAL_IDS.whaleSafari, 0, -40));
    await expect(await whales.findByText('No slots left')).toBeVisible();
    await expect(whales.getByText('Sold out')).toBeVisible();
    await expect(whales.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** A deal taken off sale while shown: its card stays where it was, greyed out, and cannot be booked. */
export const LiveWithdrawn: Story = {
  parameters: { page: { url: '/deals?category=safari' } },
  decorators: [withLive],
  play: async ({ canvasElement }) => {
    const before = await cards(canvasElement);
    live.emit({ type: 'deal_removed', deal_id: DEAL_IDS.whaleSafari });
    const whales = within(within(canvasElement).getByRole('article', { name: 'Dana Point Whale Watching Safari' }));
    await expect(await whales.findByText('No longer available')).toBeVisible();
    await expect(whales.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(await cards(canvasElement)).toEqual(before);
  },
};

/** The time chosen in the picker sells out meanwhile: it turns "Sold out" and the dialog says so (politely). */
export const TimePickerChosenSellsOut: Story = {
  decorators: [withLive],
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const card = within(canvasElement).getByRole('article', { name: 'Sunset Stand-Up Paddleboard Session' });
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose a time: Sunset Stand-Up Paddleboard Session' }));
    const picker = within(await dialog.findByRole('radiogroup', { name: 'Choose a time' }));
    const radio = picker.getAllByRole('radio').find((option) => !(option as HTMLInputElement).disabled) as HTMLInputElement;
    await userEvent.click(radio);
    const sessions = (await (await fetch(`/api/deals/${DEAL_IDS.sunsetPaddle}/sessions`)).json()) as Session[];
    const chosen = sessions.find((session) => session.id === radio.value)!;
    live.emit({
      type: 'slots',
      deal_id: chosen.deal_id,
      session_id: chosen.id,
      slots_left: 0,
      change: -chosen.slots_left,
      starts_at: chosen.starts_at,
      cutoff_minutes: chosen.cutoff_minutes,
    });
    await waitFor(() => expect(radio).toBeDisabled());
    await expect(radio).toHaveAccessibleName(/, Sold out$/);
    await expect(dialog.getByRole('status')).toHaveTextContent('The time you chose just sold out. Please choose another time.');
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};
