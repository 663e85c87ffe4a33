/**
 * Demo builds only (see SiteFooter): the footer's link to the Outbox page. A text link like the
 * footer's others (the footer colours its links for its dark background).
 */
import { Link } from 'react-router-dom';
import { useCopy } from '@spur/i18n/react';
import { DEMO_COPY } from '../layout/demoCopy';
import { DEMO_OUTBOX_PATH } from './outboxPath';

export default function OutboxLink() {
  const { outboxLink } = useCopy(DEMO_COPY);
  return <Link to={DEMO_OUTBOX_PATH}>{outboxLink}</Link>;
}
