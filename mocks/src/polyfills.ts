/**
 * msw 3 (and @mswjs/interceptors) target Node 22: they call `Promise.withResolvers` and the ES2025
 * Set methods, which Node 20 (this repository's minimum) lacks. `@spur/mocks/node` loads these
 * spec-following fallbacks first; they do nothing where the runtime already has the methods.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- patching built-in prototypes */

const promise = Promise as any;
if (typeof promise.withResolvers !== 'function') {
  promise.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const created = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise: created, resolve, reject };
  };
}

const setProto = Set.prototype as any;
function define(name: string, implementation: (this: Set<unknown>, other: Set<unknown>) => unknown) {
  if (typeof setProto[name] !== 'function') {
    Object.defineProperty(Set.prototype, name, { value: implementation, writable: true, configurable: true });
  }
}
define('intersection', function (other) {
  return new Set([...this].filter((value) => other.has(value)));
});
define('difference', function (other) {
  return new Set([...this].filter((value) => !other.has(value)));
});
define('union', function (other) {
  return new Set([...this, ...other]);
});
define('symmetricDifference', function (other) {
  return new Set([...[...this].filter((value) => !other.has(value)), ...[...other].filter((value) => !this.has(value))]);
});
define('isSubsetOf', function (other) {
  return [...this].every((value) => other.has(value));
});
define('isSupersetOf', function (other) {
  return [...other].every((value) => this.has(value));
});
define('isDisjointFrom', function (other) {
  return [...this].every((value) => !other.has(value));
});

export {};
