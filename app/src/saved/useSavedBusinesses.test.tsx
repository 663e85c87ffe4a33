import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts, SaveBusinessButton } from '@spur/ui-kit';
import { SAMPLE_USERS } from '../auth';
import * as api from '../api';
import { ApiError } from '../api/errors';
import { renderRoutes } from '../test/render';
import { useSavedBusinesses } from './useSavedBusinesses';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getSavedBusinessIds: vi.fn(),
  saveBusiness: vi.fn(),
  unsaveBusiness: vi.fn(),
}));
const mocked = vi.mocked(api);

const BUSINESSES = [
  { id: 'b1', name: 'Harborlight Spa' },
  { id: 'b2', name: 'Cove Kayaks' },
];

function Buttons() {
  const saved = useSavedBusinesses();
  if (!saved.shown) return <p>No buttons yet</p>;
  return (
    <>
      {BUSINESSES.map(({ id, name }) => (
        <SaveBusinessButton key={id} businessName={name} saved={saved.isSaved(id)} busy={saved.isBusy(id)} guest={saved.guest} onToggle={() => saved.toggle(id)} onSignInNeeded={() => saved.toggle(id)} />
      ))}
    </>
  );
}

const routes = [
  { path: '/deals/d1', element: <Buttons /> },
  { path: '/login', element: <p>Login form</p> },
];

beforeEach(() => {
  resetToasts();
  mocked.getSavedBusinessIds.mockResolvedValue({ business_ids: ['b2'] });
});
afterEach(() => vi.clearAllMocks());

describe('useSavedBusinesses', () => {
  it('shows the saved businesses, and saves at once', async () => {
    mocked.saveBusiness.mockResolvedValue({ saved: true });
    renderRoutes(routes, { path: '/deals/d1', auth: { user: SAMPLE_USERS.regular } });
    expect(await screen.findByRole('button', { name: 'Saved: Cove Kayaks' })).toHaveTextContent('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save business: Harborlight Spa' }));
    expect(mocked.saveBusiness).toHaveBeenCalledWith('b1');
    expect(screen.getByRole('button', { name: 'Saved: Harborlight Spa' })).toBeInTheDocument();
  });

  it('rolls an unsave back with a toast when the API refuses', async () => {
    mocked.unsaveBusiness.mockRejectedValue(new ApiError('Business not found', { status: 404 }));
    renderRoutes(routes, { path: '/deals/d1', auth: { user: SAMPLE_USERS.regular } });
    await userEvent.click(await screen.findByRole('button', { name: 'Saved: Cove Kayaks' }));
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: 'Could not update your saved businesses', description: 'Business not found' }));
    expect(screen.getByRole('button', { name: 'Saved: Cove Kayaks' })).toBeInTheDocument();
  });

  it('sends a guest to sign in, and back here afterwards', async () => {
    const { router } = renderRoutes(routes, { path: '/deals/d1', auth: { status: 'guest', user: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Save business: Harborlight Spa' }));
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/deals/d1' } });
    expect(mocked.getSavedBusinessIds).not.toHaveBeenCalled();
  });
});
