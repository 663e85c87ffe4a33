import { MESSAGES, endpoints } from '@spur/contract';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

const deal = { idNotFound: MESSAGES.dealNotFound };

export function dealRoutes(add: AddRoute, { deals }: Services) {
  add(endpoints.listDeals, {}, ({ query }) => deals.list(query));
  add(endpoints.myDeals, {}, (_, ctx) => deals.listOwn(ctx.state.user!));
  add(endpoints.businessStats, {}, (_, ctx) => deals.stats(ctx.state.user!));
  add(endpoints.getDeal, deal, ({ params }) => deals.get(params.id!));
  add(endpoints.createDeal, {}, ({ body }, ctx) => deals.create(ctx.state.user!, body));
  add(endpoints.updateDeal, deal, ({ body, params }, ctx) => deals.update(ctx.state.user!, params.id!, body));
  add(endpoints.deleteDeal, deal, async ({ params }, ctx) => {
    await deals.remove(ctx.state.user!, params.id!);
    return { message: MESSAGES.dealDeleted };
  });
}
