import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRAVELER_BOOKING_IDS, sampleBooking, sampleReviews } from '@spur/demo-data';
import type { Locale } from '@spur/i18n';
import BookingDetailsPage from './BookingDetailsPage';
import { findToast, freshToasts } from './account/storyHelpers';

const ROUTE = '/booking-details/:id';
const details = (id: string) => ({ layout: 'fullscreen', page: { url: `/booking-details/${id}`, route: ROUTE, auth: 'traveler' } });

const meta = {
  title: 'Pages/BookingDetails',
  component: BookingDetailsPage,
  parameters: details(TRAVELER_BOOKING_IDS.surfLessonConfirmed),
  beforeEach: freshToasts,
} satisfies Meta<typeof BookingDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SURF = 'Beginner Surf Lesson at Thalia Street';
const MASSAGE = 'Sea Salt Scrub & Massage, 80 Minutes';

/** The voucher's panel, once its QR has been drawn. */
async function expectVoucher(canvas: ReturnType<typeof within>, code: RegExp) {
  const voucher = within(await canvas.findByRole('region', { name: 'Your voucher' }));
  await expect(voucher.getByTestId('voucher-code')).toHaveTextContent(code);
  const qr = voucher.getByRole('img', { name: /^QR code of voucher/ });
  await waitFor(() => expect(qr).toHaveAttribute('data-ready', 'true'));
  return voucher;
}

async function expectNavigation(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  await expect(canvas.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile?tab=bookings');
  await expect(canvas.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
}

/** A confirmed booking: the deal, status, date, price, place, business and confirmation id, and its voucher (QR and code). */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: SURF }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByText(/Two hours with a certified instructor/)).toBeVisible();
    await expect(card.getByText('Booked on')).toBeVisible();
    await expect(card.getByText('$89.00')).toBeVisible();
    await expect(card.getByText('Thalia Street Beach, Laguna Beach, CA')).toBeVisible();
    await expect(card.getByText('Laguna Coast Adventures')).toBeVisible();
    await expect(card.getByText('Confirmation ID')).toBeVisible();
    // The last 8 characters of the seed's checkout id.
    await expect(card.getByText('0oQ5iWnE')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    await expectVoucher(canvas, /^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectNavigation(canvas);
    // The seed's review of this booking.
    const review = within(card.getByRole('region', { name: 'Your review' }));
    await expect(review.getByText('Jordan R.')).toBeVisible();
    await expect(review.getByText('Rated 5 out of 5')).toBeInTheDocument();
  },
};

/** The confirmed booking in `locale`: the facts' labels, status, price, voucher and actions translated (the deal's title and description are the business's own). */
const inLanguage = (
  locale: Locale,
  text: { heading: string; status: string; bookedOn: string; price: string; confirmationId: string; voucher: string; voucherHint: string; cancel: string; back: string; review: string },
): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: SURF }));
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.queryByText('Booking Details')).not.toBeInTheDocument();
    await expect(card.getByText(text.status)).toBeVisible();
    await expect(card.getByText(text.bookedOn)).toBeVisible();
    await expect(card.getByText(text.price)).toBeVisible();
    await expect(card.getByText(text.confirmationId)).toBeVisible();
    await expect(card.getByRole('button', { name: text.cancel })).toBeEnabled();
    await expect(card.getByRole('link', { name: text.back })).toHaveAttribute('href', '/profile?tab=bookings');
    await expect(card.getByRole('region', { name: text.review })).toBeVisible();
    const voucher = within(card.getByRole('region', { name: text.voucher }));
    await expect(card.getByRole('region', { name: text.voucher })).toHaveTextContent(text.voucherHint);
    await waitFor(() => expect(voucher.getByRole('img')).toHaveAttribute('data-ready', 'true'));
  },
});

export const Spanish: Story = inLanguage('es', {
  heading: 'Detalles de la reserva',
  status: 'Confirmada',
  bookedOn: 'Fecha de reserva',
  price: '$89.00',
  confirmationId: 'Número de confirmación',
  voucher: 'Su cupón',
  voucherHint: 'Muestre este código en el lugar. Solo se puede usar una vez.',
  cancel: 'Cancelar reserva',
  back: 'Volver al perfil',
  review: 'Su reseña',
});

export const Chinese: Story = inLanguage('zh-Hans', {
  heading: '预订详情',
  status: '已确认',
  bookedOn: '预订日期',
  price: 'US$89.00',
  confirmationId: '确认号',
  voucher: '您的凭证',
  voucherHint: '请在现场出示此码，仅可使用一次。',
  cancel: '取消预订',
  back: '返回个人资料',
  review: '您的评价',
});

/** The booking as the API answers it, for the review states. */
const answering = (booking: ReturnType<typeof sampleBooking>) => ({
  msw: { handlers: { booking: [http.get('/api/bookings/:id', () => HttpResponse.json(booking))] } },
});
const checkedIn = { checked_in_at: '2026-11-20T18:00:00.000Z' };

/** Checked in (or its time has ended): "Leave a review"; a used voucher has no Cancel Booking. */
export const CanReview: Story = {
  parameters: answering(sampleBooking({ ...checkedIn, can_review: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Leave a review' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  },
};

/** The review form, sent without stars: the message under the stars, the counter under the text. */
export const ReviewFormInvalid: Story = {
  parameters: answering(sampleBooking({ ...checkedIn, can_review: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave a review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave a review' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Your review (optional)' }), 'Great lesson!');
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
    await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(dialog.getByText('13 / 1,000 characters')).toBeVisible();
  },
};

/** Reviewed and answered: the booker's review with the business's answer under it. */
export const ReviewAnswered: Story = {
  parameters: answering(sampleBooking({ ...checkedIn, review: { ...sampleReviews[0]!, reviewer_name: 'Jordan R.' } })),
  play: async ({ canvasElement }) => {
    const review = within(await within(canvasElement).findByRole('region', { name: 'Your review' }));
    await expect(review.getByText('Response from Laguna Coast Adventures')).toBeVisible();
    await expect(review.getByText('Thank you, Priya! Come back for the full moon paddle.')).toBeVisible();
  },
};

/** Offline (the API cannot be reached): the voucher kept from the last visit, marked as the saved copy. */
export const OfflineSavedCopy: Story = {
  parameters: {
    msw: { handlers: { booking: [http.get('/api/bookings/:id', () => HttpResponse.error())] } },
  },
  beforeEach: () => {
    localStorage.setItem('lastVoucher', JSON.stringify(sampleBooking()));
    return () => localStorage.removeItem('lastVoucher');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const voucher = await expectVoucher(canvas, /^A1J7-QKW2$/);
    await expect(voucher.getByRole('status')).toHaveTextContent('Offline: this is the copy saved on this device.');
    await expect(canvas.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: details(TRAVELER_BOOKING_IDS.massageCancelled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: MASSAGE }));
    await expect(card.getByText('Cancelled')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Your voucher' })).not.toBeInTheDocument();
    await expectNavigation(canvas);
  },
};

/** Cancelling from the details page confirms first, then shows the booking cancelled. */
export const CancelConfirmed: Story = {
  parameters: details(TRAVELER_BOOKING_IDS.whaleSafariConfirmed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'Dana Point Whale Watching Safari' }));
    await userEvent.click(card.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await findToast('Booking Cancelled');
    await waitFor(() => expect(card.getByText('Cancelled')).toBeVisible());
    // Open-dated, inside free cancellation: the whole price back.
    await expect(card.getByText('Refunded')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  },
};

/** No such booking, or another user's (the server answers 404 for both). */
export const NotFound: Story = {
  parameters: details('5eedb000-0000-4000-8000-0000000009ff'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await expectNavigation(canvas);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { booking: [http.get('/api/bookings/:id', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading booking...')).toBeVisible();
  },
};

/** The server fails: its message and Retry. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        booking: [http.get('/api/bookings/:id', () => HttpResponse.json({ message: 'Something went wrong. Please try again.' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We could not load this booking' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A booking of a deal with times: "When" says the session's day and time (venue time). */
export const WithSessionTime: Story = {
  parameters: details(TRAVELER_BOOKING_IDS.harborCruiseTomorrow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'Newport Harbor Sunset Cruise' }));
    await expect(card.getByText('When')).toBeVisible();
    await expect(card.getByText(/^Tomorrow \d{1,2}:\d{2} [AP]M/)).toBeVisible();
    await expect(card.getByText('Booked on')).toBeVisible();
    await expectVoucher(canvas, /^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  },
};
