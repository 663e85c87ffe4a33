/**
 * The Koa adapter of the shared request pipeline (@spur/domain's `handleRequest`): registers a
 * contract endpoint on the router (method, path and success status from the endpoint table) and
 * tells the pipeline how Koa reads the bearer, the JSON body (@koa/bodyparser: invalid JSON 400,
 * too large 413), the query and the params. Errors reach `errorHandler`.
 */
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { MESSAGES, endpoints, type EndpointName } from '@spur/contract';
import { AppError, handleRequest, type RouteInput, type RouteResult } from '@spur/domain';
import type { Guards } from '../auth/guards';
import type { UserRow } from '../db/rows';
import type { AppContext, AppState } from '../middleware/context';

export type Handler<Name extends EndpointName> = (
  input: RouteInput<Name, UserRow>,
  ctx: AppContext,
) => Promise<RouteResult<Name>>;

export type AddRoute = <Name extends EndpointName>(name: Name, handler: Handler<Name>) => void;

export function createRouteAdder(router: Router<AppState>, guards: Guards, bodyLimit: string): AddRoute {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: bodyLimit,
    onError(error) {
      const status = (error as { status?: number }).status;
      throw status === 413 ? new AppError(413, MESSAGES.bodyTooLarge) : new AppError(400, MESSAGES.invalidJson);
    },
  });

  return (name, handler) => {
    const endpoint = endpoints[name];
    router.register(endpoint.path, [endpoint.method], async (koaCtx) => {
      const ctx = koaCtx as AppContext;
      const auth = {
        authenticate: async (token: string) => {
          const identified = await guards.authenticate(token);
          ctx.state.claims = identified.claims;
          ctx.state.user = identified.user;
          return identified.user;
        },
        isBusiness: (user: UserRow) => guards.isBusiness({ user, claims: ctx.state.claims! }),
      };
      const request = {
        authorization: ctx.get('Authorization'),
        params: ctx.params,
        query: ctx.query,
        async readBody() {
          await parse(ctx, async () => undefined);
          return ctx.request.body;
        },
      };
      const { status, body } = await handleRequest(name, request, auth, (input) => handler(input, ctx));
      ctx.status = status;
      ctx.body = body;
    });
  };
}
