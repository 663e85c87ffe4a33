/**
 * Demo builds only (see SiteFooter): the footer's link to the Outbox page. A text link like the
 * footer's others (the footer colours its links for its dark background).
 */
import { Link } from 'react-router-dom';
import { DEMO_COPY as DEMO } from '../layout/demoCopy';
import { DEMO_OUTBOX_PATH } from './outboxPath';

export default function OutboxLink() {
  return <Link to={DEMO_OUTBOX_PATH}>{DEMO.outboxLink}</Link>;
}
