/** Every service, wired from the app's dependencies. Phase-two features add theirs here. */
import type { AppDeps } from '../deps';
import { createAlertsService } from './alerts';
import { createBookingsService } from './bookings';
import { createBusinessDealsService } from './businessDeals';
import { createCatalogueService } from './catalogue';
import { createCheckInsService } from './checkIns';
import { createContactService } from './contact';
import { createEarningsService } from './earnings';
import { createInventoryService } from './inventory';
import { createOutboxService } from './outbox';
import { createPaymentsService } from './payments';
import { createPayoutsService } from './payouts';
import { createPushOutboxService } from './pushOutbox';
import { createTimedEventsService } from './timedEvents';
import { createRateLimiter } from './rateLimiter';
import { createReviewsService } from './reviews';
import { createSessionsService } from './sessions';
import { createStore } from './store';
import { createUsersService } from './users';
import { createWaitlistService } from './waitlist';

export type Services = ReturnType<typeof createServices>;

/** Where the links in mails point: the app's public address. */
const mailLinkOrigin = (config: AppDeps['config']) => config.publicUrl ?? config.appOrigins[0] ?? `http://localhost:${config.port}`;

export function createServices(deps: AppDeps) {
  const { db, clock } = deps;
  const inventory = createInventoryService({ db, clock });
  const rateLimiter = createRateLimiter({ db, clock });
  const catalogue = createCatalogueService({ db, clock });
  const payments = createPaymentsService({
    db,
    clock,
    inventory,
    checkout: deps.checkout,
    payments: deps.payments,
    logger: deps.logger,
    feePercent: deps.config.platformFeePercent,
  });
  const store = createStore({ db, inventory, payments: deps.payments });
  return {
    inventory,
    rateLimiter,
    timedEvents: createTimedEventsService({ db, clock }),
    users: createUsersService({ db, clock, store, identityAdmin: deps.identityAdmin }),
    catalogue,
    businessDeals: createBusinessDealsService({ db, clock, inventory, payments: deps.payments, catalogue, feePercent: deps.config.platformFeePercent }),
    payouts: createPayoutsService({ clock, store, provider: deps.payouts }),
    earnings: createEarningsService({ clock, store, feePercent: deps.config.platformFeePercent }),
    bookings: createBookingsService({ db, clock, inventory, payments: deps.payments }),
    sessions: createSessionsService({ db, clock, inventory, payments: deps.payments }),
    payments,
    waitlist: createWaitlistService({ db, clock, store, payments }),
    checkIns: createCheckInsService({ clock, store, rateLimiter }),
    outbox: createOutboxService({ db, clock, mailer: deps.mailer, logger: deps.logger, appUrl: mailLinkOrigin(deps.config) }),
    pushOutbox: createPushOutboxService({ db, clock, logger: deps.logger, sender: deps.push }),
    reviews: createReviewsService({ db, clock, store }),
    alerts: createAlertsService({ db, clock, store, catalogue }),
    contact: createContactService({ db, mailer: deps.mailer, rateLimiter, config: deps.config }),
  };
}
