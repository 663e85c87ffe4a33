/**
 * Stand-in for `debug` in the demo build (vite.config.ts aliases it here).
 *
 * @mswjs/data creates a logger per module with `debug(namespace)` and calls it on every query.
 * The real package (with `ms`, ~3 KB gzip of the demo backend) prints only for the namespaces a
 * developer enables in `localStorage.debug`; a visitor of the demo never does, so every logger
 * here is the one `debug` gives for a namespace nobody enabled: it prints nothing.
 */
export interface Debugger {
  (...args: unknown[]): void;
  readonly namespace: string;
  readonly enabled: false;
  extend(suffix: string, delimiter?: string): Debugger;
}

export function debug(namespace: string): Debugger {
  return Object.assign(() => {}, {
    namespace,
    enabled: false as const,
    extend: (suffix: string, delimiter = ':') => debug(`${namespace}${delimiter}${suffix}`),
  });
}

export default debug;
