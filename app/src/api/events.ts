/**
 * The API client's one event, kept in a dependency-free module so that the auth provider (in the
 * entry chunk) can listen without loading the client (and the contract's schemas) up front.
 */
const unauthorizedListeners = new Set<() => void>();

/**
 * Called when a request that carried a bearer gets 401: the sign-in is stale. The auth
 * provider subscribes and clears the auth data (SPEC §4). Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function emitUnauthorized() {
  unauthorizedListeners.forEach((listener) => listener());
}
