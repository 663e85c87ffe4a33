import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function sessionRoutes(add: AddRoute, { sessions }: Services) {
  add('listDealSessions', ({ params }) => sessions.listPublic(params.id!));
  add('ownDealSessions', ({ params }, ctx) => sessions.listOwn(ctx.state.user!, params.dealId!));
  add('createSessions', ({ params, body }, ctx) => sessions.create(ctx.state.user!, params.dealId!, body));
  add('updateSession', ({ params, body }, ctx) => sessions.update(ctx.state.user!, params.sessionId!, body));
  add('cancelSession', ({ params }, ctx) => sessions.cancel(ctx.state.user!, params.sessionId!));
  add('sessionManifest', ({ params }, ctx) => sessions.manifest(ctx.state.user!, params.sessionId!));
}
