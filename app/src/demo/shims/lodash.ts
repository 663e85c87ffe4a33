/**
 * Stand-in for the `lodash` index in the demo build (vite.config.ts aliases the bare `lodash`
 * specifier here; per-function imports such as `lodash/get` stay the real ones).
 *
 * @mswjs/data's `getDefinition` does `require('lodash').isFunction`, which pulled the whole of
 * lodash (~75 KB) into the demo backend for one type check.
 */
export function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === 'function';
}
