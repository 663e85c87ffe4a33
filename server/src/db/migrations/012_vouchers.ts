import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { newVoucherCode } from '@spur/domain';

// Vouchers: a confirmed booking's redemption code (unique; drawn when the booking is confirmed)
// and when its guest was checked in. Bookings confirmed before this get their codes here.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE bookings
      ADD COLUMN voucher_code text CONSTRAINT bookings_voucher_code_key UNIQUE,
      ADD COLUMN checked_in_at timestamptz;
  `);
  const confirmed = await db('bookings').where({ status: 'confirmed' }).select<Array<{ id: string }>>('id');
  for (const { id } of confirmed) {
    await db('bookings').where({ id }).update({ voucher_code: newVoucherCode(randomBytes) });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE bookings DROP COLUMN checked_in_at, DROP COLUMN voucher_code;');
}
