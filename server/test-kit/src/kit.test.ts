/** The kit's own pieces; its tokens are also checked by the real verifiers in every API suite. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApiCaller } from './api';
import { manualClock, runningClock } from './clock';
import { algNoneJwt, cognitoClaims, decodeJwtPayload, unsignedJwt } from './jwt';
import { signHs256 } from './tokens';

describe('clocks', () => {
  it('a manual clock stands still until moved, and resets to its start', () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const clock = manualClock(start);
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:01:00.000Z');
    clock.set(new Date('2031-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2031-01-01T00:00:00.000Z');
    clock.reset();
    expect(clock.now()).toEqual(start);
  });

  it('a running clock keeps running from its start and can be moved', async () => {
    const clock = runningClock(new Date('2030-01-01T00:00:00Z'));
    const first = clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    clock.advance(3600_000);
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(3600_000);
  });
});

describe('JWTs', () => {
  it('decodes what it encodes, non-ASCII included', () => {
    const payload = { sub: 'u-1', name: 'Zoë Ünal 🏄', n: 1 };
    expect(decodeJwtPayload(unsignedJwt(payload))).toEqual(payload);
    const forged = algNoneJwt(payload);
    expect(forged.endsWith('.')).toBe(true);
    expect(JSON.parse(Buffer.from(forged.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
  });

  it('HS256 signatures are the HMAC of header.payload (verifiable by any JWT library)', async () => {
    const { createHmac } = await import('node:crypto');
    const token = signHs256({ sub: 'u-1' }, 'secret');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(signature).toBe(createHmac('sha256', 'secret').update(`${header}.${payload}`).digest('base64url'));
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u-1' });
  });

  it('Cognito claims: id tokens carry email and audience, business by attribute or group', () => {
    const pool = { issuer: 'http://idp/pool', clientId: 'client', now: new Date('2030-01-01T00:00:00Z'), lifetimeSeconds: 60 };
    expect(cognitoClaims({ sub: 's', email: 'a@b.c', business: 'attribute' }, 'id', pool)).toEqual({
      sub: 's',
      iss: 'http://idp/pool',
      token_use: 'id',
      auth_time: 1893456000,
      iat: 1893456000,
      exp: 1893456060,
      aud: 'client',
      email: 'a@b.c',
      email_verified: true,
      'cognito:username': 's',
      'custom:user_type': 'business',
    });
    expect(cognitoClaims({ sub: 's', email: 'a@b.c', business: 'group' }, 'access', pool)).toMatchObject({
      token_use: 'access',
      client_id: 'client',
      username: 's',
      'cognito:groups': ['business-partners'],
    });
  });
});

describe('the API caller', () => {
  it('sends JSON with the bearer and parses JSON, text or nothing back', async () => {
    const seen: Array<{ headers: Record<string, unknown>; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        if (req.url === '/json') res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        else if (req.url === '/text') res.writeHead(200).end('plain');
        else res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const call = createApiCaller(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(await call('POST', '/json', { token: 't', body: { a: 1 } })).toMatchObject({ status: 201, body: { ok: true } });
      expect(seen[0]).toMatchObject({ headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"a":1}' });
      expect((await call('GET', '/text')).body).toBe('plain');
      expect((await call('DELETE', '/empty')).body).toBeUndefined();
      await call('POST', '/empty', { rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(seen[3]).toMatchObject({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    } finally {
      server.close();
    }
  });
});
