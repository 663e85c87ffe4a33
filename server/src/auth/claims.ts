/** The identity-token claims the server relies on, checked after the signature is verified. */
import { z } from 'zod';
import { BUSINESS_GROUP, USER_TYPE_CLAIM } from '@spur/contract';

export const IdentityClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  [USER_TYPE_CLAIM]: z.string().optional(),
  'cognito:groups': z.array(z.string()).optional(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;

/** SPEC §6: a business partner by attribute or by group membership. */
export function claimsSayBusiness(claims: IdentityClaims): boolean {
  return claims[USER_TYPE_CLAIM] === 'business' || (claims['cognito:groups'] ?? []).includes(BUSINESS_GROUP);
}

export function emailVerified(claims: IdentityClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}
