import { MESSAGES } from '@spur/contract';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function dealRoutes(add: AddRoute, { catalogue, businessDeals }: Services) {
  add('listDeals', ({ query }) => catalogue.list(query));
  add('myDeals', (_, ctx) => businessDeals.listOwn(ctx.state.user!));
  add('businessStats', (_, ctx) => businessDeals.stats(ctx.state.user!));
  // Before getDeal: its path would take "page" for an id.
  add('dealPage', ({ query }) => catalogue.page(query));
  add('getDeal', ({ params }) => catalogue.get(params.id!));
  add('createDeal', ({ body }, ctx) => businessDeals.create(ctx.state.user!, body));
  add('updateDeal', ({ body, params }, ctx) => businessDeals.update(ctx.state.user!, params.id!, body));
  add('deleteDeal', async ({ params }, ctx) => {
    await businessDeals.remove(ctx.state.user!, params.id!);
    return { message: MESSAGES.dealDeleted };
  });
}
