import { generateVAPIDKeys } from 'web-push';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@spur/contract';
import { ConfigError, loadConfig } from './config';

const minimal = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/spur',
  COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf',
  COGNITO_CLIENT_ID: 'client123',
};

describe('loadConfig', () => {
  it('applies defaults and derives the region from the pool id', () => {
    const config = loadConfig(minimal);
    expect(config).toMatchObject({
      port: 3001,
      trustProxy: false,
      bodyLimit: '100kb',
      appOrigins: [],
      contactRateLimit: { max: 5, windowSeconds: 600 },
      cognito: { region: 'eu-west-1', issuer: undefined, jwksUri: undefined },
      cspConnectSrc: ['https://cognito-idp.eu-west-1.amazonaws.com', 'https://cognito-identity.eu-west-1.amazonaws.com'],
    });
  });

  it('names every missing variable', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/COGNITO_USER_POOL_ID is required.*COGNITO_CLIENT_ID is required/);
  });

  it('requires DATABASE_URL (embedded Postgres is the local stack\'s, not the server\'s) and sizes its pool', () => {
    const { DATABASE_URL: _, ...withoutUrl } = minimal;
    expect(() => loadConfig(withoutUrl)).toThrow(/DATABASE_URL is required/);
    expect(loadConfig(minimal).database).toEqual({ url: minimal.DATABASE_URL, poolMax: 10 });
    expect(loadConfig({ ...minimal, DB_POOL_MAX: '1' }).database).toEqual({ url: minimal.DATABASE_URL, poolMax: 1 });
  });

  it('requires PUBLIC_URL and the webhook secret with a Stripe key', () => {
    expect(() => loadConfig({ ...minimal, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /PUBLIC_URL is required when STRIPE_SECRET_KEY is set; STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
    const config = loadConfig({
      ...minimal,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PUBLIC_URL: 'https://spur.example',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', connectWebhookSecret: undefined, apiBase: 'http://127.0.0.1:12111' });
    const withConnect = loadConfig({ ...minimal, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_CONNECT_WEBHOOK_SECRET: ' whsec_connect ', PUBLIC_URL: 'https://spur.example' });
    expect(withConnect.stripe.connectWebhookSecret).toBe('whsec_connect');
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['CONTACT_RATE_LIMIT', '0'],
    ['PUBLIC_URL', 'spur.example'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['STRIPE_API_BASE', 'localhost'],
  ])('names a bad %s', (name, value) => {
    expect(() => loadConfig({ ...minimal, [name]: value })).toThrow(new RegExp(`${name} is invalid`));
  });

  it('uses an emulator endpoint for the issuer, JWKS and CSP', () => {
    const config = loadConfig({ ...minimal, COGNITO_ENDPOINT: 'http://127.0.0.1:9229/', CSP_CONNECT_SRC: 'https://a.example, https://b.example' });
    expect(config.cognito).toMatchObject({
      endpoint: 'http://127.0.0.1:9229/',
      issuer: 'http://127.0.0.1:9229/eu-west-1_AbCdEf',
      jwksUri: 'http://127.0.0.1:9229/eu-west-1_AbCdEf/.well-known/jwks.json',
    });
    expect(config.cspConnectSrc).toEqual(['http://127.0.0.1:9229', 'https://a.example', 'https://b.example']);
  });

  it('takes CORS origins from APP_ORIGIN, else from PUBLIC_URL', () => {
    expect(loadConfig({ ...minimal, PUBLIC_URL: 'https://spur.example/app' }).appOrigins).toEqual(['https://spur.example']);
    expect(
      loadConfig({ ...minimal, PUBLIC_URL: 'https://spur.example', APP_ORIGIN: 'http://localhost:5173, https://spur.example/' }).appOrigins,
    ).toEqual(['http://localhost:5173', 'https://spur.example']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...minimal, SMTP_URL: '', COGNITO_ENDPOINT: ' ' }).mail.smtpUrl).toBeUndefined();
  });

  it('takes an optional metrics token of 16 characters or more, and a bounded shutdown', () => {
    expect(loadConfig(minimal)).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 8000 });
    expect(loadConfig({ ...minimal, METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(loadConfig(minimal).platformFeePercent).toBe(DEFAULT_PLATFORM_FEE_PERCENT);
    expect(loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: ' ' }).platformFeePercent).toBe(DEFAULT_PLATFORM_FEE_PERCENT);
    expect(loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '12.5' }).platformFeePercent).toBe(12.5);
    expect(loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '0' }).platformFeePercent).toBe(0);
    expect(() => loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '101' })).toThrow(/PLATFORM_FEE_PERCENT is invalid/);
    expect(() => loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '-1' })).toThrow(/PLATFORM_FEE_PERCENT is invalid/);
    expect(() => loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '15%' })).toThrow(/PLATFORM_FEE_PERCENT is invalid/);
    expect(() => loadConfig({ ...minimal, PLATFORM_FEE_PERCENT: '12.345' })).toThrow(/PLATFORM_FEE_PERCENT is invalid \(at most two decimals\)/);
    expect(() => loadConfig({ ...minimal, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN is invalid \(at least 16 characters\)/);
    const config = loadConfig({ ...minimal, METRICS_TOKEN: 'a'.repeat(16), SHUTDOWN_TIMEOUT_SECONDS: '3' });
    expect(config).toMatchObject({ metricsToken: 'a'.repeat(16), shutdownTimeoutMs: 3000 });
  });

  it('turns push on with a VAPID key pair, refuses half a pair, malformed or mismatched keys', () => {
    const pair = () => {
      const generated = generateVAPIDKeys();
      return { VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey };
    };
    const keys = pair();
    expect(loadConfig(minimal).push).toBeUndefined();
    expect(loadConfig({ ...minimal, ...keys }).push).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'mailto:support@spurdeals.com' });
    expect(loadConfig({ ...minimal, ...keys, VAPID_SUBJECT: 'https://spur.example/contact' }).push?.subject).toBe('https://spur.example/contact');
    expect(() => loadConfig({ ...minimal, ...keys, VAPID_SUBJECT: 'support' })).toThrow(/VAPID_SUBJECT is invalid \(a mailto: or https: URL\)/);
    expect(() => loadConfig({ ...minimal, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required together \(VAPID_PRIVATE_KEY is missing\)/);
    expect(() => loadConfig({ ...minimal, VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toThrow(/\(VAPID_PUBLIC_KEY is missing\)/);
    expect(() => loadConfig({ ...minimal, ...keys, VAPID_PUBLIC_KEY: 'not+base64url' })).toThrow(/VAPID_PUBLIC_KEY is invalid/);
    expect(() => loadConfig({ ...minimal, ...keys, VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY.slice(4) })).toThrow(/VAPID_PRIVATE_KEY is invalid/);
    expect(() => loadConfig({ ...minimal, ...keys, VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ ...minimal, ...keys, VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY })).toThrow(/VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY/);
  });
});
