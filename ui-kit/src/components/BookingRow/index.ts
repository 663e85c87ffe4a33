export { BookingRow, bookingStatusTone, bookingStatusLabel } from './BookingRow';
export type { BookingRowProps } from './BookingRow';
