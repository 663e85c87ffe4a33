/**
 * Live events (GET /api/deals/events): what a change made through the API pushes to open pages.
 * Server only for now: the in-browser backend's stream comes with the demo side of issue 10.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, DealSchema, type LiveEvent } from '@spur/contract';
import { contractSuite, expectOk } from './harness';
import { DEAL_IDS, SEED, seedDeal, validDeal } from './fixtures';

const PADDLE = DEAL_IDS.sunsetPaddle; // adventures, with sessions
const OPEN_DATED = DEAL_IDS.snorkel;
const paddleSession = SEED.sessions
  .filter((session) => session.deal_id === PADDLE && session.status === 'scheduled' && session.slots_left > 0)
  .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0]!;

contractSuite(
  'live events',
  (c) => {
    let traveler: string;
    beforeEach(async () => {
      traveler = await c.token('traveler');
    });
    /** The events a change pushes to a page watching the stream. */
    async function eventsOf(change: () => Promise<void>): Promise<LiveEvent[]> {
      const watch = await c.driver.watchEvents();
      await change();
      return watch.stop();
    }
    const holdSession = async () =>
      expectOk(
        await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: PADDLE, session_id: paddleSession.id } }),
        201,
        BookingSchema,
      );
    const sessionSlots = (slotsLeft: number, change: number): LiveEvent => ({
      type: 'slots',
      deal_id: PADDLE,
      session_id: paddleSession.id,
      slots_left: slotsLeft,
      change,
      starts_at: paddleSession.starts_at,
      cutoff_minutes: paddleSession.cutoff_minutes,
    });

    describe('spots', () => {
      it("holding a session's spot: one `slots` event, change −1", async () => {
        expect(await eventsOf(async () => void (await holdSession()))).toEqual([sessionSlots(paddleSession.slots_left - 1, -1)]);
      });

      it('cancelling the booking gives it back: `slots`, change +1', async () => {
        const booking = await holdSession();
        const events = await eventsOf(async () => {
          expectOk(await c.call('DELETE', `/api/bookings/${booking.id}`, { token: traveler }), 200, BookingSchema);
        });
        expect(events).toEqual([sessionSlots(paddleSession.slots_left, 1)]);
      });

      it("an open-dated deal's hold: `slots` of the deal (no session)", async () => {
        const events = await eventsOf(async () => {
          expectOk(await c.call('POST', '/api/bookings', { token: traveler, body: { deal_id: OPEN_DATED } }), 201, BookingSchema);
        });
        expect(events).toEqual([
          {
            type: 'slots',
            deal_id: OPEN_DATED,
            session_id: null,
            slots_left: seedDeal(OPEN_DATED).available_slots - 1,
            change: -1,
            starts_at: null,
            cutoff_minutes: null,
          },
        ]);
      });
    });

    describe("the business's changes", () => {
      it('cancelling a session: `session` with status cancelled (after the spots its bookings gave back)', async () => {
        const adventures = await c.token('adventures');
        await holdSession();
        const events = await eventsOf(async () => {
          const response = await c.call('DELETE', `/api/deals/business/sessions/${paddleSession.id}`, { token: adventures });
          expect(response.status).toBe(200);
        });
        expect(events.at(-1)).toEqual({
          type: 'session',
          deal_id: PADDLE,
          session: expect.objectContaining({ id: paddleSession.id, status: 'cancelled', starts_at: paddleSession.starts_at }),
        });
        expect(events.slice(0, -1)).toEqual(events.slice(0, -1).map(() => expect.objectContaining({ type: 'slots', session_id: paddleSession.id, change: 1 })));
        expect(events.length).toBeGreaterThan(1);
      });

      it('deleting a deal: `deal_removed`', async () => {
        const adventures = await c.token('adventures');
        const events = await eventsOf(async () => {
          expect((await c.call('DELETE', `/api/deals/${PADDLE}`, { token: adventures })).status).toBe(200);
        });
        expect(events).toEqual([{ type: 'deal_removed', deal_id: PADDLE }]);
      });

      it('creating a deal: `deal` with its id', async () => {
        const adventures = await c.token('adventures');
        let created = '';
        const events = await eventsOf(async () => {
          created = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal() }), 201, DealSchema).id;
        });
        expect(events).toEqual([{ type: 'deal', deal_id: created }]);
      });
    });
  },
  { resetEach: true },
);
