/**
 * Transactional mail through a durable outbox (migration 013). A booking change queues its mail
 * in its own transaction (`enqueueMail`, `queueBookingMail`): the mail exists exactly when the
 * change committed, and sending never blocks or fails the change. The maintenance sweep delivers:
 *
 * - it claims due mails with FOR UPDATE SKIP LOCKED and moves their next attempt one lease
 *   (MAIL_CLAIM_LEASE_MS) ahead in the same short transaction, so another instance's sweep does
 *   not see them due: two instances never send the same mail;
 * - then it renders and sends each one and marks it sent; a failure schedules the next attempt
 *   with exponential backoff (`mailRetryDelayMs`), and after MAIL_MAX_ATTEMPTS the mail is
 *   marked failed. A sender that crashed between the claim and the mark loses nothing: the
 *   mail is due again when its lease ends.
 *
 * Reminders: each sweep queues one for every confirmed booking whose session starts within the
 * hour (the key `reminder:<booking>` keeps it to one).
 */
import {
  bookingMail as composeBookingMail,
  bookingMailKey,
  mailRetryDelayMs,
  MAIL_CLAIM_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  REMINDER_LEAD_MS,
  type BookingMailKind,
  type QueuedMail,
} from '@spur/domain';
import { renderMail } from '@spur/emails';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, MailOutboxRow, UserRow } from '../db/rows';
import type { Mailer } from '../ports/mailer';


/**
 * Queues `mail` in the caller's transaction, due at once. A mail with the same key already
 * queued (sent or not) is kept and this one dropped: queuing is idempotent.
 */
export async function enqueueMail(trx: Trx | Db, mail: QueuedMail): Promise<void> {
  await trx('mail_outbox')
    .insert({ key: mail.key, kind: mail.kind, recipient: mail.to, locale: mail.locale, data: JSON.stringify(mail.data), next_attempt_at: null })
    .onConflict('key')
    .ignore();
}

/** What a booking's mail is built from, with its booker's account (null: a guest). */
type BookingMailRow = Pick<BookingRow, 'id' | 'amount_cents' | 'voucher_code' | 'refund_cents' | 'guest_email' | 'user_id'> &
  Pick<DealRow, 'title' | 'business_name' | 'location' | 'latitude' | 'longitude' | 'time_zone' | 'expires_at' | 'cancel_free_hours' | 'cancel_late_refund_percent'> & {
    starts_at: Date | null;
    user_email: string | null;
  } & Partial<Pick<UserRow, 'booking_email' | 'booking_updates' | 'locale'>>;

const bookingMailRows = (q: Trx | Db) =>
  q<BookingMailRow>('bookings as b')
    .join('deals as d', 'd.id', 'b.deal_id')
    .leftJoin('sessions as s', 's.id', 'b.session_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select('b.id', 'b.amount_cents', 'b.voucher_code', 'b.refund_cents', 'b.guest_email', 'b.user_id')
    .select('d.title', 'd.business_name', 'd.location', 'd.latitude', 'd.longitude', 'd.time_zone', 'd.expires_at')
    .select('d.cancel_free_hours', 'd.cancel_late_refund_percent', 's.starts_at')
    .select('u.email as user_email', 'u.booking_email', 'u.booking_updates', 'u.locale');

/** The booking's mail of `kind` to whom the domain's rule says, in their language; nothing when nobody should get it. */
function bookingMail(kind: BookingMailKind, row: BookingMailRow, now: Date): QueuedMail | null {
  const account = row.user_id && row.user_email ? { email: row.user_email, booking_email: row.booking_email ?? '', booking_updates: row.booking_updates ?? false, locale: row.locale } : null;
  return composeBookingMail(kind, { booking: row, deal: row, startsAt: row.starts_at }, account, row.guest_email, now);
}

/** Queues booking `bookingId`'s mail of `kind` in the transaction that changed the booking. */
export async function queueBookingMail(trx: Trx, kind: BookingMailKind, bookingId: string, now: Date): Promise<void> {
  const row = await bookingMailRows(trx).where('b.id', bookingId).first();
  const mail = row && bookingMail(kind, row, now);
  if (mail) await enqueueMail(trx, mail);
}

/** Mails claimed per transaction. */
const CLAIM_BATCH = 20;
/** At most this many per sweep (the next sweep sends the rest). */
const MAX_PER_SWEEP = 10 * CLAIM_BATCH;

export type OutboxService = ReturnType<typeof createOutboxService>;

export function createOutboxService(deps: { db: Db; clock: Clock; mailer: Mailer; logger: Logger; appUrl: string }) {
  const { db, clock, mailer, logger, appUrl } = deps;

  /** Due mails, taken out of every other sweep's sight for one lease. */
  async function claimDue(): Promise<MailOutboxRow[]> {
    const now = clock.now();
    return db.transaction(async (trx) => {
      const due = await trx<MailOutboxRow>('mail_outbox')
        .where({ status: 'pending' })
        .where((q) => q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
        .orderByRaw('next_attempt_at NULLS FIRST, created_at')
        .limit(CLAIM_BATCH)
        .forUpdate()
        .skipLocked();
      if (due.length === 0) return [];
      await trx('mail_outbox')
        .whereIn('id', due.map((row) => row.id))
        .update({ attempts: trx.raw('attempts + 1'), next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS) });
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      const rendered = await renderMail({ kind: row.kind, to: row.recipient, key: row.key, locale: row.locale, data: row.data } as QueuedMail, appUrl);
      await mailer.send({ to: row.recipient, ...rendered });
      await db('mail_outbox').where({ id: row.id }).update({ status: 'sent', sent_at: clock.now(), last_error: null });
      return true;
    } catch (error) {
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db('mail_outbox')
        .where({ id: row.id })
        .update({
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: new Date(clock.now().getTime() + mailRetryDelayMs(row.attempts)),
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        });
      logger.warn({ err: error, mail: row.key, attempts: row.attempts, giveUp }, 'mail delivery failed');
      return false;
    }
  }

  return {
    /** Sends what is due; the number sent and the number that failed this time. */
    async deliverDue(): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      let batch: MailOutboxRow[];
      do {
        batch = await claimDue();
        for (const row of batch) {
          if (await deliver(row)) sent += 1;
          else failed += 1;
        }
      } while (batch.length === CLAIM_BATCH && sent + failed < MAX_PER_SWEEP);
      return { sent, failed };
    },

    /** Queues the reminder of every confirmed booking whose session starts within the hour; how many were new. */
    async queueReminders(): Promise<number> {
      const now = clock.now();
      const rows = await bookingMailRows(db)
        .where('b.status', 'confirmed')
        .where('s.status', 'scheduled')
        .where('s.starts_at', '>', now)
        .where('s.starts_at', '<=', new Date(now.getTime() + REMINDER_LEAD_MS))
        .whereNotExists((q) => q.select(db.raw('1')).from('mail_outbox as m').whereRaw('m.key = ? || b.id', [bookingMailKey('reminder', '')]));
      let queued = 0;
      for (const row of rows) {
        const mail = bookingMail('reminder', row, now);
        if (mail) {
          await enqueueMail(db, mail);
          queued += 1;
        }
      }
      return queued;
    },
  };
}
