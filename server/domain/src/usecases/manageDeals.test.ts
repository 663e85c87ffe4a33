import { describe, expect, it } from 'vitest';
import { DealCreateSchema, DealUpdateSchema, MESSAGES } from '@spur/contract';
import { createDeal, editDeal, removeDeal } from './manageDeals';
import { DEAL_ROW, memoryStore } from './memoryStore.testing';

const now = new Date('2026-11-01T12:00:00.000Z');
const owner = { id: 'owner', email: 'paddles@example.com', full_name: 'Paddles Co' };
const edit = (input: Record<string, unknown>) => DealUpdateSchema.parse({ title: 'Kayak', description: 'At dawn', price: 40, ...input });

describe('createDeal', () => {
  it('stores the form with the product’s defaults, its price drop and terms as columns', async () => {
    const { store, deals } = memoryStore();
    const input = DealCreateSchema.parse({ title: 'Yoga', description: 'On the beach', price: 25, price_drop: { floor_price: 15, window_minutes: 60 }, cancellation: { free_hours: 48 } });
    const row = await createDeal(store, { owner, input, now });
    expect(deals).toEqual([row]);
    expect(row).toMatchObject({ owner_id: 'owner', business_name: 'Paddles Co', category: 'tour', available_slots: 10, price_drop_floor: 15, price_drop_window_minutes: 60, cancel_free_hours: 48 });
  });

  it("goes under the owner's business of the name it gives (the owner's name without one)", async () => {
    const { store } = memoryStore();
    const named = await createDeal(store, { owner, input: DealCreateSchema.parse({ title: 'Yoga', price: 25, business_name: 'Sunrise Yoga' }), now });
    const unnamed = await createDeal(store, { owner, input: DealCreateSchema.parse({ title: 'Kayak', price: 40 }), now });
    expect([named.business_id, unnamed.business_id]).toEqual(['business-owner-Sunrise Yoga', 'business-owner-Paddles Co']);
  });

  it('refuses a past expiry (400) and stores nothing', async () => {
    const { store, deals } = memoryStore();
    const input = DealCreateSchema.parse({ title: 'Yoga', description: 'On the beach', price: 25, expires_at: '2026-11-01T11:00:00.000Z' });
    await expect(createDeal(store, { owner, input, now })).rejects.toThrow(MESSAGES.validExpiry);
    expect(deals).toEqual([]);
  });
});

describe('editDeal', () => {
  const request = (input: Record<string, unknown>, userId = 'owner', dealId = DEAL_ROW.id) => ({ userId, dealId, input: edit(input), now });

  it('refuses in the shared order: expiry 400, deal 404, removed 404, another’s 403, prices 400; nothing written', async () => {
    const { store, log } = memoryStore({ deals: [{ ...DEAL_ROW, original_price: 50 }] });
    await expect(editDeal(store, request({ expires_at: '2026-11-01T11:00:00.000Z' }, 'someone', 'nope'))).rejects.toThrow(MESSAGES.validExpiry);
    await expect(editDeal(store, request({}, 'owner', '22222222-2222-4222-8222-222222222222'))).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(editDeal(memoryStore({ deals: [{ ...DEAL_ROW, deleted_at: now.toISOString() }] }).store, request({}))).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(editDeal(store, request({ price: 60 }, 'someone'))).rejects.toThrow(MESSAGES.notYourDeal);
    // The stored original price must stay above a raised price.
    await expect(editDeal(store, request({ price: 60 }))).rejects.toThrow(MESSAGES.validOriginalPrice);
    expect(log).toEqual([]);
  });

  it('changes the fields sent; slots added go to the line first, the deal keeping its count on sale', async () => {
    const { store, log } = memoryStore({ deals: [{ ...DEAL_ROW }] });
    const row = await editDeal(store, request({ title: 'Kayak at dawn', available_slots: 5, price_drop: { floor_price: 30, window_minutes: 90 } }));
    expect(row).toMatchObject({ title: 'Kayak at dawn', available_slots: 2, price_drop_floor: 30, price_drop_window_minutes: 90, cancel_free_hours: 24 });
    expect(log).toEqual([expect.stringMatching(/^update deal /), 'look for the next in line', 'restock 3 deal spots']);
  });

  it("moves the deal to its owner's business of a new name; the same name keeps it", async () => {
    const { store } = memoryStore({ deals: [{ ...DEAL_ROW }] });
    expect(await editDeal(store, request({ business_name: 'Paddles' }))).toMatchObject({ business_name: 'Paddles', business_id: 'business-paddles' });
    expect(await editDeal(store, request({ business_name: 'Harbor Kayaks' }))).toMatchObject({ business_name: 'Harbor Kayaks', business_id: 'business-owner-Harbor Kayaks' });
  });

  it('sets fewer slots as sent, offering nothing', async () => {
    const { store, log } = memoryStore({ deals: [{ ...DEAL_ROW }] });
    expect(await editDeal(store, request({ available_slots: 1 }))).toMatchObject({ available_slots: 1 });
    expect(log).toHaveLength(1);
  });
});

describe('removeDeal', () => {
  it('404 for no such deal, 403 another’s; takes the deal off sale and closes its lines', async () => {
    const { store, log, deals } = memoryStore({ deals: [{ ...DEAL_ROW }] });
    await expect(removeDeal(store, { userId: 'owner', dealId: 'not-an-id' })).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(removeDeal(store, { userId: 'someone', dealId: DEAL_ROW.id })).rejects.toThrow(MESSAGES.notYourDeal);
    await removeDeal(store, { userId: 'owner', dealId: DEAL_ROW.id });
    expect(log).toEqual(['remove deal', 'close lines of the deal']);
    expect(deals[0]!.deleted_at).not.toBeNull();
    await expect(removeDeal(store, { userId: 'owner', dealId: DEAL_ROW.id })).rejects.toThrow(MESSAGES.dealNotFound);
  });
});
