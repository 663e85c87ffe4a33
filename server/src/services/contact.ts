/** The contact form: rate-limited per client, stored, then mailed to support. */
import { MESSAGES, type ContactMessage, type ContactResponse } from '@spur/contract';
import { AppError, rateLimited } from '@spur/domain';
import type { Config } from '../config';
import type { Db } from '../db/knex';
import type { ContactMessageRow } from '../db/rows';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from './rateLimiter';

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'mail' | 'contactRateLimit'>;
}) {
  const { db, mailer, rateLimiter, config } = deps;
  return {
    /**
     * Only valid messages count towards the limit: a typo costs the sender nothing, and invalid
     * requests cost us nothing either (no row, no mail).
     */
    async send(message: Required<ContactMessage>, clientIp: string): Promise<ContactResponse> {
      const { max, windowSeconds } = config.contactRateLimit;
      if (!(await rateLimiter.hit(`contact:${clientIp}`, max, windowSeconds))) {
        throw rateLimited();
      }
      const [stored] = await db<ContactMessageRow>('contact_messages')
        .insert({ ...message, client_ip: clientIp })
        .returning('id');
      try {
        await mailer.send({
          to: config.mail.supportEmail,
          replyTo: message.email,
          subject: `[Contact] ${message.subject.replace(/\s+/g, ' ')}`,
          text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
        });
      } catch (error) {
        // The message is kept (sent_at stays empty) so support can still read it.
        throw new AppError(502, MESSAGES.contactFailed, { cause: error });
      }
      await db<ContactMessageRow>('contact_messages').where({ id: stored!.id }).update({ sent_at: db.fn.now() });
      return { success: true, message: MESSAGES.contactThanks };
    },
  };
}
