import { describe, expect, it } from 'vitest';
import { DealPageSchema, MESSAGES } from '@spur/contract';
import {
  checkoutFailureHandler,
  contactFailureHandler,
  contactNetworkErrorHandler,
  createOverrideHandlers,
  dealsInvalidDataHandler,
  dealsLoadingHandler,
  dealsMoreLoadingHandler,
  dealsMoreServerErrorHandler,
  dealsServerErrorHandler,
  myBookingsServerErrorHandler,
  myDealsForbiddenHandler,
  myDealsServerErrorHandler,
} from '@spur/mocks/handlers';
import { ADVENTURES, ORIGIN, api, idToken, useMockServer } from './helpers';

describe('error-state overrides (Storybook, tests)', () => {
  const mock = useMockServer();

  const stillLoading = (path: string) =>
    Promise.race([api('GET', path).then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('still loading'), 200))]);

  it('force the deals page states', async () => {
    mock.server.use(dealsServerErrorHandler);
    expect(await api('GET', '/api/deals/page')).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
    mock.server.use(dealsInvalidDataHandler);
    const invalid = await api('GET', '/api/deals/page');
    expect(invalid.status).toBe(200);
    expect(DealPageSchema.safeParse(invalid.body).success).toBe(false);
    mock.server.use(dealsLoadingHandler);
    expect(await stillLoading('/api/deals/page')).toBe('still loading');
  });

  it('force the states of Show more: the first page answers, the next ones do not', async () => {
    mock.server.use(dealsMoreServerErrorHandler);
    const first = await api('GET', '/api/deals/page');
    expect(DealPageSchema.parse(first.body).next_cursor).not.toBeNull();
    const next = `/api/deals/page?cursor=${encodeURIComponent(first.body.next_cursor)}`;
    expect(await api('GET', next)).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
    mock.server.use(dealsMoreLoadingHandler);
    expect((await api('GET', '/api/deals/page')).status).toBe(200);
    expect(await stillLoading(next)).toBe('still loading');
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
    expect(await api('GET', '/api/deals/page')).toEqual({ status: 200, body: { deals: [], next_cursor: null, total: 0, total_capped: false } });
  });
});
