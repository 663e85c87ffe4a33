import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, TEST_ONBOARDING_ROUTE, buildPath, endpoints } from '@spur/contract';
import { DEMO_ACCOUNTS, buildSeed } from '@spur/demo-data';
import { liveTestOnboardingMachine } from '../machines/live';
import { STORY_NOW } from '../storybook/storyBackend';
import { TestOnboardingView } from './TestOnboardingPage';

const seedAccountOf = (businessId: string) => buildSeed(STORY_NOW).payoutAccounts.find((account) => account.business_id === businessId)!.stripe_account_id;
/** The signed-in Adventures business's own test payout account. */
const ownAccount = seedAccountOf(DEMO_ACCOUNTS.adventures.userId);

const pageAt = (accountId: string) => ({ url: buildPath(TEST_ONBOARDING_ROUTE, { accountId }), route: TEST_ONBOARDING_ROUTE, auth: 'adventures' as const });

/** Where Finish onboarding sends the browser (the live machine would leave the story for it). */
const returnedTo = fn();

const meta = {
  title: 'Pages/Test onboarding',
  component: TestOnboardingView,
  parameters: { layout: 'fullscreen', page: pageAt(ownAccount) },
} satisfies Meta<typeof TestOnboardingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says it is a stand-in for the provider's onboarding, and finishes with one button. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test onboarding' })).toBeVisible();
    await expect(canvas.getByText('Test onboarding: no real account is created.')).toBeVisible();
    await expect(
      canvas.getByText('Spur runs without a Stripe key here, so this page stands in for Stripe’s onboarding. Finishing it turns payouts on for your business.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
  },
};

/** The finish is on its way: the button waits. */
export const Finishing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(endpoints.completeTestOnboarding.path, async () => {
          await delay('infinite');
          return HttpResponse.json({ url: '/' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish onboarding' }));
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeDisabled();
  },
};

/** Finished: the browser goes back to the dashboard's return link for this account. */
export const Finished: Story = {
  args: { machine: liveTestOnboardingMachine.provide({ actions: { redirect: (_, params: { url: string }) => returnedTo(params.url) } }) },
  beforeEach: () => returnedTo.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish onboarding' }));
    await expect(await canvas.findByRole('button', { name: 'Finish onboarding' })).toBeDisabled();
    await waitFor(() => expect(returnedTo).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`/business-dashboard\\?payouts=return&account=${ownAccount}$`))));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A link naming no payout account: the message, nothing changed, and the button stays. */
export const UnknownAccount: Story = {
  parameters: { page: pageAt('acct_test_unknown') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish onboarding' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkStale);
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
  },
};

/** Another business's account: the message, nothing changed. */
export const OtherBusinessAccount: Story = {
  parameters: { page: pageAt(seedAccountOf(DEMO_ACCOUNTS.wellness.userId)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish onboarding' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkOtherBusiness);
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
  },
};
