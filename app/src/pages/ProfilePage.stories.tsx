import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@spur/contract';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  myBookingsEmptyHandler,
  myBookingsLoadingHandler,
  myBookingsServerErrorHandler,
  overrides,
} from '@spur/mocks/handlers';
import { DEMO_ACCOUNTS, TRAVELER_BOOKING_IDS, sampleDeals, sampleSavedBusinesses } from '@spur/demo-data';
import ProfilePage from './ProfilePage';
import { findToast, freshToasts, settled } from './account/storyHelpers';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', page: { url: '/profile', auth: 'traveler' } },
  beforeEach: freshToasts,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRAVELER = DEMO_ACCOUNTS.traveler;
const SURF = 'Beginner Surf Lesson at Thalia Street';
const WHALES = 'Dana Point Whale Watching Safari';
const MASSAGE = 'Sea Salt Scrub & Massage, 80 Minutes';

const page = (url: string, auth: 'traveler' | 'adventures' | 'loading' = 'traveler') => ({
  layout: 'fullscreen',
  page: { url, route: '/profile', auth },
});

/** The booking row (article) titled `title`. */
const row = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('article', { name: title });

export const ProfileInfo: Story = {
  parameters: page('/profile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Jordan' })).toBeVisible();
    await expect(canvas.queryByText('Business Partner', { selector: 'span' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue(TRAVELER.fullName);
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByText(TRAVELER.email)).toBeVisible();
    await expect(canvas.getByText('Regular User')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Become a Business Partner' })).toBeEnabled();
  },
};

export const ProfileInfoBusiness: Story = {
  parameters: page('/profile', 'adventures'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeVisible();
    // The header badge and the account type both say so.
    await expect(canvas.getAllByText('Business Partner')).toHaveLength(2);
    await expect(canvas.queryByText('Regular User')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Become a Business Partner' })).not.toBeInTheDocument();
  },
};

/** The traveler's seed bookings: two confirmed (cancellable), one cancelled (no cancel control), and the sunset cruise, a deal with times, showing its session's day and time. */
export const MyBookings: Story = {
  parameters: page('/profile?tab=bookings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('article', { name: SURF });
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    for (const title of [SURF, WHALES]) {
      const booking = within(row(canvas, title));
      await expect(booking.getByText('Confirmed')).toBeVisible();
      await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    }
    const surf = within(row(canvas, SURF));
    await expect(surf.getByText('$89.00')).toBeVisible();
    await expect(surf.getByRole('link', { name: `View Details for ${SURF}` })).toHaveAttribute(
      'href',
      `/booking-details/${TRAVELER_BOOKING_IDS.surfLessonConfirmed}`,
    );
    const massage = within(row(canvas, MASSAGE));
    await expect(massage.getByText('Cancelled')).toBeVisible();
    await expect(massage.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    // A booking of a deal with times shows the session's day and time.
    const cruise = within(row(canvas, 'Newport Harbor Sunset Cruise'));
    await expect(cruise.getByText(/^Tomorrow \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  },
};

/** A 375 px phone: the three tabs fit, rows stack their actions under the text. */
export const MyBookingsPhone: Story = {
  parameters: { ...page('/profile?tab=bookings'), testRunner: { viewport: { width: 375, height: 812 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: SURF });
    const tabs = canvas.getByRole('tablist');
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toBeVisible();
  },
};

export const MyBookingsEmpty: Story = {
  parameters: { ...page('/profile?tab=bookings'), msw: { handlers: { bookings: [myBookingsEmptyHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    const panel = within(canvas.getByRole('tabpanel', { name: 'My Bookings' }));
    await expect(panel.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  },
};

export const MyBookingsError: Story = {
  parameters: { ...page('/profile?tab=bookings'), msw: { handlers: { bookings: [myBookingsServerErrorHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toast = await findToast('Error');
    await expect(within(toast).getByText('Failed to fetch your bookings. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const MyBookingsLoading: Story = {
  parameters: { ...page('/profile?tab=bookings'), msw: { handlers: { bookings: [myBookingsLoadingHandler] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your bookings...')).toBeVisible();
  },
};

/** Presses Cancel Booking on the whale-watching row; returns the confirmation dialog. */
async function openCancelDialog(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('article', { name: WHALES });
  await userEvent.click(within(row(canvas, WHALES)).getByRole('button', { name: 'Cancel Booking' }));
  return screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
}

/** Cancel asks first (kit ConfirmDialog). */
export const CancelDialog: Story = {
  parameters: page('/profile?tab=bookings'),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(within(canvasElement));
    await expect(within(dialog).getByText(new RegExp(`Your booking for "${WHALES}" will be cancelled`))).toBeVisible();
    // Open-dated and confirmed: free cancellation until the deal expires, so the whole price back.
    await expect(within(dialog).getByText(/^You get \$\d+\.\d\d back\.$/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    await settled(dialog);
  },
};

/** Confirming cancels the booking on the server and reloads the list. */
export const BookingCancelled: Story = {
  parameters: page('/profile?tab=bookings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCancelDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    const toast = await findToast('Booking Cancelled');
    await expect(toast).toBeVisible();
    await waitFor(() => expect(within(row(canvas, WHALES)).getByText('Cancelled')).toBeVisible());
    await expect(within(row(canvas, WHALES)).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The server refuses: "Cancellation Failed", and the dialog stays open to retry. */
export const CancellationFailed: Story = {
  parameters: { ...page('/profile?tab=bookings'), msw: { handlers: { cancel: overrides.cancelBookingServerError } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(within(canvasElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    const toast = await findToast('Cancellation Failed');
    await expect(within(toast).getByText('Failed to cancel booking. Please try again.')).toBeVisible();
    await expect(screen.getByRole('alertdialog', { name: 'Cancel this booking?' })).toBeVisible();
  },
};

/** The saved-deals and saved-businesses API answering `deals` and `businesses` (and their ids, for the toggles). */
const savedHandlers = (deals: typeof sampleDeals, businesses: typeof sampleSavedBusinesses = []) => ({
  saved: [
    http.get(endpoints.savedDeals.path, () => HttpResponse.json(deals)),
    http.get(endpoints.savedDealIds.path, () => HttpResponse.json({ deal_ids: deals.map((deal) => deal.id) })),
    http.get(endpoints.savedBusinesses.path, () => HttpResponse.json(businesses)),
    http.get(endpoints.savedBusinessIds.path, () => HttpResponse.json({ business_ids: businesses.map((business) => business.id) })),
  ],
});

/** Saved deals as cards, each with its filled heart; saved businesses with their live deals, each "Saved". */
export const Saved: Story = {
  parameters: { ...page('/profile?tab=saved'), msw: { handlers: savedHandlers(sampleDeals.slice(0, 2), sampleSavedBusinesses) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    const grid = within(await canvas.findByRole('list', { name: 'Saved deals' }));
    await expect(grid.getByRole('heading', { name: sampleDeals[0]!.title })).toBeVisible();
    await waitFor(() => expect(grid.getAllByRole('button', { name: 'Saved', pressed: true })).toHaveLength(2));
    const businesses = within(await canvas.findByRole('list', { name: 'Saved businesses' }));
    await expect(businesses.getByText('7 live deals')).toBeVisible();
    await expect(businesses.getByText('No live deals right now')).toBeVisible();
    await expect(await businesses.findByRole('button', { name: 'Saved: Laguna Coast Adventures' })).toHaveTextContent('Saved');
  },
};

export const SavedEmpty: Story = {
  parameters: { ...page('/profile?tab=saved'), msw: { handlers: savedHandlers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No saved deals yet' })).toBeVisible();
    await expect(within(canvas.getByRole('tabpanel', { name: 'Saved' })).getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    await expect(await canvas.findByText(/^No saved businesses yet/)).toBeVisible();
  },
};

/** The saved businesses fail to load: their section says so with Retry; the deals stay. */
export const SavedBusinessesError: Story = {
  parameters: {
    ...page('/profile?tab=saved'),
    msw: {
      handlers: {
        // The first handler that matches answers.
        saved: [
          http.get(endpoints.savedBusinesses.path, () => HttpResponse.json({ message: 'Something went wrong. Please try again.' }, { status: 500 })),
          ...savedHandlers(sampleDeals.slice(0, 1)).saved,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Saved businesses' }));
    await expect(await section.findByText('We could not load your saved businesses')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await canvas.findByRole('list', { name: 'Saved deals' })).toBeVisible();
  },
};

export const Settings: Story = {
  parameters: page('/profile?tab=settings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    // Seed defaults (SPEC §9): marketing off, booking updates on.
    await expect(await canvas.findByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Booking updates' })).toBeChecked();
    await expect(canvas.getByText(new RegExp(`Sent to ${TRAVELER.email}`))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Current Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  },
};

/** Switching marketing emails on asks where to send them, prefilled with the account's email. */
export const EmailPreferenceDialog: Story = {
  parameters: page('/profile?tab=settings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Marketing emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on marketing emails' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveValue(TRAVELER.email);
    await expect(within(dialog).getByRole('button', { name: 'Turn On' })).toBeEnabled();
    await settled(dialog);
  },
};

export const DeleteAccountDialog: Story = {
  parameters: page('/profile?tab=settings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The preferences above load on their own: clicked before they show, the page grows under the dialog.
    await canvas.findByRole('switch', { name: /Alerts/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep Account' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    await settled(dialog);
  },
};

/** While the sign-in check runs there is no profile yet: "Loading...". */
export const Loading: Story = {
  parameters: page('/profile', 'loading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};
