/**
 * Migration 018 (the money ledger) gives bookings paid before it their rows: the charge, the fee
 * at the default 15 % rounded half up, and for a refund the refund and the fee given back in
 * proportion, as @spur/domain's `chargeEntries` and `refundEntries` would have written them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chargeEntries, refundEntries } from '@spur/domain';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertBooking, insertDeal } from '../../test/helpers/factories';
import * as ledger from './migrations/018_ledger';
import type { LedgerEntryRow } from './rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('writes the rows the use cases would have written for paid bookings, and none for unpaid ones', async () => {
  const { db } = database;
  const paidAt = new Date('2026-10-01T17:00:00.000Z');
  const refundedAt = new Date('2026-10-02T17:00:00.000Z');
  await ledger.down(db);
  const deal = await insertDeal(db, null);
  const paid = await insertBooking(db, deal, { amount_cents: 1999, payment_intent_id: 'pi_1', booking_time: paidAt });
  const refunded = await insertBooking(db, deal, {
    status: 'cancelled',
    amount_cents: 5001,
    payment_intent_id: 'pi_2',
    booking_time: paidAt,
    refund_cents: 2500,
    refunded_at: refundedAt,
  });
  await insertBooking(db, deal, { status: 'cancelled', amount_cents: 3000, payment_intent_id: 'pi_3', booking_time: paidAt, refund_cents: 0 });
  await insertBooking(db, deal, { status: 'confirmed', amount_cents: 4000 });
  await ledger.up(db);

  const rows = await db<LedgerEntryRow>('ledger_entries').select('key', 'booking_id', 'kind', 'amount_cents', 'created_at');
  const charged = chargeEntries(refunded.id, 5001, 15, paidAt);
  const expected = [
    ...chargeEntries(paid.id, 1999, 15, paidAt),
    ...charged,
    ...refundEntries(refunded.id, charged, 2500, refundedAt),
  ];
  expect(rows.filter((row) => row.booking_id !== paid.id && row.booking_id !== refunded.id).map((row) => row.kind)).toEqual(['charge', 'fee']);
  expect(rows.filter((row) => row.booking_id === paid.id || row.booking_id === refunded.id).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
    expected.sort((a, b) => a.key.localeCompare(b.key)),
  );
});
