import { describe, expect, it } from 'vitest';
import { MESSAGES, SessionCreateSchema, SessionUpdateSchema } from '@spur/contract';
import type { BookingRow, JsonValues, SessionRow } from '../rows';
import { chargeEntries } from '../earnings';
import { addSessions, cancelSession, editSession } from './manageSessions';
import { DEAL_ROW, memoryStore } from './memoryStore.testing';

const now = new Date('2026-11-01T12:00:00.000Z');
const SESSION = '33333333-3333-4333-8333-333333333333';
const session = (extra: Partial<SessionRow<JsonValues>> = {}): SessionRow<JsonValues> => ({
  id: SESSION,
  deal_id: DEAL_ROW.id,
  starts_at: '2026-11-03T17:00:00.000Z',
  duration_minutes: 60,
  capacity: 4,
  slots_left: 2,
  cutoff_minutes: 30,
  status: 'scheduled',
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
  ...extra,
});
const booking = (id: string, extra: Partial<BookingRow<JsonValues>>) => ({ id, deal_id: DEAL_ROW.id, session_id: SESSION, amount_cents: 4000, payment_intent_id: null, ...extra }) as BookingRow<JsonValues>;
const datedDeal = () => ({ ...DEAL_ROW, has_sessions: true });

describe('addSessions', () => {
  const add = (input: Record<string, unknown>, dealId = DEAL_ROW.id) => ({ userId: 'owner', dealId, input: SessionCreateSchema.parse(input), now });

  it('adds every start of the request, soonest first, and the deal is no longer open-dated', async () => {
    const { store, log, deals } = memoryStore({ deals: [{ ...DEAL_ROW }] });
    const added = await addSessions(store, add({ repeat: { start_date: '2026-11-05', weeks: 1, days: 'daily', times: ['18:00', '09:00'] }, capacity: 6 }));
    expect(added).toHaveLength(14);
    expect(added.map((row) => row.starts_at)).toEqual([...added.map((row) => row.starts_at)].sort());
    expect(added[0]).toMatchObject({ capacity: 6, slots_left: 6, booked: 0, status: 'scheduled' });
    expect(log).toEqual(['insert 14 sessions', 'update deal {"has_sessions":true}']);
    expect(deals[0]!.has_sessions).toBe(true);
  });

  it('404 for no such deal, 403 another’s, 409 on a scheduled session’s start; nothing written', async () => {
    const { store, log } = memoryStore({ deals: [datedDeal()], sessions: [session()] });
    await expect(addSessions(store, add({ starts_at: '2026-11-04T17:00:00.000Z' }, 'nope'))).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(addSessions(store, { ...add({ starts_at: '2026-11-04T17:00:00.000Z' }), userId: 'someone' })).rejects.toThrow(MESSAGES.notYourDeal);
    await expect(addSessions(store, add({ starts_at: '2026-11-03T17:00:00.000Z' }))).rejects.toThrow(/A session already starts at/);
    expect(log).toEqual([]);
  });
});

describe('editSession', () => {
  const change = (input: Record<string, unknown>, sessionId = SESSION) => ({ userId: 'owner', sessionId, input: SessionUpdateSchema.parse(input), now });

  it('404 for no such session, 409 cancelled, 400 capacity below the spots booked', async () => {
    await expect(editSession(memoryStore({ deals: [datedDeal()] }).store, change({ capacity: 3 }))).rejects.toThrow(MESSAGES.sessionNotFound);
    await expect(editSession(memoryStore({ deals: [datedDeal()], sessions: [session({ status: 'cancelled' })] }).store, change({ capacity: 3 }))).rejects.toThrow(MESSAGES.sessionCancelled);
    await expect(editSession(memoryStore({ deals: [datedDeal()], sessions: [session()] }).store, change({ capacity: 1 }))).rejects.toThrow(MESSAGES.capacityBelowSold(2));
  });

  it('changes the capacity, keeping the spots booked, then offers spots on sale to the line', async () => {
    const { store, log } = memoryStore({ deals: [datedDeal()], sessions: [session()] });
    expect(await editSession(store, change({ capacity: 6 }))).toMatchObject({ capacity: 6, slots_left: 4, booked: 2 });
    expect(log).toEqual([expect.stringMatching(/^update session .*"capacity":6,"slots_left":4/), 'look for the next in line']);
  });
});

describe('cancelSession', () => {
  const cancel = (store: ReturnType<typeof memoryStore>['store'], sessionId = SESSION) => cancelSession(store, { userId: 'owner', sessionId, now });

  it('refunds paid bookings in full (the ledger gets the refund and the whole fee back), releases every held spot to sale, mails the paid, closes the line', async () => {
    const bookings = [booking('b2', { status: 'pending' }), booking('b1', { status: 'confirmed', payment_intent_id: 'pi_1' }), booking('b3', { status: 'cancelled' })];
    const { store, log } = memoryStore({ deals: [datedDeal()], sessions: [session()], bookings }, { ledger: chargeEntries('b1', 4000, 15, now) });
    expect(await cancel(store)).toMatchObject({ session: { status: 'cancelled', booked: 0 }, cancelled_bookings: 2 });
    expect(log).toEqual([
      'refund b1 4000',
      'ledger refund b1 4000, fee b1 -600',
      'record refund b1 4000 true',
      'release b1 to sale',
      'mail session_cancelled b1',
      'release b2 to sale',
      'close lines of the session',
      'update session {"status":"cancelled"}',
    ]);
  });

  it('404 for no session, 409 when already cancelled; a failed refund is a 502 and goes no further', async () => {
    await expect(cancel(memoryStore().store, 'nope')).rejects.toThrow(MESSAGES.sessionNotFound);
    await expect(cancel(memoryStore({ deals: [datedDeal()], sessions: [session({ status: 'cancelled' })] }).store)).rejects.toThrow(MESSAGES.sessionAlreadyCancelled);
    const paid = [booking('b1', { status: 'confirmed', payment_intent_id: 'pi_1' })];
    const failing = memoryStore({ deals: [datedDeal()], sessions: [session()], bookings: paid }, { refundFails: true });
    await expect(cancel(failing.store)).rejects.toMatchObject({ status: 502, message: MESSAGES.refundFailed });
    expect(failing.log).toEqual([]);
  });
});
