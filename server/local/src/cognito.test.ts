/**
 * cognito-local as the local full stack runs it: the calls it lacks and we add
 * (ResendConfirmationCode, for sign-up's Resend).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VERIFICATION_CODE } from '@spur/contract';
import { LOCAL_CREDENTIALS, startLocalCognito, type LocalCognito } from './cognito';
import { provisionLocalPool } from './provision';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
let dataDir: string;
let cognito: LocalCognito;
let client: CognitoIdentityProviderClient;
let clientId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spur-cognito-'));
  cognito = await startLocalCognito({ dataDir, port: 0, logger });
  ({ clientId } = await provisionLocalPool({ endpoint: cognito.endpoint, stateFile: path.join(dataDir, 'local.json'), logger }));
  client = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  client?.destroy();
  await cognito?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('ResendConfirmationCode (cognito-local lacks it)', () => {
  it('sends the code again to an unconfirmed user, who can then confirm with it', async () => {
    const email = 'resend@spur.example';
    await client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'R3send!Member-2026', UserAttributes: [{ Name: 'email', Value: email }] }));
    const resent = await client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: email }));
    expect(resent.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email });
    await expect(client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: DEMO_VERIFICATION_CODE }))).resolves.toBeDefined();

    await expect(client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: email }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
  });

  it('answers UserNotFoundException for an unknown user', async () => {
    await expect(client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'nobody@spur.example' }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });
});
