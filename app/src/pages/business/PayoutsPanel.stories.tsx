import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { BUSINESS_DASHBOARD_ROUTE, MESSAGES, endpoints, type PayoutStatus } from '@spur/contract';
import { DEMO_ACCOUNTS, buildSeed } from '@spur/demo-data';
import { STORY_NOW } from '../../storybook/storyBackend';
import { PayoutsPanel } from './PayoutsPanel';

/** GET /api/business/payouts answering `resolver` instead of the story backend's seed. */
const serveStatus = (resolver: () => Response | Promise<Response>) => http.get(endpoints.payoutStatus.path, resolver);
const answerStatus = (status: PayoutStatus) => serveStatus(() => HttpResponse.json(status));

/** The Wellness business's seed payout account: an onboarding link the signed-in Adventures business does not own. */
const wellnessAccount = buildSeed(STORY_NOW).payoutAccounts.find((account) => account.business_id === DEMO_ACCOUNTS.wellness.userId)!.stripe_account_id;

/** The dashboard's address when the provider sends the business back with `account`. */
const returnUrl = (account: string) => `${BUSINESS_DASHBOARD_ROUTE}?payouts=return&account=${account}`;

const meta = {
  title: 'Business/PayoutsPanel',
  component: PayoutsPanel,
  parameters: { page: { url: BUSINESS_DASHBOARD_ROUTE, route: BUSINESS_DASHBOARD_ROUTE, auth: 'adventures', layout: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayoutsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The panel, found by its label. */
const panel = async (canvasElement: HTMLElement): Promise<Canvas> =>
  within(await within(canvasElement).findByRole('region', { name: 'Payouts' }));

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        serveStatus(async () => {
          await delay('infinite');
          return HttpResponse.json({ state: 'not_connected', requirements_due: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(payouts.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
    await expect(payouts.getByRole('status')).toHaveTextContent('Checking your payouts...');
    await expect(payouts.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A new business: no payout account yet. */
export const NotConnected: Story = {
  parameters: { msw: { handlers: [answerStatus({ state: 'not_connected', requirements_due: [] })] } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByText('Connect a payout account so Spur can pay you what your deals earn.')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Connect payouts' })).toBeEnabled();
  },
};

/** Back from the provider with details still due: what is due, in words, and Continue. */
export const OnboardingIncomplete: Story = {
  parameters: { msw: { handlers: [answerStatus({ state: 'onboarding_incomplete', requirements_due: ['external_account', 'tos_acceptance.date'] })] } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByText('Onboarding incomplete: a bank account for payouts, acceptance of the terms of service.')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Everything is submitted but the provider has not switched payouts on yet: nothing is listed as due. */
export const OnboardingUnderReview: Story = {
  parameters: { msw: { handlers: [answerStatus({ state: 'onboarding_incomplete', requirements_due: [] })] } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByText('Onboarding incomplete: the payment provider is still checking your details.')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** The seed businesses finished onboarding: payouts on, and the way to the payouts (Express) dashboard. */
export const PayoutsOn: Story = {
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByText('Payouts on')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Open payouts dashboard' })).toBeEnabled();
    await expect(payouts.queryByRole('button', { name: 'Connect payouts' })).not.toBeInTheDocument();
  },
};

/** A return link naming no payout account (or one replaced since): the message over the account's state, nothing changed. */
export const StaleLink: Story = {
  parameters: { page: { url: returnUrl('acct_test_replaced'), route: BUSINESS_DASHBOARD_ROUTE, auth: 'adventures', layout: false } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkStale);
    await expect(await payouts.findByText('Payouts on')).toBeVisible();
  },
};

/** Another business's return link: the message, and this business's own state. */
export const OtherBusinessLink: Story = {
  parameters: { page: { url: returnUrl(wellnessAccount), route: BUSINESS_DASHBOARD_ROUTE, auth: 'adventures', layout: false } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkOtherBusiness);
    await expect(await payouts.findByText('Payouts on')).toBeVisible();
  },
};

/** The provider cannot be reached when the onboarding link is asked for: the message, and the button to try again. */
export const ConnectRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        answerStatus({ state: 'not_connected', requirements_due: [] }),
        http.post(endpoints.startPayoutOnboarding.path, () => HttpResponse.json({ message: MESSAGES.payoutsProviderFailed }, { status: 502 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await userEvent.click(await payouts.findByRole('button', { name: 'Connect payouts' }));
    await expect(await payouts.findByRole('alert')).toHaveTextContent(MESSAGES.payoutsProviderFailed);
    const connect = payouts.getByRole('button', { name: 'Connect payouts' });
    await expect(connect).toBeEnabled();
    // The click may or may not leave its focus ring, as the button was disabled while busy: none in the picture.
    connect.blur();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [serveStatus(() => HttpResponse.json({ message: MESSAGES.internalError }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const payouts = await panel(canvasElement);
    await expect(await payouts.findByText('Your payouts could not be checked.')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(payouts.queryByRole('alert')).not.toBeInTheDocument();
  },
};
