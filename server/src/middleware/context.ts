/** What middleware leaves on `ctx.state` for the routes. */
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { IdentityClaims } from '../auth/claims';
import type { UserRow } from '../db/rows';

export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by requireUser (and optionalUser when a bearer is sent). */
  user?: UserRow;
  claims?: IdentityClaims;
}

export type AppContext = ParameterizedContext<AppState> & { params: Record<string, string> };
