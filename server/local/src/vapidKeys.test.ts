import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@spur/server';
import { generateVapidKeys, localVapidKeys } from './vapidKeys';

const dir = await mkdtemp(path.join(tmpdir(), 'spur-vapid-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const configWith = (keys: { publicKey: string; privateKey: string }) =>
  loadConfig({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/spur',
    COGNITO_USER_POOL_ID: 'local_pool',
    COGNITO_CLIENT_ID: 'client',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  });

describe('the local stack’s VAPID keys', () => {
  it('makes a pair the server accepts, keeps it in the data folder and reuses it on the next start', async () => {
    const file = path.join(dir, 'nested', 'vapid.json');
    const first = await localVapidKeys(file);
    expect(configWith(first).push).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await localVapidKeys(file)).toEqual(first);
  });

  it('always gives 32-byte private keys (a short one is padded, not refused)', () => {
    for (let index = 0; index < 2000; index += 1) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    }
    expect(() => configWith(generateVapidKeys())).not.toThrow();
  });
});
