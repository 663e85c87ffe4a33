/** Texts of times, spots and price drops (cards, the deal page, the time picker, bookings). */
export const TIME_COPY = {
  anyTime: 'Any time',
  anyTimeUntil: (date: string) => `Any time until ${date}`,
  noUpcomingTimes: 'No upcoming times',
  priceDrops: (floor: string, time: string) => `Price drops to ${floor} by ${time}`,
  spotsLeft: (count: number) => (count === 1 ? '1 spot left' : `${count} spots left`),
  refund: {
    full: (amount: string) => `You get ${amount} back.`,
    partial: (amount: string, percent: number, endedAt: string) => `You get ${amount} back (${percent}%): the free cancellation ended at ${endedAt}.`,
    none: (endedAt: string) => `No refund: the free cancellation ended at ${endedAt}.`,
  },
  reasons: {
    sold_out: 'Sold out',
    cut_off: 'Booking closed',
    started: 'Already started',
    cancelled: 'Cancelled',
  },
} as const;
