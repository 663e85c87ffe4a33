import { MESSAGES } from '@spur/contract';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function dealRoutes(add: AddRoute, { deals }: Services) {
  add('listDeals', ({ query }) => deals.list(query));
  add('myDeals', (_, ctx) => deals.listOwn(ctx.state.user!));
  add('businessStats', (_, ctx) => deals.stats(ctx.state.user!));
  // Before getDeal: its path would take "page" for an id.
  add('dealPage', ({ query }) => deals.page(query));
  add('getDeal', ({ params }) => deals.get(params.id!));
  add('createDeal', ({ body }, ctx) => deals.create(ctx.state.user!, body));
  add('updateDeal', ({ body, params }, ctx) => deals.update(ctx.state.user!, params.id!, body));
  add('deleteDeal', async ({ params }, ctx) => {
    await deals.remove(ctx.state.user!, params.id!);
    return { message: MESSAGES.dealDeleted };
  });
}
