import { describe, expect, it } from 'vitest';
import { formatStats } from './stats';

describe('formatStats', () => {
  it('counts as whole numbers and revenue in US dollars with two decimals', () => {
    expect(formatStats({ total_deals: 16, total_revenue: 1234.5, active_deals: 14, upcoming_sessions: 31, seats_sold_today: 7, fee_percent: 15 })).toEqual({
      totalDeals: '16',
      totalRevenue: '$1,234.50',
      activeDeals: '14',
      upcomingSessions: '31',
      seatsSoldToday: '7',
    });
  });

  it('a business with nothing yet', () => {
    expect(formatStats({ total_deals: 0, total_revenue: 0, active_deals: 0, upcoming_sessions: 0, seats_sold_today: 0, fee_percent: 15 })).toEqual({
      totalDeals: '0',
      totalRevenue: '$0.00',
      activeDeals: '0',
      upcomingSessions: '0',
      seatsSoldToday: '0',
    });
  });

  it('rounds revenue to cents and groups thousands', () => {
    expect(formatStats({ total_deals: 1200, total_revenue: 98765.005, active_deals: 1001, upcoming_sessions: 2500, seats_sold_today: 12, fee_percent: 15 })).toEqual({
      totalDeals: '1,200',
      totalRevenue: '$98,765.01',
      activeDeals: '1,001',
      upcomingSessions: '2,500',
      seatsSoldToday: '12',
    });
  });

  it('a dash for each figure while they are unavailable', () => {
    expect(formatStats(null)).toEqual({ totalDeals: '—', totalRevenue: '—', activeDeals: '—', upcomingSessions: '—', seatsSoldToday: '—' });
  });
});
