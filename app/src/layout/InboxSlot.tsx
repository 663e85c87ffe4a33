/**
 * Where the bell goes in the navigation of a signed-in person. It renders in the browser only,
 * after hydration, from its own chunk (the API client stays out of the entry): the inbox is the
 * browser's to load, and the server's HTML and the first render agree without it.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../ssr/lazyPart';

const SiteInbox = lazy(() => import('../alerts/SiteInbox').then((module) => ({ default: module.SiteInbox })));

export function InboxSlot({ demo }: { demo: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SiteInbox demo={demo} />
    </Suspense>
  );
}
