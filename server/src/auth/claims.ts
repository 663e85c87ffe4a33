/** The identity-token claims the server relies on, checked after the signature is verified. */
import { z } from 'zod';
import { USER_TYPE_CLAIM } from '@spur/contract';
import { identitySaysBusiness, type Identity } from '@spur/domain';

export const IdentityClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  [USER_TYPE_CLAIM]: z.string().optional(),
  'cognito:groups': z.array(z.string()).optional(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;

/** What the account rules read from the claims. */
export function identityOf(claims: IdentityClaims): Identity {
  return {
    sub: claims.sub,
    email: claims.email,
    name: claims.name,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    business: identitySaysBusiness(claims[USER_TYPE_CLAIM], claims['cognito:groups']),
  };
}
