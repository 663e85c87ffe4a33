import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import {
  checkoutFailureHandler,
  contactFailureHandler,
  contactNetworkErrorHandler,
  createOverrideHandlers,
  dealsInvalidDataHandler,
  dealsLoadingHandler,
  dealsServerErrorHandler,
  myBookingsServerErrorHandler,
  myDealsForbiddenHandler,
  myDealsServerErrorHandler,
} from '@spur/mocks/handlers';
import { ADVENTURES, ORIGIN, api, idToken, useMockServer } from './helpers';

describe('error-state overrides (Storybook, tests)', () => {
  const mock = useMockServer();

  it('force the deals page states', async () => {
    mock.server.use(dealsServerErrorHandler);
    expect(await api('GET', '/api/deals')).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
    mock.server.use(dealsInvalidDataHandler);
    const invalid = await api('GET', '/api/deals');
    expect(invalid.status).toBe(200);
    expect(Array.isArray(invalid.body)).toBe(false);
    mock.server.use(dealsLoadingHandler);
    const outcome = await Promise.race([
      api('GET', '/api/deals').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 200)),
    ]);
    expect(outcome).toBe('still loading');
  });

  it('force the dashboard, bookings, contact and checkout failures', async () => {
    const token = await idToken(mock, ADVENTURES);
    mock.server.use(myDealsForbiddenHandler, myBookingsServerErrorHandler, contactFailureHandler, checkoutFailureHandler);
    expect(await api('GET', '/api/deals/business/my-deals', { token })).toEqual({
      status: 403,
      body: { message: MESSAGES.businessRequired },
    });
    expect((await api('GET', '/api/bookings/my-bookings', { token })).status).toBe(500);
    expect(await api('POST', '/api/contact', { body: {} })).toEqual({ status: 502, body: { message: MESSAGES.contactFailed } });
    expect((await api('POST', '/api/payment/create-checkout-session', { body: {} })).status).toBe(500);
    mock.server.use(myDealsServerErrorHandler, contactNetworkErrorHandler);
    expect((await api('GET', '/api/deals/business/my-deals', { token })).status).toBe(500);
    await expect(api('POST', '/api/contact', { body: {} })).rejects.toThrow();
  });

  it('exist for an absolute API base too', async () => {
    const overrides = createOverrideHandlers({ apiBase: ORIGIN });
    mock.server.use(...overrides.dealsEmpty);
    expect(await api('GET', '/api/deals')).toEqual({ status: 200, body: [] });
  });
});
