/** The API router: every contract endpoint this server implements, registered from the table. */
import Router from '@koa/router';
import type { Guards } from '../auth/guards';
import type { Config } from '../config';
import type { Metrics } from '../metrics/registry';
import type { AppState } from '../middleware/context';
import type { Services } from '../services';
import { alertRoutes } from './alerts';
import { bookingRoutes } from './bookings';
import { checkInRoutes } from './checkIns';
import { reviewRoutes } from './reviews';
import { contactRoutes } from './contact';
import { dealRoutes } from './deals';
import { earningsRoutes } from './earnings';
import { paymentRoutes } from './payment';
import { payoutRoutes } from './payouts';
import { pushRoutes } from './push';
import { sessionRoutes } from './sessions';
import { createRouteAdder } from './defineRoute';
import { userRoutes } from './users';
import { waitlistRoutes } from './waitlist';

export function createApiRouter(services: Services, guards: Guards, config: Config, metrics: Pick<Metrics, 'webhook'>): Router<AppState> {
  const router = new Router<AppState>();
  const add = createRouteAdder(router, guards, config.bodyLimit);
  contactRoutes(add, services);
  userRoutes(add, services);
  dealRoutes(add, services);
  earningsRoutes(add, services);
  payoutRoutes(add, services, config);
  sessionRoutes(add, services);
  bookingRoutes(add, services);
  checkInRoutes(add, services);
  reviewRoutes(add, services);
  paymentRoutes(add, services, config, metrics);
  waitlistRoutes(add, services, config);
  alertRoutes(add, services);
  pushRoutes(add, services, config);
  return router;
}
