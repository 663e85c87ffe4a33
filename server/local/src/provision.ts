/**
 * The local user pool, made once and reused: pool (email as username, the custom:user_type
 * attribute), app client (no secret; USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH), the
 * business-partners group, and the three demo accounts of the seed. The pool and client ids are
 * kept in a state file; each start checks they still exist and re-creates what is missing
 * (a demo account deleted through the app comes back on the next start).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from 'pino';
import { DEMO_ACCOUNTS } from '@spur/demo-data';
import { BUSINESS_GROUP, PRODUCT_NAME, USER_TYPE_CLAIM } from '@spur/contract';
import { LOCAL_CREDENTIALS } from './cognito';

export interface LocalPool {
  userPoolId: string;
  clientId: string;
  /** Demo account email → its sub in this pool (for the seeds). */
  subsByEmail: Record<string, string>;
  /** True when the pool was made by this call. */
  created: boolean;
}

interface SavedState {
  userPoolId: string;
  clientId: string;
}

const isNotFound = (error: unknown) =>
  ['ResourceNotFoundException', 'UserNotFoundException'].includes((error as { name?: string }).name ?? '');

async function readState(file: string): Promise<SavedState | undefined> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as Partial<SavedState>;
    return state.userPoolId && state.clientId ? { userPoolId: state.userPoolId, clientId: state.clientId } : undefined;
  } catch {
    return undefined;
  }
}

const subOf = (attributes: AttributeType[] | undefined) => attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

export async function provisionLocalPool(options: { endpoint: string; stateFile: string; logger: Logger }): Promise<LocalPool> {
  const client = new CognitoIdentityProviderClient({ endpoint: options.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
  try {
    let state = await readState(options.stateFile);
    if (state) {
      // The pool's files may have been removed since: then start over.
      const exists = await client
        .send(new DescribeUserPoolClientCommand({ UserPoolId: state.userPoolId, ClientId: state.clientId }))
        .then(() => true, (error: unknown) => (isNotFound(error) ? false : Promise.reject(error)));
      if (!exists) state = undefined;
    }

    const created = !state;
    if (!state) {
      const { UserPool } = await client.send(
        new CreateUserPoolCommand({
          PoolName: `${PRODUCT_NAME.toLowerCase()}-local`,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Schema: [{ Name: USER_TYPE_CLAIM.replace(/^custom:/, ''), AttributeDataType: 'String', Mutable: true }],
        }),
      );
      const userPoolId = UserPool!.Id!;
      const { UserPoolClient } = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: `${PRODUCT_NAME.toLowerCase()}-web`,
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      await client.send(
        new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: BUSINESS_GROUP, Description: 'Business partners: may manage their own deals' }),
      );
      state = { userPoolId, clientId: UserPoolClient!.ClientId! };
      await mkdir(path.dirname(options.stateFile), { recursive: true });
      await writeFile(options.stateFile, `${JSON.stringify(state, null, 2)}\n`);
      options.logger.info(state, 'local user pool created');
    }

    const subsByEmail: Record<string, string> = {};
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const existing = await client
        .send(new AdminGetUserCommand({ UserPoolId: state.userPoolId, Username: account.email }))
        .catch((error: unknown) => (isNotFound(error) ? undefined : Promise.reject(error)));
      let sub = subOf(existing?.UserAttributes);
      if (!sub) {
        const business = account.userType === 'business';
        const { User } = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: state.userPoolId,
            Username: account.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: account.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: account.fullName },
              ...(business ? [{ Name: USER_TYPE_CLAIM, Value: 'business' }] : []),
            ],
          }),
        );
        await client.send(
          new AdminSetUserPasswordCommand({ UserPoolId: state.userPoolId, Username: account.email, Password: account.password, Permanent: true }),
        );
        if (business) {
          await client.send(new AdminAddUserToGroupCommand({ UserPoolId: state.userPoolId, Username: account.email, GroupName: BUSINESS_GROUP }));
        }
        sub = subOf(User?.Attributes);
        if (!sub) throw new Error(`cognito-local returned no sub for ${account.email}`);
      }
      subsByEmail[account.email] = sub;
    }
    return { ...state, subsByEmail, created };
  } finally {
    client.destroy();
  }
}
