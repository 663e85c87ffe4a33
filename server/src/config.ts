/**
 * The server's configuration, read from the environment once at start and validated with zod.
 * `loadConfig(env)` is pure, so tests and the full-stack entry build configs from plain objects.
 */
import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PLATFORM_FEE_PERCENT, LIVE_HEARTBEAT_SECONDS, SUPPORT_EMAIL } from '@spur/contract';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalString.pipe(z.url().optional());
const flag = (fallback: boolean) => z.stringbool().default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const origin = (url: string) => new URL(url).origin;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** The address users open; its origin is allowed by CORS unless APP_ORIGIN says otherwise. */
  PUBLIC_URL: optionalUrl,
  /** Comma-separated origins allowed to call the API from a browser. */
  APP_ORIGIN: optionalString,
  TRUST_PROXY: flag(false),
  /**
   * The app's client build (app/dist) served beside the API, its server-rendering entry in the
   * sibling `<WEB_DIST>-ssr` (app/dist-ssr). Unset or empty: the API alone. main.ts defaults it to
   * the repository's (or the image's) app/dist.
   */
  WEB_DIST: optionalString,
  /** The server-rendering entry's folder, when not beside WEB_DIST (its imports resolve from there). */
  WEB_SSR_DIST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i).default('100kb'),

  /** The Postgres database (`npm start` points it at its embedded Postgres, see @spur/local-stack). */
  DATABASE_URL: z.url(),
  /** 1 for a server that runs one statement at a time (embedded Postgres); the live events listener takes one more. */
  DB_POOL_MAX: positiveInt(10),

  COGNITO_USER_POOL_ID: z.string().trim().min(1),
  COGNITO_CLIENT_ID: z.string().trim().min(1),
  /** Defaults to the prefix of the pool id ("us-east-1_abc" → "us-east-1"). */
  COGNITO_REGION: optionalString,
  /** A Cognito-compatible endpoint such as cognito-local; unset means AWS itself. */
  COGNITO_ENDPOINT: optionalUrl,
  /** Token issuer override; defaults to `${COGNITO_ENDPOINT}/${pool id}` when an endpoint is set. */
  COGNITO_ISSUER: optionalUrl,
  COGNITO_JWKS_URI: optionalUrl,
  /** Extra origins the browser may connect to (space- or comma-separated), e.g. an identity pool. */
  CSP_CONNECT_SRC: optionalString,

  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the webhook endpoint listening to events on Spur's own account. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Signing secret of the webhook endpoint listening to connected accounts (Connect), when it is a second endpoint. */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API base (a local fake in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalUrl,
  /** Spur's commission on each paid booking, in percent of what the traveller paid (0 to 100, at most two decimals). */
  PLATFORM_FEE_PERCENT: optionalString.pipe(
    z.coerce
      .number<string | undefined>()
      .min(0)
      .max(100)
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9, { error: 'at most two decimals' })
      .default(DEFAULT_PLATFORM_FEE_PERCENT),
  ),
  HOLD_SWEEP_SECONDS: positiveInt(60),
  /** How often an idle live stream (GET /api/deals/events) gets a heartbeat comment. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(LIVE_HEARTBEAT_SECONDS),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Spur <no-reply@spurdeals.com>'),
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
  /** Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it): both or neither; neither turns push off. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes (a mailto: or https: URL); defaults to mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: optionalString.pipe(z.string().regex(/^(mailto:|https:\/\/)\S+$/, { error: 'a mailto: or https: URL' }).optional()),
  CONTACT_RATE_LIMIT: positiveInt(5),
  CONTACT_RATE_WINDOW_SECONDS: positiveInt(600),

  /** Bearer token that GET /metrics requires; unset, /metrics does not exist. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, { error: 'at least 16 characters' }).optional()),
  /** On SIGTERM: the most a drain (readiness off, streams moved, requests finished) may take. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(8),
});

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function buildConfig(env: z.output<typeof EnvSchema>) {
  const poolId = env.COGNITO_USER_POOL_ID;
  const region = env.COGNITO_REGION ?? poolId.split('_')[0] ?? 'us-east-1';
  const issuer = env.COGNITO_ISSUER ?? (env.COGNITO_ENDPOINT ? `${env.COGNITO_ENDPOINT.replace(/\/$/, '')}/${poolId}` : undefined);
  const appOrigins = env.APP_ORIGIN
    ? env.APP_ORIGIN.split(',').map((value) => value.trim()).filter(Boolean).map(origin)
    : env.PUBLIC_URL
      ? [origin(env.PUBLIC_URL)]
      : [];
  // The browser talks to the user pool (and identity pool) directly through Amplify.
  const cognitoOrigins = env.COGNITO_ENDPOINT
    ? [origin(env.COGNITO_ENDPOINT)]
    : [`https://cognito-idp.${region}.amazonaws.com`, `https://cognito-identity.${region}.amazonaws.com`];
  const extraConnect = env.CSP_CONNECT_SRC?.split(/[\s,]+/).filter(Boolean) ?? [];

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    appOrigins,
    trustProxy: env.TRUST_PROXY,
    web: env.WEB_DIST ? { distDir: path.resolve(env.WEB_DIST), ssrDir: path.resolve(env.WEB_SSR_DIST ?? `${env.WEB_DIST}-ssr`) } : undefined,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    database: { url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX },
    cognito: {
      region,
      userPoolId: poolId,
      clientId: env.COGNITO_CLIENT_ID,
      endpoint: env.COGNITO_ENDPOINT,
      /** Set for Cognito emulators: verify against this issuer and JWKS instead of AWS's. */
      issuer,
      jwksUri: env.COGNITO_JWKS_URI ?? (issuer ? `${issuer}/.well-known/jwks.json` : undefined),
    },
    cspConnectSrc: [...cognitoOrigins, ...extraConnect],
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    platformFeePercent: env.PLATFORM_FEE_PERCENT,
    holdSweepSeconds: env.HOLD_SWEEP_SECONDS,
    liveHeartbeatSeconds: env.LIVE_HEARTBEAT_SECONDS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL },
    /** Web Push's VAPID identity; undefined: push is off. */
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}` }
        : undefined,
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}

export type Config = ReturnType<typeof buildConfig>;

/** Validates `env`; the error names every missing or bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return env[name] === undefined ? `${name} is required` : `${name} is invalid (${issue.message})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  // Stripe Checkout needs absolute return URLs, and without the signing secret no payment could
  // ever be confirmed: a half-configured Stripe is refused at start rather than at the first sale.
  if (parsed.data.STRIPE_SECRET_KEY) {
    const missing = (['PUBLIC_URL', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !parsed.data[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: ${missing.map((name) => `${name} is required when STRIPE_SECRET_KEY is set`).join('; ')}`);
    }
  }
  const vapidProblem = vapidKeysProblem(parsed.data.VAPID_PUBLIC_KEY, parsed.data.VAPID_PRIVATE_KEY);
  if (vapidProblem) throw new ConfigError(`Invalid configuration: ${vapidProblem}`);
  return buildConfig(parsed.data);
}

const base64UrlBytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));

/**
 * Why the VAPID keys are unusable, if they are: half a pair, not P-256 keys in base64url (an
 * uncompressed 65-byte public key, a 32-byte private key), or two keys that are not one pair.
 * Refused at start: otherwise every push would fail later, one by one.
 */
function vapidKeysProblem(publicKey: string | undefined, privateKey: string | undefined): string | undefined {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) return `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required together (${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is missing)`;
  const publicBytes = base64UrlBytes(publicKey);
  if (publicBytes.length !== 65 || publicBytes[0] !== 0x04) return 'VAPID_PUBLIC_KEY is invalid (an uncompressed P-256 public key in base64url, 65 bytes)';
  const privateBytes = base64UrlBytes(privateKey);
  if (privateBytes.length !== 32) return 'VAPID_PRIVATE_KEY is invalid (a P-256 private key in base64url, 32 bytes)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    if (!ecdh.getPublicKey().equals(publicBytes)) return 'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY is invalid (not a P-256 private key)';
  }
  return undefined;
}
