import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function reviewRoutes(add: AddRoute, { reviews }: Services) {
  add('createReview', ({ body, params }, ctx) => reviews.create(ctx.state.user!, params.id!, body));
  add('businessReviews', (_, ctx) => reviews.listForBusiness(ctx.state.user!));
  add('answerReview', ({ body, params }, ctx) => reviews.answer(ctx.state.user!, params.id!, body));
  add('dealReviews', ({ params }) => reviews.listForDeal(params.id!));
}
