// Split point for LazyToaster: a module of its own so that only the Toaster (not the whole kit)
// lands in the lazy chunk.
import { Toaster } from '@spur/ui-kit';

export default function AppToaster() {
  return <Toaster />;
}
