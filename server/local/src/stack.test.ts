/**
 * The full-stack entry as `npm start` runs it (embedded Postgres, cognito-local, the web app on
 * the API's origin), booted twice on one data directory: seeds, runtime config, static files,
 * a real sign-in against cognito-local accepted by the API, and data kept across starts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEAL_IDS, DEMO_ACCOUNTS, DEMO_PASSWORD, buildSeed } from '@spur/demo-data';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VERIFICATION_CODE, DealListSchema, LIVE_EVENTS_PATH, UserSchema, toCents, type Deal } from '@spur/contract';
import { LOCAL_CREDENTIALS } from './cognito';
import { startLocalStack, type LocalStack } from './stack';
import { IMMUTABLE, REVALIDATE } from '@spur/server';

let dataDir: string;
let distDir: string;
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spur-stack-'));
  distDir = path.join(dataDir, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><script src="/spur-config.js"></script><div id="root"></div>');
  await writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  // A server entry that renders no page: every page is the plain index.html.
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{}');
  await mkdir(`${distDir}-ssr`);
  await writeFile(path.join(`${distDir}-ssr`, 'entry-server.js'), 'export const render = async () => null;');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// An explicit environment: never the caller's DATABASE_URL or Cognito settings.
const boot = () =>
  startLocalStack({ env: { PORT: '0', COGNITO_LOCAL_PORT: '0', MAIL_CATCHER_PORT: '0', MAIL_CATCHER_SMTP_PORT: '0' }, dataDir, distDir, logger });

const cognitoClient = (stack: LocalStack) =>
  new CognitoIdentityProviderClient({ endpoint: stack.cognito!.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });

async function signIn(stack: LocalStack, email: string, password = DEMO_PASSWORD): Promise<string> {
  const client = cognitoClient(stack);
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito!.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    client.destroy();
  }
}

const get = (stack: LocalStack, pathname: string, token?: string) =>
  fetch(`http://127.0.0.1:${stack.port}${pathname}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('the local full stack', () => {
  let firstPoolId: string;
  let adventuresUserId: string;
  let heldCheckout: string;
  let seededDeals: number;

  it('first start: seeds, serves the app and its config, and accepts cognito-local sign-ins', async () => {
    const stack = await boot();
    try {
      expect(stack.url).toBe(`http://localhost:${stack.port}`);
      expect(stack.cognito!.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      firstPoolId = stack.cognito!.userPoolId;

      const deals = DealListSchema.parse(await (await get(stack, '/api/deals')).json());
      seededDeals = deals.length;
      expect(deals.map((deal) => deal.id)).toContain(DEAL_IDS.surfLesson);
      expect(seededDeals).toBeGreaterThan(buildSeed().deals.length / 2);

      const configScript = await get(stack, '/spur-config.js');
      expect(configScript.headers.get('content-type')).toContain('javascript');
      expect(configScript.headers.get('cache-control')).toBe(REVALIDATE);
      const script = await configScript.text();
      const runtime = JSON.parse(script.replace(/^window\.__SPUR_CONFIG__ = /, '').replace(/;\n$/, ''));
      expect(runtime).toEqual({
        apiUrl: '',
        demo: false,
        cognito: {
          userPoolId: stack.cognito!.userPoolId,
          userPoolClientId: stack.cognito!.clientId,
          userPoolEndpoint: stack.cognito!.endpoint,
          authFlowType: 'USER_PASSWORD_AUTH',
        },
      });

      const home = await get(stack, '/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('/spur-config.js');
      expect(home.headers.get('content-security-policy')).toContain(`connect-src 'self' ${stack.cognito!.endpoint}`);
      const page = await get(stack, '/booking-details/123');
      expect([page.status, page.headers.get('content-type'), page.headers.get('cache-control')]).toEqual([200, 'text/html; charset=utf-8', REVALIDATE]);
      const asset = await get(stack, '/assets/index-AbC123.js');
      expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
      expect((await get(stack, '/assets/missing-XyZ.js')).status).toBe(404);
      expect(await (await get(stack, '/api/nope')).json()).toEqual({ message: 'Not found' });

      const token = await signIn(stack, DEMO_ACCOUNTS.adventures.email);
      const init = await get(stack, '/api/users/init', token);
      expect(init.status).toBe(200);
      const user = UserSchema.parse(await init.json());
      expect(user).toMatchObject({ email: DEMO_ACCOUNTS.adventures.email, user_type: 'business' });
      adventuresUserId = user.id;
      const myDeals = DealListSchema.parse(await (await get(stack, '/api/deals/business/my-deals', token)).json());
      expect(myDeals.length).toBeGreaterThan(0);

      // A buyer's hold, to find again after the restart.
      const traveler = await signIn(stack, DEMO_ACCOUNTS.traveler.email);
      // An open-dated deal: a checkout of one with sessions names a time.
      const deal = deals.find((candidate: Deal) => candidate.available_slots > 0 && !candidate.has_sessions)!;
      // Live availability on embedded Postgres too: the hold reaches an open stream.
      const stream = (await fetch(`http://127.0.0.1:${stack.port}${LIVE_EVENTS_PATH}`)).body!.getReader();
      const checkout = await fetch(`http://127.0.0.1:${stack.port}/api/payment/create-checkout-session`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${traveler}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ dealId: deal.id, amount: toCents(deal.price), quantity: 1 }),
      });
      const { url } = (await checkout.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${stack.port}/test-checkout/cs_test_`));
      heldCheckout = url.split('/').pop()!;
      let received = '';
      while (!received.includes('event: slots')) received += new TextDecoder().decode((await stream.read()).value);
      expect(received).toContain(`"deal_id":"${deal.id}"`);
      await stream.cancel();

      // A new account: signed up with the fixed code, then deleted, login included.
      const client = cognitoClient(stack);
      const email = 'new.member@example.com';
      await client.send(new SignUpCommand({ ClientId: stack.cognito!.clientId, Username: email, Password: 'N3w!Member-2026', UserAttributes: [{ Name: 'email', Value: email }] }));
      await client.send(new ConfirmSignUpCommand({ ClientId: stack.cognito!.clientId, Username: email, ConfirmationCode: DEMO_VERIFICATION_CODE }));
      client.destroy();
      const memberToken = await signIn(stack, email, 'N3w!Member-2026');
      expect(UserSchema.parse(await (await get(stack, '/api/users/init', memberToken)).json())).toMatchObject({ email, user_type: 'regular' });
      const deleted = await fetch(`http://127.0.0.1:${stack.port}/api/users/account`, { method: 'DELETE', headers: { Authorization: `Bearer ${memberToken}` } });
      expect(deleted.status).toBe(200);
      await expect(signIn(stack, email, 'N3w!Member-2026')).rejects.toMatchObject({ name: expect.stringMatching(/UserNotFound|NotAuthorized/) });
    } finally {
      await stack.close();
    }
  }, 180_000);

  it('second start: reuses the pool, the accounts and the data', async () => {
    const stack = await boot();
    try {
      expect(stack.cognito!.userPoolId).toBe(firstPoolId);
      const deals = DealListSchema.parse(await (await get(stack, '/api/deals')).json());
      expect(deals).toHaveLength(seededDeals);

      const token = await signIn(stack, DEMO_ACCOUNTS.adventures.email);
      const user = UserSchema.parse(await (await get(stack, '/api/users/init', token)).json());
      expect(user.id).toBe(adventuresUserId);
      const testCheckout = await get(stack, `/api/payment/test-checkout/${heldCheckout}`);
      expect(await testCheckout.json()).toMatchObject({ id: heldCheckout, status: 'open' });
    } finally {
      await stack.close();
    }
  }, 120_000);
});
