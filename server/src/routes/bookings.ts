import { MESSAGES, endpoints } from '@spur/contract';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

const booking = { idNotFound: MESSAGES.bookingNotFound };

export function bookingRoutes(add: AddRoute, { bookings }: Services) {
  add(endpoints.myBookings, {}, (_, ctx) => bookings.listOwn(ctx.state.user!));
  add(endpoints.getBooking, booking, ({ params }, ctx) => bookings.getOwn(ctx.state.user!, params.id!));
  add(endpoints.createBooking, {}, ({ body }, ctx) => bookings.create(ctx.state.user!, body.deal_id));
  add(endpoints.cancelBooking, booking, ({ params }, ctx) => bookings.cancel(ctx.state.user!, params.id!));
}
