import { BUSINESS_GROUP, CHECKOUT_HOLD_MINUTES, CURRENCY, USER_TYPE_CLAIM } from '@spur/contract';
import { buildSeed, DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedData } from '@spur/demo-data';
import type * as Domain from '@spur/domain';
import type { JsonValues } from '@spur/domain';
import type { PublicEntity } from '@mswjs/data/lib/glossary.js';
import { hashPassword } from '../crypto';
import { leanFactory, type LeanFactoryAPI, type WriteObservable } from './lean-factory';
import { dictionary, type Dictionary, type ModelName } from './models';

export type MockDatabase = LeanFactoryAPI<Dictionary> & WriteObservable;

type Row<Name extends ModelName> = ReturnType<MockDatabase[Name]['getAll']>[number];
export type UserRow = Row<'user'>;
export type DealRow = Row<'deal'>;
export type BookingRow = Row<'booking'>;
export type SessionRow = Row<'session'>;
export type ReviewRow = Row<'review'>;
export type ContactMessageRow = Row<'contactMessage'>;
export type CheckoutSessionRow = Row<'checkoutSession'>;
export type WaitlistEntryRow = Row<'waitlistEntry'>;
export type CognitoUserRow = Row<'cognitoUser'>;
export type CognitoSessionRow = Row<'cognitoSession'>;
export type DeletedIdentityRow = Row<'deletedIdentity'>;
export type MailRow = Row<'mail'>;
export type LedgerEntryRow = Row<'ledgerEntry'>;
export type PayoutAccountRow = Row<'payoutAccount'>;
export type SavedDealRow = Row<'savedDeal'>;
export type BusinessRow = Row<'business'>;
export type SavedBusinessRow = Row<'savedBusiness'>;
export type AlertRow = Row<'alert'>;
export type AlertSettingsRow = Row<'alertSettings'>;
export type AlertMomentRow = Row<'alertMoment'>;
export type InboxAlertRow = Row<'inboxAlert'>;

/** The server's tables among the models, and @spur/domain's row shape of each. */
interface SharedRows {
  user: Domain.UserRow<JsonValues>;
  deal: Domain.DealRow<JsonValues>;
  session: Domain.SessionRow<JsonValues>;
  booking: Domain.BookingRow<JsonValues>;
  waitlistEntry: Domain.WaitlistEntryRow<JsonValues>;
  review: Domain.ReviewRow<JsonValues>;
  contactMessage: Domain.ContactMessageRow<JsonValues>;
  deletedIdentity: Domain.DeletedIdentityRow<JsonValues>;
  ledgerEntry: Domain.LedgerEntryRow<JsonValues>;
  payoutAccount: Domain.PayoutAccountRow<JsonValues>;
  business: Domain.BusinessRow<JsonValues>;
  alert: Domain.AlertRow<JsonValues>;
  alertSettings: Domain.AlertSettingsRow;
  alertMoment: Domain.AlertMomentRow<JsonValues>;
  inboxAlert: Domain.InboxAlertRow<JsonValues>;
}
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile unless each model produces exactly its table's row shape (no column more, less or of another type). */
export const MODELS_ARE_ROWS: { [Name in keyof SharedRows]: Same<PublicEntity<Dictionary, Name>, SharedRows[Name]> } = {
  user: true,
  deal: true,
  session: true,
  booking: true,
  waitlistEntry: true,
  review: true,
  contactMessage: true,
  deletedIdentity: true,
  ledgerEntry: true,
  payoutAccount: true,
  business: true,
  alert: true,
  alertSettings: true,
  alertMoment: true,
  inboxAlert: true,
};
/** The saved deal's model is its row plus `key` (the server's two-column primary key as one). */
export const SAVED_DEAL_IS_ROW: Same<Omit<PublicEntity<Dictionary, 'savedDeal'>, 'key'>, Domain.SavedDealRow<JsonValues>> = true;

/** The saved deal model's key: one row per person and deal. */
export const savedDealKey = (userId: string, dealId: string): string => `${userId}:${dealId}`;
/** The saved business's model is its row plus `key`, as the saved deal's. */
export const SAVED_BUSINESS_IS_ROW: Same<Omit<PublicEntity<Dictionary, 'savedBusiness'>, 'key'>, Domain.SavedBusinessRow<JsonValues>> = true;

/** The saved business model's key: one row per person and business. */
export const savedBusinessKey = (userId: string, businessId: string): string => `${userId}:${businessId}`;

export const MODEL_NAMES = Object.keys(dictionary) as ModelName[];

/** A plain-JSON copy of every table, as stored in localStorage. */
export interface Snapshot {
  /**
   * 2: sessions; 3: venue coordinates on deals; 4: waitlist entries; 5: the server's column names
   * and cents (issue 28); 6: the money ledger; 7: payout accounts (the demo businesses connected); 8: saved deals, alerts, their settings,
   * moments and inbox, and users' alert_emails; 9: businesses (deals' business_id), saved businesses,
   * the inbox's business names; 10: users' and queued mails' locale; 11: deals' languages. An
   * older snapshot is not read (the demo starts again from the seed).
   */
  version: 11;
  savedAt: string;
  tables: { [Name in ModelName]: Record<string, unknown>[] };
}

export function createEmptyDatabase(): MockDatabase {
  return leanFactory(dictionary);
}

export function takeSnapshot(db: MockDatabase, now: Date): Snapshot {
  const tables = {} as Snapshot['tables'];
  for (const name of MODEL_NAMES) {
    // JSON round trip: plain rows without @mswjs/data's internal symbols.
    tables[name] = JSON.parse(JSON.stringify(db[name].getAll())) as Record<string, unknown>[];
  }
  return { version: 11, savedAt: now.toISOString(), tables };
}

/** A new database holding exactly the snapshot's rows; throws on a malformed snapshot. */
export function databaseFromSnapshot(snapshot: Snapshot): MockDatabase {
  if (snapshot?.version !== 11 || typeof snapshot.tables !== 'object') {
    throw new Error('Unsupported mock database snapshot');
  }
  const db = createEmptyDatabase();
  for (const name of MODEL_NAMES) {
    const rows = snapshot.tables[name];
    if (!Array.isArray(rows)) throw new Error(`Snapshot is missing table "${name}"`);
    const model = db[name] as unknown as { create(row: Record<string, unknown>): unknown };
    for (const row of rows) model.create(row);
  }
  return db;
}

/** The demo dataset (`buildSeed(now)`) plus the demo accounts in the emulated Cognito pool. */
export async function createSeededDatabase(now: Date, seed: SeedData = buildSeed(now)): Promise<MockDatabase> {
  const db = createEmptyDatabase();
  for (const user of seed.users) db.user.create(user);
  for (const business of seed.businesses) db.business.create(business);
  for (const deal of seed.deals) db.deal.create(deal);
  for (const session of seed.sessions) db.session.create(session);
  for (const booking of seed.bookings) db.booking.create(booking);
  for (const review of seed.reviews) db.review.create(review);
  for (const account of seed.payoutAccounts) db.payoutAccount.create(account);

  const dealsById = new Map(seed.deals.map((deal) => [deal.id, deal]));
  const usersById = new Map(seed.users.map((user) => [user.id, user]));
  for (const booking of seed.bookings) {
    if (!booking.checkout_session_id) continue;
    const deal = dealsById.get(booking.deal_id);
    db.checkoutSession.create({
      id: booking.checkout_session_id,
      booking_id: booking.id,
      deal_id: booking.deal_id,
      deal_title: deal?.title ?? '',
      user_id: booking.user_id,
      amount: booking.amount_cents,
      currency: CURRENCY,
      customer_email: (booking.user_id ? usersById.get(booking.user_id)?.email : booking.guest_email) ?? null,
      status: booking.status === 'confirmed' ? 'complete' : 'expired',
      expires_at: new Date(Date.parse(booking.booking_time) + CHECKOUT_HOLD_MINUTES * 60 * 1000).toISOString(),
      created_at: booking.booking_time,
    });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const user = usersById.get(account.userId);
    const attributes: Record<string, string> = { name: account.fullName };
    if (account.userType === 'business') attributes[USER_TYPE_CLAIM] = 'business';
    const groups = account.email === DEMO_ACCOUNTS.adventures.email ? [BUSINESS_GROUP] : [];
    db.cognitoUser.create({
      username: account.email,
      sub: account.cognitoSub,
      email: account.email,
      email_verified: true,
      password: passwordHash,
      status: 'CONFIRMED',
      attributes: JSON.stringify(attributes),
      groups: JSON.stringify(groups),
      created_at: user?.created_at ?? now.toISOString(),
      updated_at: user?.created_at ?? now.toISOString(),
    });
  }
  return db;
}
