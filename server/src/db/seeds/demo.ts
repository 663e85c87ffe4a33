/**
 * Inserts the demo dataset of @spur/demo-data, so demo mode and the local server show the same
 * deals and their businesses, accounts, bookings, reviews and the businesses' (test) payout accounts. Idempotent: rows that exist are left as they are, except
 * each demo account's cognito_sub, which follows `subsByEmail` (the identity provider's real subs;
 * the dataset's own subs are placeholders used by the mock Cognito).
 */
import { buildSeed, type SeedData } from '@spur/demo-data';
import type { Db } from '../knex';
import { withoutLiveEvents } from '../liveEvents';

export interface SeedOptions {
  /** Timestamps in the dataset are relative to this moment (first run only). */
  now?: Date;
  /** email → Cognito sub of the demo accounts in the configured user pool. */
  subsByEmail?: Record<string, string>;
}

export interface SeedSummary {
  users: number;
  deals: number;
  sessions: number;
  bookings: number;
  reviews: number;
  payoutAccounts: number;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed: SeedData = buildSeed(options.now ?? new Date());
  const subsByEmail = new Map(Object.entries(options.subsByEmail ?? {}).map(([email, sub]) => [email.toLowerCase(), sub]));

  // One `reload` for open pages instead of an event per row.
  return db.transaction((trx) =>
    withoutLiveEvents(trx, async () => {
      // Accounts are matched by email: someone may have signed in as a demo user before seeding.
      const userIds = new Map<string, string>();
      for (const user of seed.users) {
        const email = user.email.toLowerCase();
        const [row] = await trx('users')
          .insert({ ...user, email, cognito_sub: subsByEmail.get(email) ?? user.cognito_sub })
          .onConflict('email')
          .merge(subsByEmail.has(email) ? ['cognito_sub'] : ['email'])
          .returning<Array<{ id: string }>>('id');
        userIds.set(user.id, row!.id);
      }
      const userId = (id: string | null) => (id === null ? null : (userIds.get(id) ?? id));

      // A business of the same owner and name made before seeding (a deal created first) is the one.
      const businessIds = new Map<string, string>();
      for (const business of seed.businesses) {
        const [row] = await trx('businesses')
          .insert({ ...business, owner_id: userId(business.owner_id) })
          .onConflict(['owner_id', 'name'])
          .merge(['name'])
          .returning<Array<{ id: string }>>('id');
        businessIds.set(business.id, row!.id);
      }

      const deals = await trx('deals')
        .insert(seed.deals.map((deal) => ({ ...deal, owner_id: userId(deal.owner_id), business_id: businessIds.get(deal.business_id) })))
        .onConflict('id')
        .ignore()
        .returning('id');

      const sessions = await trx('sessions').insert(seed.sessions).onConflict('id').ignore().returning('id');

      const bookings = await trx('bookings')
        .insert(seed.bookings.map((booking) => ({ ...booking, user_id: userId(booking.user_id) })))
        .onConflict('id')
        .ignore()
        .returning('id');

      const reviews = await trx('reviews')
        .insert(seed.reviews.map((review) => ({ ...review, user_id: userId(review.user_id) })))
        .onConflict('id')
        .ignore()
        .returning('id');

      const payoutAccounts = await trx('payout_accounts')
        .insert(seed.payoutAccounts.map((account) => ({ ...account, business_id: userId(account.business_id) })))
        .onConflict('business_id')
        .ignore()
        .returning('business_id');

      return {
        users: seed.users.length,
        deals: deals.length,
        sessions: sessions.length,
        bookings: bookings.length,
        reviews: reviews.length,
        payoutAccounts: payoutAccounts.length,
      };
    }),
  );
}
