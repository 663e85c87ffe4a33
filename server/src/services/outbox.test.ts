import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CLAIM_LEASE_MS, type QueuedMail } from '@spur/domain';
import { SAMPLE_MAILS } from '@spur/emails';
import { manualClock } from '@spur/test-kit/clock';
import type { MailOutboxRow, SessionRow, UserRow } from '../db/rows';
import type { Mailer } from '../ports/mailer';
import { createMailer } from '../ports/mailer';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertBooking, insertDeal } from '../../test/helpers/factories';
import { startSmtpSink, type SmtpSink } from '../../test/helpers/smtpSink';
import { loadServerCatalogs } from '../i18n';
import { createOutboxService, enqueueMail, queueBookingMail } from './outbox';

const logger = pino({ level: 'silent' });
const APP_URL = 'http://app.test';
let database: TestDatabase;
let smtp: SmtpSink;
const clock = manualClock(new Date('2030-01-01T12:00:00Z'));

const smtpMailer = () => createMailer({ smtpUrl: smtp.url, from: 'Spur <no-reply@spur.test>' }, logger);
const outbox = (mailer: Mailer = smtpMailer()) => createOutboxService({ db: database.db, clock, mailer, logger, appUrl: APP_URL });
const rows = () => database.db<MailOutboxRow>('mail_outbox').orderBy('created_at');

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 10 });
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db('mail_outbox').delete();
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

const sample = (key: string = randomUUID()): QueuedMail => ({ ...SAMPLE_MAILS.booking_confirmed, key });

describe('outbox delivery', () => {
  it('sends a queued mail over SMTP with its HTML and text parts, the QR inline and the code', async () => {
    await enqueueMail(database.db, sample('confirmed-1'));
    expect(await outbox().deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Booking confirmed: Sunset kayak tour');
    expect(mail?.to).toMatchObject({ text: 'traveler@spur.example' });
    expect(mail?.text).toContain('Voucher code: K7QM-2XPA');
    const qr = mail?.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(mail?.html).toContain(`src="cid:${qr?.cid}"`);
    expect(mail?.html).toContain('alt="QR code of voucher K7QM-2XPA"');
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
    // Sent is sent: the next sweep has nothing to do.
    expect(await outbox().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps one mail per key', async () => {
    await enqueueMail(database.db, sample('same'));
    await enqueueMail(database.db, { ...sample('same'), to: 'someone-else@spur.test' });
    expect(await rows()).toMatchObject([{ key: 'same', recipient: 'traveler@spur.example' }]);
  });

  it('retries a mail whose sender crashed after claiming it, once its lease is over', async () => {
    await enqueueMail(database.db, sample());
    // The crashed instance: it claimed the mail and never came back.
    const crashed = outbox({ send: () => new Promise<void>(() => {}) });
    void crashed.deliverDue();
    await expect.poll(async () => (await rows())[0]?.attempts).toBe(1);

    const survivor = outbox();
    expect(await survivor.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(MAIL_CLAIM_LEASE_MS);
    expect(await survivor.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('backs off exponentially while the SMTP server refuses, then sends', async () => {
    await enqueueMail(database.db, sample());
    smtp.refuseNext(2);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, last_error: expect.stringContaining('Mailbox busy') }]);

    // Not due before the first delay (one minute) is over.
    clock.advance(59_000);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1_000);
    expect(await outbox().deliverDue()).toEqual({ sent: 0, failed: 1 });
    // The second delay is twice the first.
    const [retried] = await rows();
    expect(retried!.next_attempt_at!.getTime() - clock.now().getTime()).toBe(120_000);
    clock.advance(120_000);
    expect(await outbox().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
  });

  it('gives a mail up as failed after its last attempt', async () => {
    await enqueueMail(database.db, sample());
    await database.db('mail_outbox').update({ attempts: 9 });
    const failing = outbox({ send: () => Promise.reject(new Error('No such mailbox')) });
    expect(await failing.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 10 }]);
  });

  it('never sends a mail twice when two instances sweep at once', async () => {
    for (let index = 0; index < 30; index += 1) await enqueueMail(database.db, sample(`concurrent-${index}`));
    const results = await Promise.all([outbox().deliverDue(), outbox().deliverDue()]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(await database.db('mail_outbox').where({ status: 'sent', attempts: 1 }).count()).toEqual([{ count: '30' }]);
  });
});

async function insertUser(overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const [user] = await database
    .db<UserRow>('users')
    .insert({ cognito_sub: randomUUID(), email: `${randomUUID()}@spur.test`, full_name: 'Ann Example', ...overrides })
    .returning('*');
  return user!;
}

/** A confirmed booking of a session starting `minutes` from now. */
async function bookedSession(minutes: number, booker: { user_id?: string; guest_email?: string }) {
  const deal = await insertDeal(database.db, null, { has_sessions: true, title: 'Harbour cruise', time_zone: 'America/Los_Angeles' });
  const [session] = await database
    .db<SessionRow>('sessions')
    .insert({ deal_id: deal.id, starts_at: new Date(clock.now().getTime() + minutes * 60_000), duration_minutes: 60, capacity: 5, slots_left: 4, cutoff_minutes: 0 })
    .returning('*');
  return insertBooking(database.db, deal, { session_id: session!.id, voucher_code: `V${randomUUID().slice(0, 7)}`, ...booker });
}

describe('booking mails', () => {
  it('queue to the account’s booking address, and to a guest’s payment address', async () => {
    const user = await insertUser({ booking_email: 'bookings@spur.test', booking_updates: false });
    const booking = await bookedSession(300, { user_id: user.id });
    const guest = await bookedSession(300, { guest_email: 'guest@spur.test' });
    await database.db.transaction(async (trx) => {
      await queueBookingMail(trx, 'booking_confirmed', booking.id, clock.now());
      await queueBookingMail(trx, 'booking_confirmed', guest.id, clock.now());
    });
    expect(await rows()).toMatchObject([
      { key: `booking_confirmed:${booking.id}`, recipient: 'bookings@spur.test', data: { dealTitle: 'Harbour cruise', voucherCode: booking.voucher_code } },
      { key: `booking_confirmed:${guest.id}`, recipient: 'guest@spur.test' },
    ]);
  });

  it('are written and sent in the booker’s language: the data, the subject, the texts and the links', async () => {
    loadServerCatalogs();
    const user = await insertUser({ booking_email: 'ana@spur.test', locale: 'es' });
    const booking = await bookedSession(300, { user_id: user.id });
    await database.db.transaction((trx) => queueBookingMail(trx, 'booking_confirmed', booking.id, clock.now()));
    expect(await rows()).toMatchObject([{ locale: 'es', data: { when: expect.stringMatching(/^mar, 1 de ene, \d+:\d\d\sa\.\s?m\. PST$/), terms: expect.stringMatching(/^Sin reembolso: la cancelación gratuita terminó \(\d+:\d\d\sa\.\s?m\. del lun, 31 de dic\)$/) } }]);
    expect(await outbox().deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Reserva confirmada: Harbour cruise');
    expect(mail?.text).toContain('Muestre este cupón en');
    expect(mail?.text).toContain('Importe pagado:');
    expect(mail?.html).toMatch(/<html[^>]+lang="es"/);
    expect(mail?.html).toContain(`href="${APP_URL}/es/booking-details/${booking.id}"`);
  });

  it('queue one reminder per booking whose session starts within the hour, for people who want updates', async () => {
    const wants = await insertUser({ booking_email: 'wants@spur.test', booking_updates: true });
    const declines = await insertUser({ booking_updates: false });
    const soon = await bookedSession(50, { user_id: wants.id });
    await bookedSession(50, { user_id: declines.id });
    await bookedSession(61, { user_id: wants.id });

    expect(await outbox().queueReminders()).toBe(1);
    expect(await outbox().queueReminders()).toBe(0);
    expect(await rows()).toMatchObject([{ key: `reminder:${soon.id}`, kind: 'reminder', recipient: 'wants@spur.test' }]);
    await outbox().deliverDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Starting within the hour: Harbour cruise']);
  });
});
