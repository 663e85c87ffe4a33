import { Suspense } from 'react';
import { lazyPart } from './ssr/lazyPart';

// The Toaster (Radix toast, icons) is not needed for the first paint: it loads right after, in
// parallel. Toasts raised before it arrives wait in the kit's store and show when it mounts.
const Toaster = lazyPart(() => import('./toasterChunk'));

/** The kit's `<Toaster />`, loaded lazily. Mount once (App does). */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
