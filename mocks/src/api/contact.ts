/** The contact form over the mock database: rate-limited like the server's, the message stored. */
import { MESSAGES, type EndpointName } from '@spur/contract';
import { rateLimited, type RouteInput } from '@spur/domain';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import type { MockDatabase, UserRow } from '../db/database';
import { hitRateLimit, iso } from './store';

type Context<Name extends EndpointName> = RouteInput<Name, UserRow> & { backend: MockBackend; db: MockDatabase; now: Date };

export const contactRoutes = {
  contact({ backend, db, body, now }: Context<'contact'>) {
    const limit = backend.contactRateLimit;
    if (limit && !hitRateLimit(backend, 'contact', limit.max, limit.windowSeconds)) {
      throw rateLimited();
    }
    db.contactMessage.create({ id: randomUuid(), ...body, created_at: iso(now) });
    return { success: true, message: MESSAGES.contactThanks };
  },
};
