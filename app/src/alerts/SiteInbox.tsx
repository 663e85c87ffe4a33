/** The bell of the navigation for a signed-in person: the inbox, each alert linking to its deal. */
import { InboxBell, type InboxBellAlert } from '@spur/ui-kit';
import type { InboxAlert } from '@spur/contract';
import { renderRouterLink } from '../routing/renderLink';
import { dealPath } from '../pages/deals/dealCard';
import { useInbox } from './useInbox';

const toBellAlert = (alert: InboxAlert): InboxBellAlert => ({
  id: alert.id,
  moment: alert.moment,
  dealTitle: alert.deal_title,
  businessName: alert.business_name,
  href: dealPath(alert.deal_id),
  startsAt: alert.starts_at,
  timeZone: alert.time_zone,
  price: alert.price,
  previousPrice: alert.previous_price,
  distanceM: alert.distance_m,
  unread: !alert.read,
});

export function SiteInbox({ demo }: { demo: boolean }) {
  const { inbox, markRead } = useInbox({ demo });
  return <InboxBell alerts={inbox.alerts.map(toBellAlert)} unread={inbox.unread} onOpen={markRead} manageHref="/alerts" renderLink={renderRouterLink} />;
}
