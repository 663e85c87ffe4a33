import type { Knex } from 'knex';
import { CANCELLATION_DEFAULTS, CANCELLATION_LIMITS } from '@spur/contract';

// Cancellation terms, set by the business on each deal: free cancellation until
// cancel_free_hours before a session's start, then cancel_late_refund_percent of the amount back.
// Existing deals get the defaults. A booking records what its cancellation refunded
// (refund_cents; null while nothing was refunded): every refund before this one was in full.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE deals
      ADD COLUMN cancel_free_hours integer NOT NULL DEFAULT ${CANCELLATION_DEFAULTS.freeHours}
        CONSTRAINT deals_cancel_free_hours_check CHECK (cancel_free_hours BETWEEN 0 AND ${CANCELLATION_LIMITS.maxFreeHours}),
      ADD COLUMN cancel_late_refund_percent integer NOT NULL DEFAULT ${CANCELLATION_DEFAULTS.lateRefundPercent}
        CONSTRAINT deals_cancel_late_refund_percent_check CHECK (cancel_late_refund_percent BETWEEN 0 AND 100);
    ALTER TABLE bookings
      ADD COLUMN refund_cents integer CONSTRAINT bookings_refund_cents_check CHECK (refund_cents BETWEEN 0 AND amount_cents);
    UPDATE bookings SET refund_cents = amount_cents WHERE refunded_at IS NOT NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE bookings DROP COLUMN refund_cents;
    ALTER TABLE deals DROP COLUMN cancel_late_refund_percent, DROP COLUMN cancel_free_hours;
  `);
}
