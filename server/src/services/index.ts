/** Every service, wired from the app's dependencies. Phase-two features add theirs here. */
import type { AppDeps } from '../deps';
import { createBookingsService } from './bookings';
import { createCheckInsService } from './checkIns';
import { createContactService } from './contact';
import { createDealsService } from './deals';
import { createInventoryService } from './inventory';
import { createPaymentsService } from './payments';
import { createTimedEventsService } from './timedEvents';
import { createRateLimiter } from './rateLimiter';
import { createReviewsService } from './reviews';
import { createSessionsService } from './sessions';
import { createUsersService } from './users';

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: AppDeps) {
  const { db, clock } = deps;
  const inventory = createInventoryService({ db, clock });
  const rateLimiter = createRateLimiter({ db, clock });
  return {
    inventory,
    rateLimiter,
    timedEvents: createTimedEventsService({ db, clock }),
    users: createUsersService({ db, inventory, identityAdmin: deps.identityAdmin }),
    deals: createDealsService({ db, clock }),
    bookings: createBookingsService({ db, clock, inventory, payments: deps.payments }),
    sessions: createSessionsService({ db, clock, inventory, payments: deps.payments }),
    payments: createPaymentsService({
      db,
      clock,
      inventory,
      checkout: deps.checkout,
      payments: deps.payments,
      logger: deps.logger,
    }),
    checkIns: createCheckInsService({ db, clock, rateLimiter }),
    reviews: createReviewsService({ db, clock }),
    contact: createContactService({ db, mailer: deps.mailer, rateLimiter, config: deps.config }),
  };
}
