/** The API router: every contract endpoint this server implements, registered from the table. */
import Router from '@koa/router';
import type { Guards } from '../auth/guards';
import type { AppState } from '../middleware/context';
import type { Services } from '../services';
import { bookingRoutes } from './bookings';
import { contactRoutes } from './contact';
import { dealRoutes } from './deals';
import { createRouteAdder } from './defineRoute';
import { userRoutes } from './users';

export function createApiRouter(services: Services, guards: Guards, bodyLimit: string): Router<AppState> {
  const router = new Router<AppState>();
  const add = createRouteAdder(router, guards, bodyLimit);
  contactRoutes(add, services);
  userRoutes(add, services);
  dealRoutes(add, services);
  bookingRoutes(add, services);
  return router;
}
