/**
 * The dashboard's figures (PRODUCT.md departures: true stats), formatted for the StatCards. The
 * server computes them: total deals (count), total revenue (paid, not cancelled bookings), active
 * deals (slots left, not expired), upcoming sessions and the seats sold today.
 */
import type { BusinessStats } from '@spur/contract';
import { DEFAULT_LOCALE, type Locale } from '@spur/i18n';
import { formatGroupedCount, formatPrice } from '../../time/format';
import { BUSINESS_COPY } from './copy';

export interface StatFigures {
  totalDeals: string;
  /** US dollars with two decimals: "$1,240.00". */
  totalRevenue: string;
  activeDeals: string;
  upcomingSessions: string;
  seatsSoldToday: string;
}

/** The figures as shown in `locale`; a dash for each while the stats are unavailable. */
export function formatStats(stats: BusinessStats | null, locale: Locale = DEFAULT_LOCALE): StatFigures {
  if (!stats) {
    const none = BUSINESS_COPY.stats.unavailable;
    return { totalDeals: none, totalRevenue: none, activeDeals: none, upcomingSessions: none, seatsSoldToday: none };
  }
  return {
    totalDeals: formatGroupedCount(stats.total_deals, locale),
    totalRevenue: formatPrice(stats.total_revenue, locale),
    activeDeals: formatGroupedCount(stats.active_deals, locale),
    upcomingSessions: formatGroupedCount(stats.upcoming_sessions, locale),
    seatsSoldToday: formatGroupedCount(stats.seats_sold_today, locale),
  };
}
