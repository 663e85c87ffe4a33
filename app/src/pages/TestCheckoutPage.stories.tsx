import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints, MESSAGES, type TestCheckout } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { STORY_NOW } from '../storybook/storyBackend';
import TestCheckoutPage from './TestCheckoutPage';

const CHECKOUT_ID = 'cs_test_story0000000000000000000000000000000000000000000000000001';

const openCheckout: TestCheckout = {
  id: CHECKOUT_ID,
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

/** GET /api/payment/test-checkout/:checkoutId answering `resolver`. */
const serveCheckout = (resolver: () => Response | Promise<Response>) => http.get(endpoints.getTestCheckout.path, resolver);

const meta = {
  title: 'Pages/Test checkout',
  component: TestCheckoutPage,
  parameters: {
    layout: 'fullscreen',
    page: { url: `/test-checkout/${CHECKOUT_ID}`, route: '/test-checkout/:checkoutId' },
    msw: { handlers: [serveCheckout(() => HttpResponse.json(openCheckout))] },
  },
} satisfies Meta<typeof TestCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's checkout: the page asks for the email the confirmation goes to. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(canvas.getByText(/no real payment is taken/)).toBeVisible();
    await expect(canvas.getByText('Sunset Stand-Up Paddleboard Session')).toBeVisible();
    await expect(canvas.getByText('$49.00')).toBeVisible();
    await expect(canvas.getByText('Free cancellation until the voucher is used')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** A guest's checkout in `locale`: the heading, terms, field and buttons translated (the deal's title is the business's own). */
const inLanguage = (locale: Locale, text: { heading: string; terms: string; email: RegExp; pay: string; cancel: string }): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.queryByText('Test checkout')).not.toBeInTheDocument();
    await expect(canvas.getByText(text.terms)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.email })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: text.pay })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeEnabled();
  },
});

export const Spanish: Story = inLanguage('es', {
  heading: 'Pago de prueba',
  terms: 'Cancelación gratuita hasta que se use el cupón',
  email: /Correo electrónico/,
  pay: 'Pagar $49.00',
  cancel: 'Cancelar',
});

export const Chinese: Story = inLanguage('zh-Hans', {
  heading: '测试支付',
  terms: '凭证使用前可免费取消',
  email: /邮箱/,
  pay: '支付 US$49.00',
  cancel: '取消',
});

/** Pay without an email: the contract's message, and nothing is sent. */
export const GuestEmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $49.00' }));
    await expect(await canvas.findByText(MESSAGES.enterEmail)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $49.00' }));
    await expect(await canvas.findByText(MESSAGES.validEmail)).toBeVisible();
  },
};

/** A signed-in buyer's checkout: the email is known, no field. */
export const SignedIn: Story = {
  parameters: {
    page: { url: `/test-checkout/${CHECKOUT_ID}`, route: '/test-checkout/:checkoutId', auth: 'traveler' },
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ ...openCheckout, customer_email: 'traveler@spur.example' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paying as traveler@spur.example')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        serveCheckout(async () => {
          await delay('infinite');
          return HttpResponse.json(openCheckout);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading checkout...');
  },
};

export const NotFound: Story = {
  parameters: {
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ message: MESSAGES.checkoutNotFound }, { status: 404 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  },
};

/** Already paid: nothing more to pay, a link to the confirmation. */
export const Closed: Story = {
  parameters: {
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ ...openCheckout, status: 'complete', customer_email: 'guest@example.com' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This checkout is already paid' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Confirmation' })).toHaveAttribute('href', `/success?session_id=${CHECKOUT_ID}`);
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

/** Cancelled or expired: the slot is released, no charge. */
export const Expired: Story = {
  parameters: {
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ ...openCheckout, status: 'expired' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This checkout is closed' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  },
};

// ─── Issue 9: the held spot ─────────────────────────────────────────────────────────────────

/** A checkout of a deal with times: when it starts (venue time), and the hold's countdown (30:00 at the story clock). */
export const HoldCountdown: Story = {
  parameters: {
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ ...openCheckout, session_starts_at: '2026-11-21T01:30:00.000Z' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('When')).toBeVisible();
    await expect(canvas.getByText(/^Today 5:30 PM/)).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('We hold your spot for 30:00');
  },
};

/** The hold has run out: the page says so, Pay is disabled, Try again goes back. */
export const HoldExpired: Story = {
  parameters: {
    page: { url: `/test-checkout/${CHECKOUT_ID}`, route: '/test-checkout/:checkoutId', now: new Date(STORY_NOW.getTime() + 31 * 60_000) },
    msw: { handlers: [serveCheckout(() => HttpResponse.json({ ...openCheckout, session_starts_at: '2026-11-21T01:30:00.000Z' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pay $49.00' })).toBeDisabled();
  },
};
