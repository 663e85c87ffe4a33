/**
 * How the server identifies a caller for the shared pipeline (@spur/domain's `handleRequest`):
 * a verified identity token's account, created on first sight. The pipeline decides the order
 * (authentication 401 before role 403) and which endpoints need which.
 */
import type { Authenticator } from '@spur/domain';
import type { UserRow } from '../db/rows';
import type { UsersService } from '../services/users';
import type { IdentityClaims } from './claims';
import type { TokenVerifier } from './verifier';

export type Guards = Authenticator<{ user: UserRow; claims: IdentityClaims }>;

export function createGuards(verifier: TokenVerifier, users: UsersService): Guards {
  return {
    async authenticate(token) {
      const claims = await verifier.verify(token);
      return { claims, user: await users.findOrCreate(claims) };
    },
    /**
     * The account is business in the database; tokens that carry the business attribute or group
     * have already upgraded it in findOrCreate (SPEC §6 names all three signals).
     */
    isBusiness: ({ user }) => user.user_type === 'business',
  };
}
