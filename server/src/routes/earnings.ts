import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function earningsRoutes(add: AddRoute, { earnings }: Services) {
  add('businessEarnings', (_, ctx) => earnings.ofBusiness(ctx.state.user!));
}
