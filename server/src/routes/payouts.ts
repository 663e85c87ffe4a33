import type { Config } from '../config';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';
import { appUrlOf } from './payment';

export function payoutRoutes(add: AddRoute, { payouts }: Services, config: Config) {
  add('payoutStatus', (_, ctx) => payouts.status(ctx.state.user!));
  add('startPayoutOnboarding', (_, ctx) => payouts.startOnboarding(ctx.state.user!, appUrlOf(config, ctx)));
  add('returnFromPayoutOnboarding', ({ body }, ctx) => payouts.returnFromOnboarding(ctx.state.user!, body.account));
  add('refreshPayoutOnboarding', ({ body }, ctx) => payouts.refreshOnboarding(ctx.state.user!, body.account, appUrlOf(config, ctx)));
  add('payoutDashboardLink', (_, ctx) => payouts.dashboardLink(ctx.state.user!, appUrlOf(config, ctx)));
  add('completeTestOnboarding', ({ params }, ctx) => payouts.completeTestOnboarding(ctx.state.user!, params.accountId!, appUrlOf(config, ctx)));
}
