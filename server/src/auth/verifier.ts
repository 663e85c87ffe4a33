/**
 * Identity-token verification with aws-jwt-verify. A real user pool uses CognitoJwtVerifier; an
 * emulator (cognito-local) or a test issuer uses JwtRsaVerifier against its issuer and JWKS.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtBaseError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Config } from '../config';
import { MESSAGES } from '@spur/contract';
import { unauthorized } from '@spur/domain';
import { IdentityClaimsSchema, type IdentityClaims } from './claims';

export interface TokenVerifier {
  /** Resolves the claims of a valid identity token; rejects with a 401 AppError otherwise. */
  verify(token: string): Promise<IdentityClaims>;
}

/** The library's default fetcher refuses http: URLs, which emulators and tests serve JWKS on. */
const fetchJwks: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS request to ${uri} failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

/** Access tokens are signed by the same keys: only identity tokens identify a user. */
class NotAnIdentityTokenError extends Error {}

function requireIdToken({ payload }: { payload: JwtPayload }) {
  if (payload.token_use !== 'id') throw new NotAnIdentityTokenError();
}

export function createTokenVerifier(cognito: Config['cognito']): TokenVerifier {
  const verifyJwt: (token: string) => Promise<JwtPayload> =
    cognito.issuer && cognito.jwksUri
      ? (() => {
          const verifier = JwtRsaVerifier.create(
            { issuer: cognito.issuer, jwksUri: cognito.jwksUri, audience: cognito.clientId, customJwtCheck: requireIdToken },
            { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks }) },
          );
          return (token) => verifier.verify(token);
        })()
      : (() => {
          const verifier = CognitoJwtVerifier.create({
            userPoolId: cognito.userPoolId,
            tokenUse: 'id',
            clientId: cognito.clientId,
          });
          return (token) => verifier.verify(token);
        })();

  return {
    async verify(token) {
      let payload: JwtPayload;
      try {
        payload = await verifyJwt(token);
      } catch (error) {
        // Anything wrong with the token itself is the caller's problem; a JWKS outage is ours.
        if (error instanceof JwtBaseError || error instanceof NotAnIdentityTokenError) {
          throw unauthorized(MESSAGES.invalidToken);
        }
        throw error;
      }
      const claims = IdentityClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized(MESSAGES.invalidToken);
      return claims.data;
    },
  };
}
