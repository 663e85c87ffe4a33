/** Administrative access to the identity provider, used to erase a deleted account's login. */
import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityAdmin } from '@spur/domain';
import type { Config } from '../config';

/** The port is the domain's: erasure (`eraseAccount`) deletes the login through it. */
export type { IdentityAdmin };

export function createCognitoIdentityAdmin(
  cognito: Config['cognito'],
  /** Static credentials, for an emulator (cognito-local accepts any). */
  credentials?: { accessKeyId: string; secretAccessKey: string },
): IdentityAdmin {
  // The SDK is loaded by the first deletion, not at start: importing it is a good part of a start.
  let sdk: Promise<typeof CognitoSdk> | undefined;
  let client: CognitoSdk.CognitoIdentityProviderClient | undefined;
  return {
    async deleteUser(sub) {
      const { AdminDeleteUserCommand, CognitoIdentityProviderClient } = await (sdk ??= import('@aws-sdk/client-cognito-identity-provider'));
      client ??= new CognitoIdentityProviderClient({
        region: cognito.region,
        ...(cognito.endpoint ? { endpoint: cognito.endpoint } : {}),
        ...(credentials ? { credentials } : {}),
      });
      try {
        // Cognito accepts the sub wherever a username is expected.
        await client.send(new AdminDeleteUserCommand({ UserPoolId: cognito.userPoolId, Username: sub }));
      } catch (error) {
        if ((error as Error).name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}
