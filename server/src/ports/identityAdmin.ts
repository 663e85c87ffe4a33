/** Administrative access to the identity provider, used to erase a deleted account's login. */
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityAdmin } from '@spur/domain';
import type { Config } from '../config';

/** The port is the domain's: erasure (`eraseAccount`) deletes the login through it. */
export type { IdentityAdmin };

export function createCognitoIdentityAdmin(
  cognito: Config['cognito'],
  /** Static credentials, for an emulator (cognito-local accepts any). */
  credentials?: { accessKeyId: string; secretAccessKey: string },
): IdentityAdmin {
  const client = new CognitoIdentityProviderClient({
    region: cognito.region,
    ...(cognito.endpoint ? { endpoint: cognito.endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  });
  return {
    async deleteUser(sub) {
      try {
        // Cognito accepts the sub wherever a username is expected.
        await client.send(new AdminDeleteUserCommand({ UserPoolId: cognito.userPoolId, Username: sub }));
      } catch (error) {
        if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}
