/**
 * The one piece of configuration the entry chunk needs: whether demo mode is on. Kept free of
 * dependencies on purpose; everything else (API URL, Cognito) is read and validated with zod in
 * `config.ts`, which only the lazily loaded API client and auth module import.
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
 * Demo mode: the build's VITE_DEMO (`--mode demo`), which `__SPUR_CONFIG__.demo` may turn off but
 * not on: only a demo build contains the mock backend.
 */
export function isDemoMode(env: EnvLike = import.meta.env, runtime: SpurRuntimeConfig | undefined = runtimeConfig()): boolean {
  const demoBuild = env.VITE_DEMO === 'true';
  const value = pick(runtime?.demo, env.VITE_DEMO);
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() === 'true' : Boolean(value);
  if (wanted && !demoBuild) {
    console.warn('Spur: demo mode needs a demo build (vite build --mode demo); ignoring `demo: true`.');
  }
  return wanted && demoBuild;
}

/**
 * True when the user pool is an emulator the runtime configuration points at (the local full
 * stack's cognito-local: a `userPoolEndpoint`, which an AWS user pool never has). Like the demo,
 * it accepts only DEMO_VERIFICATION_CODE, and the UI says so (PRODUCT.md).
 */
export function usesCognitoEmulator(runtime: SpurRuntimeConfig | undefined = runtimeConfig()): boolean {
  return Boolean(runtime?.cognito?.userPoolEndpoint?.trim());
}
