import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function checkInRoutes(add: AddRoute, { checkIns }: Services) {
  add('checkIn', ({ body }, ctx) => checkIns.checkIn(ctx.state.user!, body));
}
