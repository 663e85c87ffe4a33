/**
 * Runtime configuration (CONTRIBUTING.md, "App runtime configuration"):
 * `window.__SPUR_CONFIG__` (set by /spur-config.js, which the full-stack server generates) is
 * merged over the build-time `VITE_*` variables, then validated with zod.
 *
 * Only the API client, the auth module and the pages that show a map (map tiles) import this
 * module, and all of them load lazily: zod and the schemas stay out of the entry chunk. The entry needs only the demo flag (`runtimeConfig.ts`).
 *
 * In demo mode the Cognito settings default to the mock user pool that MSW emulates at the
 * same-origin path `/mock-cognito`; its ids live in `@spur/mocks`, loaded lazily through
 * `demo/demoMode.ts` (see `resolveCognitoConfig`).
 */
import { z } from 'zod';
import { demoBackend, isDemoMode, type DemoCognitoIds } from './demo/demoMode';
import { pick, runtimeConfig, type EnvLike } from './runtimeConfig';

export const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;
export type AuthFlowType = (typeof AUTH_FLOWS)[number];

export interface CognitoConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Custom endpoint (cognito-local, demo emulation); unset means AWS's own. */
  userPoolEndpoint?: string;
  authFlowType: AuthFlowType;
}

/** Map tiles unless configured: OpenStreetMap's standard layer. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export interface AppConfig {
  /** API base URL without trailing slash; '' means same origin. */
  apiUrl: string;
  /** Map tiles: an http(s) URL template with `{z}`, `{x}` and `{y}` (the maps' `tileUrl`). */
  tileUrl: string;
  /** The tiles' attribution, shown on every map. */
  tileAttribution: string;
  /** The whole backend runs in the browser (MSW + mock database). */
  demo: boolean;
  /**
   * Partial Cognito settings as configured. Complete them with `resolveCognitoConfig()`: in demo
   * mode it fills in the mock pool.
   */
  cognito: Partial<CognitoConfig>;
}

const blankToUndefined = (value: unknown) =>
  value === null ? undefined : typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;

const httpUrl = (what: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: `${what} must be an http(s) URL` })
      .optional()
      .transform((value) => value?.replace(/\/+$/, '')),
  );

/** A tile URL template: http(s), with the `{z}`, `{x}` and `{y}` placeholders (`{s}`, `{r}` allowed). */
const tileTemplate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => /^https?:\/\/[^/\s]+\/\S*$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      error: 'tileUrl must be an http(s) URL template with {z}, {x} and {y}',
    })
    .optional()
    .transform((value) => value ?? DEFAULT_TILE_URL),
);

const ConfigSchema = z.object({
  apiUrl: httpUrl('apiUrl').transform((value) => value ?? ''),
  tileUrl: tileTemplate,
  tileAttribution: z.preprocess(blankToUndefined, z.string().optional().transform((value) => value ?? DEFAULT_TILE_ATTRIBUTION)),
  cognito: z.object({
    userPoolId: z.preprocess(blankToUndefined, z.string().optional()),
    userPoolClientId: z.preprocess(blankToUndefined, z.string().optional()),
    userPoolEndpoint: httpUrl('cognito.userPoolEndpoint'),
    authFlowType: z.preprocess(
      blankToUndefined,
      z.enum(AUTH_FLOWS, { error: `cognito.authFlowType must be one of ${AUTH_FLOWS.join(', ')}` }).optional(),
    ),
  }),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Merges the runtime config over the build-time env and validates it. Throws `ConfigError`. */
export function readConfig(env: EnvLike = import.meta.env, runtime: SpurRuntimeConfig | undefined = runtimeConfig()): AppConfig {
  const parsed = ConfigSchema.safeParse({
    apiUrl: pick(runtime?.apiUrl, env.VITE_API_URL),
    tileUrl: pick(runtime?.tileUrl, env.VITE_TILE_URL),
    tileAttribution: pick(runtime?.tileAttribution, env.VITE_TILE_ATTRIBUTION),
    cognito: {
      userPoolId: pick(runtime?.cognito?.userPoolId, env.VITE_COGNITO_USER_POOL_ID),
      userPoolClientId: pick(runtime?.cognito?.userPoolClientId, env.VITE_COGNITO_CLIENT_ID),
      userPoolEndpoint: pick(runtime?.cognito?.userPoolEndpoint, env.VITE_COGNITO_ENDPOINT),
      authFlowType: pick(runtime?.cognito?.authFlowType, env.VITE_COGNITO_AUTH_FLOW),
    },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid Spur configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { apiUrl, tileUrl, tileAttribution, cognito } = parsed.data;
  return {
    apiUrl,
    tileUrl,
    tileAttribution,
    demo: isDemoMode(env, runtime),
    cognito: Object.fromEntries(Object.entries(cognito).filter(([, value]) => value !== undefined)),
  };
}

/** The app's configuration, read once at start. */
export const config: AppConfig = readConfig();

export class AuthNotConfiguredError extends Error {
  override name = 'AuthNotConfiguredError';
  constructor() {
    super('Sign-in is not configured for this deployment.');
  }
}

/**
 * Complete Cognito settings. Demo mode fills what is not configured with the mock pool at
 * `${location.origin}/mock-cognito` and USER_PASSWORD_AUTH; elsewhere a missing pool or client id
 * throws `AuthNotConfiguredError`. With a custom endpoint the flow defaults to USER_PASSWORD_AUTH
 * (emulators do not implement SRP), otherwise to USER_SRP_AUTH.
 */
export async function resolveCognitoConfig(
  appConfig: AppConfig = config,
  loadDemoIds: (() => Promise<DemoCognitoIds>) | undefined = demoBackend?.cognitoIds,
  origin: string = typeof location === 'undefined' ? '' : location.origin,
): Promise<CognitoConfig> {
  let { userPoolId, userPoolClientId, userPoolEndpoint, authFlowType } = appConfig.cognito;
  if (appConfig.demo) {
    if ((!userPoolId || !userPoolClientId) && loadDemoIds) {
      const ids = await loadDemoIds();
      userPoolId ??= ids.userPoolId;
      userPoolClientId ??= ids.userPoolClientId;
      userPoolEndpoint ??= `${origin}${ids.endpointPath}`;
    }
    authFlowType ??= 'USER_PASSWORD_AUTH';
  }
  if (!userPoolId || !userPoolClientId) throw new AuthNotConfiguredError();
  return {
    userPoolId,
    userPoolClientId,
    ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
    authFlowType: authFlowType ?? (userPoolEndpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH'),
  };
}
