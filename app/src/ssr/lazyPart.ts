/**
 * `React.lazy` for the parts of a page rendered on the server (issue 12): each load is counted,
 * so `partsLoaded()` tells when every part the first render asked for has arrived (a
 * server-rendered part hydrates only then; `main.tsx` marks the document hydrated after it).
 */
import { lazy, type ComponentType } from 'react';

const loading = new Set<Promise<unknown>>();

/** `lazy(load)`, counted while loading. */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => {
    const module = load();
    loading.add(module);
    void module.finally(() => loading.delete(module)).catch(() => undefined);
    return module;
  });
}

/** Resolves once no part is loading (parts asked for meanwhile included). */
export async function partsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
