/**
 * The dashboard's figures (PRODUCT.md departures: true stats), formatted for the StatCards. The
 * server computes them: total deals (count), total revenue (paid, not cancelled bookings), active
 * deals (slots left, not expired), upcoming sessions and the seats sold today.
 */
import type { BusinessStats } from '@spur/contract';
import { formatPrice } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';

export interface StatFigures {
  totalDeals: string;
  /** US dollars with two decimals: "$1,240.00". */
  totalRevenue: string;
  activeDeals: string;
  upcomingSessions: string;
  seatsSoldToday: string;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The figures as shown; a dash for each while the stats are unavailable. */
export function formatStats(stats: BusinessStats | null): StatFigures {
  if (!stats) {
    const none = BUSINESS_COPY.stats.unavailable;
    return { totalDeals: none, totalRevenue: none, activeDeals: none, upcomingSessions: none, seatsSoldToday: none };
  }
  return {
    totalDeals: count.format(stats.total_deals),
    totalRevenue: formatPrice(stats.total_revenue),
    activeDeals: count.format(stats.active_deals),
    upcomingSessions: count.format(stats.upcoming_sessions),
    seatsSoldToday: count.format(stats.seats_sold_today),
  };
}
