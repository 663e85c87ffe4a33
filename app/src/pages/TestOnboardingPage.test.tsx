import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { ApiError } from '../api/errors';
import { testOnboardingMachine } from '../machines/testOnboardingMachine';
import { renderWithProviders } from '../test/render';
import { TestOnboardingView } from './TestOnboardingPage';

function renderPage(fails: boolean) {
  const redirects: string[] = [];
  const completed: string[] = [];
  const machine = testOnboardingMachine.provide({
    actors: {
      complete: fromPromise(async ({ input }: { input: { accountId: string } }) => {
        completed.push(input.accountId);
        if (fails) throw new ApiError(MESSAGES.payoutLinkOtherBusiness, { status: 403 });
        return { url: '/business-dashboard?payouts=return&account=acct_test_1' };
      }),
    },
    actions: { redirect: (_, params: { url: string }) => void redirects.push(params.url) },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/test-onboarding/acct_test_1']}>
      <Routes>
        <Route path="/test-onboarding/:accountId" element={<TestOnboardingView machine={machine} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { redirects, completed };
}

describe('TestOnboardingPage', () => {
  it('says no real account is created; Finish onboarding finishes it and goes back to the dashboard', async () => {
    const { redirects, completed } = renderPage(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Test onboarding' })).toBeInTheDocument();
    expect(screen.getByText('Test onboarding: no real account is created.')).toBeInTheDocument();
    expect(
      screen.getByText('Spur runs without a Stripe key here, so this page stands in for Stripe’s onboarding. Finishing it turns payouts on for your business.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish onboarding' }));
    expect(completed).toEqual(['acct_test_1']);
    expect(redirects).toEqual(['/business-dashboard?payouts=return&account=acct_test_1']);
  });

  it('another business’s account: the server’s message, and it can be tried again', async () => {
    const { redirects } = renderPage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Finish onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payoutLinkOtherBusiness);
    expect(screen.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
    expect(redirects).toEqual([]);
  });
});
