/** The Outbox page on the demo backend's outbox: what demoMode's `demoBackend.OutboxPage` loads (demo builds only). */
import OutboxPage from './OutboxPage';

const readOutbox = async () => (await import('./mockBackend')).readOutbox();

export default function OutboxRoute() {
  return <OutboxPage readOutbox={readOutbox} />;
}
