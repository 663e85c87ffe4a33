import { DEMO_ACCOUNTS, DEAL_IDS, buildSeed } from '@spur/demo-data';
import { describe, expect, it } from 'vitest';
import { DealListSchema } from '@spur/contract';
import { useTestApi } from '../../../test/helpers/testApp';
import { seedDemoData } from './demo';

const api = useTestApi();
const realSubs = { [DEMO_ACCOUNTS.traveler.email]: 'real-traveler-sub', [DEMO_ACCOUNTS.adventures.email]: 'real-adventures-sub' };

describe('seedDemoData', () => {
  it('inserts the whole dataset once, and nothing on a second run', async () => {
    const dataset = buildSeed();
    const first = await seedDemoData(api().db, { subsByEmail: realSubs });
    expect(first).toEqual({
      users: dataset.users.length,
      deals: dataset.deals.length,
      sessions: dataset.sessions.length,
      bookings: dataset.bookings.length,
      reviews: dataset.reviews.length,
      payoutAccounts: 2,
    });
    const second = await seedDemoData(api().db, { subsByEmail: realSubs });
    expect(second).toMatchObject({ deals: 0, sessions: 0, bookings: 0, reviews: 0, payoutAccounts: 0 });
    expect(await api().db('users').count()).toEqual([{ count: String(dataset.users.length) }]);
  });

  it('serves the seeded deals in the contract shape with real ratings', async () => {
    const response = await api().request('GET', '/api/deals');
    const deals = DealListSchema.parse(response.body);
    const surf = deals.find((deal) => deal.id === DEAL_IDS.surfLesson);
    expect(surf).toMatchObject({ bookingType: 'fareharbor', vendorShortname: 'lagunacoastadventures', reviewCount: 3, rating: 4.7 });
  });

  it('maps demo accounts to the identity provider’s subs, also on a later run', async () => {
    const traveler = { sub: 'real-traveler-sub', email: DEMO_ACCOUNTS.traveler.email };
    const token = api().identity.idToken(traveler);
    const bookings = await api().request('GET', '/api/bookings/my-bookings', { token });
    expect(bookings.status).toBe(200);
    expect(bookings.body.length).toBeGreaterThanOrEqual(3);

    await seedDemoData(api().db, { subsByEmail: { [DEMO_ACCOUNTS.traveler.email]: 'recreated-sub' } });
    const row = await api().db('users').where({ email: DEMO_ACCOUNTS.traveler.email }).first();
    expect(row.cognito_sub).toBe('recreated-sub');
  });

  it('lets the seeded business see its own deals', async () => {
    const token = api().identity.idToken({ sub: 'real-adventures-sub', email: DEMO_ACCOUNTS.adventures.email });
    const mine = await api().request('GET', '/api/deals/business/my-deals', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(5);
  });
});
