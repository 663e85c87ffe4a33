import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts, SaveButton } from '@spur/ui-kit';
import { SAMPLE_USERS } from '../auth';
import * as api from '../api';
import { ApiError } from '../api/errors';
import { renderRoutes } from '../test/render';
import { useSavedDeals } from './useSavedDeals';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getSavedDealIds: vi.fn(),
  saveDeal: vi.fn(),
  unsaveDeal: vi.fn(),
}));
const mocked = vi.mocked(api);

function Hearts() {
  const hearts = useSavedDeals();
  if (!hearts.shown) return <p>No hearts yet</p>;
  return (
    <>
      {['d1', 'd2'].map((id) => (
        <SaveButton key={id} saved={hearts.isSaved(id)} busy={hearts.isBusy(id)} guest={hearts.guest} onToggle={() => hearts.toggle(id)} onSignInNeeded={() => hearts.toggle(id)} />
      ))}
    </>
  );
}

const routes = [
  { path: '/deals', element: <Hearts /> },
  { path: '/login', element: <p>Login form</p> },
];

beforeEach(() => {
  resetToasts();
  mocked.getSavedDealIds.mockResolvedValue({ deal_ids: ['d2'] });
});
afterEach(() => vi.clearAllMocks());

describe('useSavedDeals', () => {
  it('fills the saved hearts, and saves at once', async () => {
    mocked.saveDeal.mockResolvedValue({ saved: true });
    renderRoutes(routes, { path: '/deals', auth: { user: SAMPLE_USERS.regular } });
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save deal' }));
    expect(mocked.saveDeal).toHaveBeenCalledWith('d1');
    expect(screen.getAllByRole('button', { name: 'Saved', pressed: true })).toHaveLength(2);
  });

  it('keeps a heart tapped before the saved ones arrived (their answer predates it)', async () => {
    let answer: (ids: { deal_ids: string[] }) => void = () => {};
    mocked.getSavedDealIds.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    mocked.saveDeal.mockResolvedValue({ saved: true });
    renderRoutes(routes, { path: '/deals', auth: { user: SAMPLE_USERS.regular } });
    const [first] = await screen.findAllByRole('button', { name: 'Save deal' });
    await userEvent.click(first!);
    answer({ deal_ids: ['d2'] });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved', pressed: true })).toHaveLength(2));
    expect(mocked.saveDeal).toHaveBeenCalledWith('d1');
  });

  it('rolls an unsave back with a toast when the API refuses', async () => {
    mocked.unsaveDeal.mockRejectedValue(new ApiError('Deal not found', { status: 404 }));
    renderRoutes(routes, { path: '/deals', auth: { user: SAMPLE_USERS.regular } });
    await userEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: 'Could not update your saved deals', description: 'Deal not found' }));
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });

  it('sends a guest to sign in, and back here afterwards', async () => {
    const { router } = renderRoutes(routes, { path: '/deals', auth: { status: 'guest', user: null } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Save deal' })[0]!);
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/deals' } });
    expect(mocked.getSavedDealIds).not.toHaveBeenCalled();
  });

  it('shows no hearts during the sign-in check', () => {
    renderRoutes(routes, { path: '/deals', auth: { status: 'loading', user: null } });
    expect(screen.getByText('No hearts yet')).toBeInTheDocument();
  });
});
