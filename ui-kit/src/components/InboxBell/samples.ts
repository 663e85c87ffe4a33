import type { InboxBellAlert } from './InboxBell';

/** Four alerts, one of each moment, for the stories and tests. */
export const sampleInboxAlerts: InboxBellAlert[] = [
  {
    id: 'a1',
    moment: 'new_session',
    dealTitle: 'Sunset Kayak Tour',
    href: '/deals/d1',
    startsAt: '2026-11-28T22:30:00Z',
    timeZone: 'America/Los_Angeles',
    price: 49,
    distanceM: 2400,
    unread: true,
  },
  {
    id: 'a2',
    moment: 'price_drop',
    dealTitle: 'Sound Bath & Guided Meditation',
    href: '/deals/d2',
    startsAt: '2026-11-29T01:00:00Z',
    timeZone: 'America/Los_Angeles',
    price: 30,
    previousPrice: 45,
    distanceM: 350,
  },
  {
    id: 'a3',
    moment: 'spot_freed',
    dealTitle: 'Harbour Sailing Lesson',
    href: '/deals/d3',
    startsAt: '2026-11-29T15:00:00Z',
    timeZone: 'America/New_York',
    price: 80,
    distanceM: null,
  },
  {
    id: 'a4',
    moment: 'new_deal',
    dealTitle: 'Hot Stone Massage',
    businessName: 'Harborlight Spa',
    href: '/deals/d4',
    startsAt: null,
    timeZone: 'America/Los_Angeles',
    price: 95,
    distanceM: null,
  },
];
