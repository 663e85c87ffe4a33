/**
 * Access guards, in CONTRIBUTING's order: authentication (401) before role (403). Each endpoint's
 * `access` in the contract table picks its guards.
 */
import type { Middleware } from 'koa';
import { MESSAGES, type Access } from '@spur/contract';
import { forbidden, unauthorized } from '../errors';
import type { AppState } from '../middleware/context';
import type { UsersService } from '../services/users';
import { bearerToken } from './bearer';
import type { TokenVerifier } from './verifier';

export type Guards = Record<Access, Middleware<AppState>[]>;

export function createGuards(verifier: TokenVerifier, users: UsersService): Guards {
  const authenticate = async (state: AppState, token: string) => {
    state.claims = await verifier.verify(token);
    state.user = await users.findOrCreate(state.claims);
  };

  /** 401 without a valid identity token; loads (or creates) the caller's account. */
  const requireUser: Middleware<AppState> = async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) throw unauthorized(MESSAGES.authRequired);
    await authenticate(ctx.state, token);
    await next();
  };

  /** Guests pass; a bearer that is sent must still be valid. */
  const optionalUser: Middleware<AppState> = async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) await authenticate(ctx.state, token);
    await next();
  };

  /**
   * The account is business in the database; tokens that carry the business attribute or group
   * have already upgraded it in findOrCreate (SPEC §6 names all three signals).
   */
  const requireBusiness: Middleware<AppState> = async (ctx, next) => {
    if (ctx.state.user?.user_type !== 'business') throw forbidden(MESSAGES.businessRequired);
    await next();
  };

  return {
    public: [],
    optional: [optionalUser],
    user: [requireUser],
    business: [requireUser, requireBusiness],
  };
}
