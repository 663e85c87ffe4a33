/**
 * What each endpoint does over the mock database, one adapter file per server service. The rules
 * and use cases are @spur/domain's (the server runs the same); these files only read and write
 * @mswjs/data rows. The shared pipeline (handlers/api.ts) has already checked access, the `:id`
 * format and the body/query schemas before any of these run.
 */
import type { EndpointName } from '@spur/contract';
import type { JsonValues, RouteInput, RouteResult, Store } from '@spur/domain';
import type { MockBackend } from '../backend';
import type { MockDatabase, UserRow } from '../db/database';
import { alertRoutes } from './alerts';
import { bookingRoutes } from './bookings';
import { businessDealRoutes } from './businessDeals';
import { catalogueRoutes } from './catalogue';
import { checkInRoutes } from './checkIns';
import { contactRoutes } from './contact';
import { earningsRoutes } from './earnings';
import { paymentRoutes } from './payment';
import { payoutRoutes } from './payouts';
import { reviewRoutes } from './reviews';
import { sessionRoutes } from './sessions';
import { userRoutes } from './users';
import { waitlistRoutes } from './waitlist';

export type RouteContext<Name extends EndpointName> = RouteInput<Name, UserRow> & {
  backend: MockBackend;
  db: MockDatabase;
  store: Store<JsonValues>;
  now: Date;
};

export type Routes = {
  [Name in EndpointName]: (context: RouteContext<Name>) => RouteResult<Name> | Promise<RouteResult<Name>>;
};

export const routes: Routes = {
  ...contactRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...catalogueRoutes,
  ...businessDealRoutes,
  ...earningsRoutes,
  ...payoutRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...checkInRoutes,
  ...waitlistRoutes,
  ...reviewRoutes,
  ...alertRoutes,
};
