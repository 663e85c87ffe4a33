import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints } from '@spur/contract';
import { DEAL_IDS, SAMPLE_NOW, sampleReviews, sampleSession, sampleSessionDeal, sampleSessions } from '@spur/demo-data';
import type { Locale } from '@spur/i18n';
import { LiveSourceProvider, manualLiveSource } from '../live';
import DealPage from './DealPage';

const ROUTE = '/deals/:id';
const at = (id: string, now?: Date) => ({ layout: 'fullscreen', page: { url: `/deals/${id}`, route: ROUTE, ...(now ? { now } : {}) } });

/** GET /api/deals/:id and its sessions answering the samples (the clock at SAMPLE_NOW). */
const sampleHandlers = (deal = sampleSessionDeal, sessions = sampleSessions, reviews = sampleReviews.slice(0, 1)) => ({
  deal: [
    http.get(endpoints.getDeal.path, () => HttpResponse.json(deal)),
    http.get(endpoints.listDealSessions.path, () => HttpResponse.json(sessions)),
    http.get(endpoints.dealReviews.path, () => HttpResponse.json(reviews)),
  ],
});

const meta = {
  title: 'Pages/Deal',
  component: DealPage,
  parameters: { ...at(sampleSessionDeal.id, SAMPLE_NOW), msw: { handlers: sampleHandlers() } },
} satisfies Meta<typeof DealPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deal with several times and a running price drop: times by day, sold-out and closed ones disabled with their reason. */
export const Sessions: Story = {
  parameters: { testRunner: { viewport: { width: 1280, height: 1400 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleSessionDeal.title })).toBeVisible();
    await expect(canvas.getByText('$47.55')).toBeVisible();
    await expect(canvas.getByText('Price drops to $45 by 12:25 PM')).toBeVisible();
    await expect(canvas.getByText('Free cancellation up to 24 hours before the start · then no refund')).toBeVisible();
    const picker = within(canvas.getByRole('radiogroup', { name: 'Choose a time' }));
    await expect(picker.getByRole('radio', { name: 'Today, 6:30 PM, Sold out' })).toBeDisabled();
    await expect(picker.getByRole('radio', { name: 'Today, 12:10 PM, Booking closed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    // A guest's "Save business" asks to sign in.
    await expect(await canvas.findByRole('button', { name: 'Save business: Laguna Adventures Co.' })).toHaveAttribute('title', 'Sign in to save businesses');
  },
};

/** The deal with its times in `locale`: the labels, days, prices and terms translated (the title and description are the business's own). */
const inLanguage = (locale: Locale, text: { offeredBy: string; about: string; times: string; picker: string; soldOut: string; option: string; book: string; saveBusiness: string }): Story => ({
  parameters: { testRunner: { viewport: { width: 1280, height: 1400 } } },
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleSessionDeal.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.times })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Times' })).not.toBeInTheDocument();
    await expect(canvas.getByText(text.offeredBy)).toBeVisible();
    await expect(canvas.getByText(text.about)).toBeVisible();
    const picker = within(canvas.getByRole('radiogroup', { name: text.picker }));
    await expect(picker.getByRole('radio', { name: text.soldOut })).toBeDisabled();
    await expect(picker.getByRole('radio', { name: text.option })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.book })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: text.saveBusiness })).toBeVisible();
  },
});

export const Spanish: Story = inLanguage('es', {
  offeredBy: 'Ofrecido por Laguna Adventures Co.',
  about: 'Acerca de esta experiencia',
  times: 'Horarios',
  picker: 'Elija un horario',
  soldOut: 'Hoy, 6:30 p.m., Agotado',
  option: 'Mañana, 9:00 a.m., Quedan 12 lugares, $59',
  book: 'Reservar ahora',
  saveBusiness: 'Guardar negocio: Laguna Adventures Co.',
});

export const Chinese: Story = inLanguage('zh-Hans', {
  offeredBy: '由 Laguna Adventures Co. 提供',
  about: '体验介绍',
  times: '场次',
  picker: '选择场次',
  soldOut: '今天，18:30，已售罄',
  option: '明天，9:00，剩余 12 个名额，US$59',
  book: '立即预订',
  saveBusiness: '收藏商家：Laguna Adventures Co.',
});

/** A time chosen: Book Now is enabled and the price is that time's. */
export const TimeChosen: Story = {
  parameters: { testRunner: { viewport: { width: 1280, height: 1400 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Tomorrow, 9:00 AM, 12 spots left, $59' }));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    await expect(canvas.getByText('$59.00')).toBeVisible();
    // 24 hours before tomorrow 9:00 AM was this morning.
    await expect(canvas.getByText('No refund: free cancellation ended at 9:00 AM')).toBeVisible();
  },
};

/** The business's terms for the chosen time: free until 24 hours before, then half back. */
export const CancellationTerms: Story = {
  parameters: {
    testRunner: { viewport: { width: 1280, height: 1400 } },
    msw: { handlers: sampleHandlers({ ...sampleSessionDeal, cancellation: { free_hours: 24, late_refund_percent: 50 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Free cancellation up to 24 hours before the start · then 50% refund')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /10:00 AM, 9 spots left/ }));
    await expect(canvas.getByText('Free cancellation until 10:00 AM on Fri, Nov 27 · then 50% refund')).toBeVisible();
  },
};

const live = manualLiveSource();
const withLive: Decorator = (Story) => (
  <LiveSourceProvider source={live}>
    <Story />
  </LiveSourceProvider>
);

/**
 * Issue 10: the chosen time sells out while the person looks at it (a booking elsewhere): it
 * turns "Sold out", Book Now turns off, and the page says so in its polite live region, the one
 * live change it announces.
 */
export const ChosenTimeSellsOut: Story = {
  parameters: { testRunner: { viewport: { width: 1280, height: 1400 } } },
  decorators: [withLive],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tomorrow = sampleSessions[4]!;
    await userEvent.click(await canvas.findByRole('radio', { name: 'Tomorrow, 9:00 AM, 12 spots left, $59' }));
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    live.emit({
      type: 'slots',
      deal_id: tomorrow.deal_id,
      session_id: tomorrow.id,
      slots_left: 0,
      change: -tomorrow.slots_left,
      starts_at: tomorrow.starts_at,
      cutoff_minutes: tomorrow.cutoff_minutes,
    });
    await expect(await canvas.findByRole('radio', { name: 'Tomorrow, 9:00 AM, Sold out' })).toBeDisabled();
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    await expect(notice).toHaveTextContent('The time you chose just sold out. Please choose another time.');
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** An open-dated deal (no times): "Any time until {date}", Book Now books directly. */
export const OpenDated: Story = {
  parameters: {
    msw: {
      handlers: sampleHandlers({ ...sampleSessionDeal, has_sessions: false, price_drop: null, next_session: null, more_sessions: 0, available_slots: 12, expires_at: '2026-12-31T20:00:00.000Z' }, []),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Any time until Dec 31')).toBeVisible();
    await expect(canvas.getByText('Free cancellation until the voucher is used or 12:00 PM on Thu, Dec 31 · then no refund')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

/** Every time sold out or closed: nothing can be chosen. */
export const SoldOut: Story = {
  parameters: {
    msw: {
      handlers: sampleHandlers({ ...sampleSessionDeal, next_session: sampleSession(330, { slots_left: 0 }), more_sessions: 0, available_slots: 0 }, [
        sampleSession(330, { slots_left: 0 }),
        sampleSession(21 * 60, { slots_left: 0 }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Today, 5:30 PM, Sold out' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Tomorrow, 9:00 AM, Sold out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/** Its reviews under the description: the summary, newest first, the business's answer under one. */
export const Reviews: Story = {
  parameters: {
    testRunner: { viewport: { width: 1280, height: 1600 } },
    msw: { handlers: sampleHandlers({ ...sampleSessionDeal, rating: 4.5, reviewCount: 2 }, sampleSessions, sampleReviews) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = within(await canvas.findByRole('region', { name: 'Reviews' }));
    await expect(reviews.getByText('(2 reviews)')).toBeVisible();
    await expect(await reviews.findByText('Priya N.')).toBeVisible();
    await expect(reviews.getByText('The light on the water was unreal, and our guide knew every cove.')).toBeVisible();
    await expect(reviews.getByText('Response from Laguna Adventures Co.')).toBeVisible();
    await expect(reviews.getByText('Thank you, Priya! Come back for the full moon paddle.')).toBeVisible();
    await expect(reviews.getByText('Marcus B.')).toBeVisible();
    await expect(reviews.getByText('Rated 4 out of 5')).toBeInTheDocument();
  },
};

/** Signed in, the deal's business saved: "Saved" beside its name (a click would unsave it). */
export const BusinessSaved: Story = {
  parameters: {
    ...at(sampleSessionDeal.id, SAMPLE_NOW),
    page: { ...at(sampleSessionDeal.id, SAMPLE_NOW).page, auth: 'traveler' },
    msw: {
      handlers: {
        ...sampleHandlers(),
        saved: [http.get(endpoints.savedBusinessIds.path, () => HttpResponse.json({ business_ids: [sampleSessionDeal.business_id] }))],
      },
    },
    testRunner: { viewport: { width: 1280, height: 1400 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offered by Laguna Adventures Co.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Saved: Laguna Adventures Co.' })).toHaveTextContent('Saved');
  },
};

/** A seed deal from the story backend (times relative to its clock). */
export const SeedDeal: Story = {
  parameters: { ...at(DEAL_IDS.bayKayakSafari), msw: { handlers: { deal: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wildlife Kayak Safari in Upper Newport Bay' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Choose a time' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { deal: [http.get(endpoints.getDeal.path, () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading deal...')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { deal: [http.get(endpoints.getDeal.path, () => HttpResponse.json({ message: 'Something went wrong. Please try again.' }, { status: 500 }))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load this deal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { ...at('5eedde00-0000-4000-8000-00000000dead'), msw: { handlers: { deal: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deal not found', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  },
};
