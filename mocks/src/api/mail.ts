/**
 * The mock backend's mail outbox (the server's services/outbox.ts): a booking change queues its
 * mail with the same rules (@spur/domain's bookingMail: to whom, in their language; one per key). Nothing
 * is sent: the demo's Outbox page shows the queue, rendered with @spur/emails.
 */
import { bookingMail, reminderDue, type BookingMailKind, type QueuedMail } from '@spur/domain';
import type { MockDatabase } from '../db/database';

/** A queued mail with the time it was queued. */
export type OutboxMail = QueuedMail & { created_at: string };

/** Queues `mail` unless a mail with its key was queued before. */
export function enqueueMail(db: MockDatabase, mail: QueuedMail, now: Date): void {
  if (db.mail.findFirst({ where: { key: { equals: mail.key } } })) return;
  db.mail.create({ key: mail.key, kind: mail.kind, to: mail.to, locale: mail.locale, data: JSON.stringify(mail.data), created_at: now.toISOString() });
}

/** Queues booking `bookingId`'s mail of `kind` to whom the domain's rule says (nobody: nothing). */
export function queueBookingMail(db: MockDatabase, kind: BookingMailKind, bookingId: string, now: Date): void {
  const booking = db.booking.findFirst({ where: { id: { equals: bookingId } } });
  const deal = booking && db.deal.findFirst({ where: { id: { equals: booking.deal_id } } });
  if (!booking || !deal) return;
  const account = booking.user_id ? db.user.findFirst({ where: { id: { equals: booking.user_id } } }) : null;
  const session = booking.session_id ? db.session.findFirst({ where: { id: { equals: booking.session_id } } }) : null;
  const mail = bookingMail(
    kind,
    {
      booking: {
        id: booking.id,
        amount_cents: booking.amount_cents,
        voucher_code: booking.voucher_code,
        refund_cents: booking.refund_cents,
      },
      deal,
      startsAt: session?.starts_at ?? null,
    },
    account,
    booking.guest_email,
    now,
  );
  if (mail) enqueueMail(db, mail, now);
}

/** The server sweep's reminders: one per confirmed booking whose session starts within the hour. */
export function queueDueReminders(db: MockDatabase, now: Date): void {
  const soon = new Set(
    db.session
      .getAll()
      .filter((session) => session.status === 'scheduled' && reminderDue(session.starts_at, now))
      .map((session) => session.id),
  );
  if (soon.size === 0) return;
  for (const booking of db.booking.getAll()) {
    if (booking.status === 'confirmed' && booking.session_id && soon.has(booking.session_id)) queueBookingMail(db, 'reminder', booking.id, now);
  }
}

/** Every queued mail, newest first. */
export function outboxOf(db: MockDatabase): OutboxMail[] {
  return db.mail
    .getAll()
    .map((row) => ({ kind: row.kind, to: row.to, key: row.key, locale: row.locale, data: JSON.parse(row.data), created_at: row.created_at }) as OutboxMail)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.key.localeCompare(a.key));
}
