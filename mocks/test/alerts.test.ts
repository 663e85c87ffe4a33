/**
 * The mocks' twins of the server's triggers and clock sweep for alerts (and saved businesses): the moments a write or the
 * clock records, matched by the maintenance every request runs first, so an alert is in the inbox
 * at the next request of any kind (the demo calls no special endpoint).
 */
import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, DEFAULT_CENTRE, type Deal, type Inbox, type ManagedSession } from '@spur/contract';
import { MINUTE } from '@spur/mocks/node';
import { ADVENTURES, TRAVELER, WELLNESS, api, idToken, useMockServer } from './helpers';

describe('alert moments in the mock backend', () => {
  const mock = useMockServer();
  const inTime = (minutes: number) => new Date(mock.backend.clock.now().getTime() + minutes * MINUTE).toISOString();

  async function dealWithSession(body: Record<string, unknown>, session: { startsInMinutes: number; capacity: number }) {
    const business = await idToken(mock, ADVENTURES);
    const deal = await api<Deal>('POST', '/api/deals', { token: business, body: { title: 'Cove paddle', price: 60, ...DEFAULT_CENTRE, ...body } });
    const sessions = await api<ManagedSession[]>('POST', `/api/deals/business/${deal.body.id}/sessions`, {
      token: business,
      body: { starts_at: inTime(session.startsInMinutes), capacity: session.capacity, cutoff_minutes: 0 },
    });
    return { deal: deal.body, session: sessions.body[0]! };
  }

  const inboxOf = async (token: string) => (await api<Inbox>('GET', '/api/inbox', { token })).body;

  it("records a running price drop's step from the clock: a saved deal's price drop, the step before as the price before", async () => {
    // The drop's window (60 min) begins 10 minutes from now: list price until then, $50 from its second step.
    const { deal, session } = await dealWithSession({ price_drop: { floor_price: 30, window_minutes: 60 } }, { startsInMinutes: 70, capacity: 4 });
    const traveler = await idToken(mock, TRAVELER);
    // Saved after the new session's moment was matched (this request's maintenance): only the drop is news.
    expect((await api('PUT', `/api/saved/deals/${deal.id}`, { token: traveler })).body).toEqual({ saved: true });
    expect(await inboxOf(traveler)).toEqual({ alerts: [], unread: 0 });
    mock.backend.clock.advance(26 * MINUTE);
    expect((await inboxOf(traveler)).alerts).toEqual([
      expect.objectContaining({ alert_id: null, moment: 'price_drop', deal_id: deal.id, session_id: session.id, price: 50, previous_price: 60 }),
    ]);
    // The same step is recorded once.
    expect((await inboxOf(traveler)).alerts).toHaveLength(1);
    expect(mock.backend.db.alertMoment.getAll().filter((moment) => moment.deal_id === deal.id && moment.moment === 'price_drop')).toHaveLength(1);
  });

  it('records a spot freed by an expired hold, and matches it in the same request', async () => {
    const { deal, session } = await dealWithSession({}, { startsInMinutes: 120, capacity: 1 });
    const traveler = await idToken(mock, TRAVELER);
    expect((await api('POST', '/api/bookings', { token: traveler, body: { deal_id: deal.id, session_id: session.id } })).status).toBe(201);
    const wellness = await idToken(mock, WELLNESS);
    await api('PUT', `/api/saved/deals/${deal.id}`, { token: wellness });
    expect(await inboxOf(wellness)).toEqual({ alerts: [], unread: 0 });
    mock.backend.clock.advance((CHECKOUT_HOLD_MINUTES + 1) * MINUTE);
    expect((await inboxOf(wellness)).alerts).toEqual([expect.objectContaining({ alert_id: null, moment: 'spot_freed', deal_id: deal.id, session_id: session.id, price: 60 })]);
  });

  it("records a new deal, a new session and an open-dated deal's lowered price, not a raise or other edits", async () => {
    const { deal } = await dealWithSession({}, { startsInMinutes: 120, capacity: 2 });
    const business = await idToken(mock, ADVENTURES);
    const open = await api<Deal>('POST', '/api/deals', { token: business, body: { title: 'Tide pools', description: 'Low tide walk', price: 30, available_slots: 3 } });
    const edit = (price: number, title = 'Tide pools') => api('PUT', `/api/deals/${open.body.id}`, { token: business, body: { title, description: 'Low tide walk', price } });
    await edit(35);
    await edit(35, 'Tide pools at dawn');
    await edit(25);
    const ours = new Set([deal.id, open.body.id]);
    const recorded = mock.backend.db.alertMoment
      .getAll()
      .filter((moment) => ours.has(moment.deal_id))
      .map(({ moment, deal_id, previous_price }) => ({ moment, deal_id, previous_price }));
    expect(recorded).toEqual([
      { moment: 'new_deal', deal_id: deal.id, previous_price: null },
      { moment: 'new_session', deal_id: deal.id, previous_price: null },
      { moment: 'new_deal', deal_id: open.body.id, previous_price: null },
      { moment: 'price_drop', deal_id: open.body.id, previous_price: 35 },
    ]);
  });

  it('tells who saved a business of its new deal at the next request', async () => {
    const business = await idToken(mock, ADVENTURES);
    const traveler = await idToken(mock, TRAVELER);
    const first = await api<Deal>('POST', '/api/deals', { token: business, body: { title: 'Cove paddle', price: 60, business_name: 'Cove Paddles' } });
    expect((await api('PUT', `/api/saved/businesses/${first.body.business_id}`, { token: traveler })).body).toEqual({ saved: true });
    expect(await inboxOf(traveler)).toEqual({ alerts: [], unread: 0 });
    const second = await api<Deal>('POST', '/api/deals', { token: business, body: { title: 'Night paddle', price: 45, business_name: 'Cove Paddles' } });
    expect(second.body.business_id).toBe(first.body.business_id);
    expect((await inboxOf(traveler)).alerts).toEqual([
      expect.objectContaining({ alert_id: null, moment: 'new_deal', deal_id: second.body.id, deal_title: 'Night paddle', business_name: 'Cove Paddles', price: 45 }),
    ]);
  });
});
