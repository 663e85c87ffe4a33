/** Demo builds only (see SiteFooter): the footer's link to the Outbox page. */
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@spur/ui-kit';
import { DEMO_COPY as DEMO } from '../layout/demoCopy';
import { DEMO_OUTBOX_PATH } from './outboxPath';

export default function OutboxLink() {
  return (
    <Button asChild variant="outline" size="sm" icon={<Mail aria-hidden="true" />}>
      <Link to={DEMO_OUTBOX_PATH}>{DEMO.outboxLink}</Link>
    </Button>
  );
}
