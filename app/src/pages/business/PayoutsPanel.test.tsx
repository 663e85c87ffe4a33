import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MESSAGES, type PayoutStatus } from '@spur/contract';
import { ApiError } from '../../api/errors';
import { payoutsMachine } from '../../machines/payoutsMachine';
import { renderWithProviders } from '../../test/render';
import { PayoutsPanel, comebackOf } from './PayoutsPanel';

function renderPanel(status: PayoutStatus | Error, path = '/business-dashboard') {
  const redirects: string[] = [];
  const machine = payoutsMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => {
        if (status instanceof Error) throw status;
        return status;
      }),
      returnFromOnboarding: fromPromise<PayoutStatus, { account: string }>(async () => {
        throw new ApiError(MESSAGES.payoutLinkStale, { status: 404 });
      }),
      startOnboarding: fromPromise(async () => ({ url: 'https://connect.stripe.test/setup/1' })),
      dashboardLink: fromPromise(async () => ({ url: 'https://connect.stripe.test/express/1' })),
    },
    actions: { redirect: (_, params: { url: string }) => void redirects.push(params.url) },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PayoutsPanel machine={machine} />
    </MemoryRouter>,
  );
  return redirects;
}

describe('PayoutsPanel', () => {
  it('not connected: Connect payouts goes to the onboarding', async () => {
    const redirects = renderPanel({ state: 'not_connected', requirements_due: [] });
    expect(screen.getByRole('region', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payouts...');
    expect(await screen.findByText('Connect a payout account so Spur can pay you what your deals earn.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect payouts' }));
    expect(redirects).toEqual(['https://connect.stripe.test/setup/1']);
  });

  it('onboarding incomplete: what is due, and Continue', async () => {
    renderPanel({ state: 'onboarding_incomplete', requirements_due: ['external_account', 'tos_acceptance.date'] });
    expect(await screen.findByText('Onboarding incomplete: a bank account for payouts, acceptance of the terms of service.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('onboarding incomplete with nothing listed: the provider is checking', async () => {
    renderPanel({ state: 'onboarding_incomplete', requirements_due: [] });
    expect(await screen.findByText('Onboarding incomplete: the payment provider is still checking your details.')).toBeInTheDocument();
  });

  it('payouts on: a link to the payouts dashboard', async () => {
    const redirects = renderPanel({ state: 'payouts_on', requirements_due: [] });
    expect(await screen.findByText('Payouts on')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open payouts dashboard' }));
    expect(redirects).toEqual(['https://connect.stripe.test/express/1']);
  });

  it('a stale return link: the server’s message over the state', async () => {
    renderPanel({ state: 'not_connected', requirements_due: [] }, '/business-dashboard?payouts=return&account=acct_gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkStale);
    expect(screen.getByRole('button', { name: 'Connect payouts' })).toBeInTheDocument();
  });

  it('a failed load: Try Again', async () => {
    renderPanel(new ApiError(MESSAGES.internalError, { status: 500 }));
    expect(await screen.findByText('Your payouts could not be checked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('comebackOf', () => {
  it('reads the step and the account, and nothing else', () => {
    expect(comebackOf(new URLSearchParams('payouts=return&account=acct_1'))).toEqual({ step: 'return', account: 'acct_1' });
    expect(comebackOf(new URLSearchParams('payouts=refresh&account=acct_1'))).toEqual({ step: 'refresh', account: 'acct_1' });
    expect(comebackOf(new URLSearchParams('payouts=other&account=acct_1'))).toBeNull();
    expect(comebackOf(new URLSearchParams('payouts=return'))).toBeNull();
  });
});
