import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function bookingRoutes(add: AddRoute, { bookings }: Services) {
  add('myBookings', (_, ctx) => bookings.listOwn(ctx.state.user!));
  add('getBooking', ({ params }, ctx) => bookings.getOwn(ctx.state.user!, params.id!));
  add('createBooking', ({ body }, ctx) => bookings.create(ctx.state.user!, body.deal_id, body.session_id));
  add('cancelBooking', ({ params }, ctx) => bookings.cancel(ctx.state.user!, params.id!));
}
