/** An alerts section's data: the spinner while it loads, the error with Retry, then the section's own content. */
import type { ReactNode } from 'react';
import { Centre, ErrorState, Spinner } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { errorMessage } from '../api/errors';
import type { Resource } from '../data/useResource';
import { ALERTS_COPY } from './copy';

export function AlertsLoad<T>({ load, children }: { load: Resource<T>; children: (data: T) => ReactNode }) {
  const copy = useCopy(ALERTS_COPY);
  if (load.status === 'loading') {
    return (
      <Centre paddingBlock={6}>
        <Spinner label={copy.loading} />
      </Centre>
    );
  }
  if (load.status === 'error') {
    return <ErrorState title={copy.loadFailed} message={errorMessage(load.error)} onRetry={load.retry} retryLabel={copy.retry} headingLevel={3} />;
  }
  return children(load.data);
}
