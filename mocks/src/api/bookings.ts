/** A signed-in user's bookings over the mock database: holding and cancelling are @spur/domain's use cases (as on the server); the reads. */
import { MESSAGES, type EndpointName } from '@spur/contract';
import { cancelBooking, holdForCheckout, notFound, type RouteInput } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, UserRow } from '../db/database';
import { newestFirst, toBooking } from './store';
import { createMockStore } from './storePort';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

/** The caller (the pipeline has authenticated it). */
const me = (context: { user: UserRow | undefined }): UserRow => context.user!;

function ownBooking(context: { db: MockDatabase; user: UserRow | undefined }, id: string) {
  const booking = context.db.booking.findFirst({ where: { id: { equals: id } } });
  if (!booking || booking.user_id !== me(context).id) throw notFound(MESSAGES.bookingNotFound);
  return booking;
}

export const bookingRoutes = {
  myBookings(context: Context<'myBookings'>) {
    const user = me(context);
    return context.db.booking
      .findMany({ where: { user_id: { equals: user.id } } })
      .sort(newestFirst)
      .map((row) => toBooking(context.db, row, context.now));
  },
  getBooking: (context: Context<'getBooking'>) => toBooking(context.db, ownBooking(context, context.params.id ?? ''), context.now),
  async createBooking(context: Context<'createBooking'>) {
    const user = me(context);
    const buyer = { user_id: user.id, guest_email: null, guest_name: user.full_name };
    const { booking } = await holdForCheckout(createMockStore(context.backend), { dealId: context.body.deal_id, sessionId: context.body.session_id, buyer, now: context.now });
    return toBooking(context.db, booking, context.now);
  },
  async cancelBooking(context: Context<'cancelBooking'>) {
    const { db, now } = context;
    const booking = await cancelBooking(createMockStore(context.backend), { bookingId: context.params.id ?? '', userId: me(context).id, now });
    return toBooking(db, ownBooking(context, booking.id), now);
  },
};
