/**
 * What the entry chunk reads of the runtime configuration, without zod: the raw
 * `window.__SPUR_CONFIG__` and whether its user pool is an emulator. Whether demo mode is on is
 * decided in `demo/demoMode.ts`; everything else (API URL, map tiles, Cognito) is read and
 * validated with zod in `config.ts`, which only the lazily loaded API client, the auth module and
 * the pages that show a map import.
 */

export type EnvLike = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

export function runtimeConfig(): SpurRuntimeConfig | undefined {
  return typeof window === 'undefined' ? undefined : window.__SPUR_CONFIG__;
}

/** A runtime value wins over the build-time one unless it is missing or blank. */
export function pick<T>(runtimeValue: T | undefined | null, envValue: T | undefined): T | undefined {
  return runtimeValue !== undefined && runtimeValue !== null && runtimeValue !== '' ? runtimeValue : envValue;
}

/**
 * True when the user pool is an emulator the runtime configuration points at (the local full
 * stack's cognito-local: a `userPoolEndpoint`, which an AWS user pool never has). Like the demo,
 * it accepts only DEMO_VERIFICATION_CODE, and the UI says so (PRODUCT.md).
 */
export function usesCognitoEmulator(runtime: SpurRuntimeConfig | undefined = runtimeConfig()): boolean {
  return Boolean(runtime?.cognito?.userPoolEndpoint?.trim());
}
