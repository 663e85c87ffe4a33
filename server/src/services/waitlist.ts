/**
 * The instant waitlist over Postgres (rules: @spur/domain's `waitlist`; where freed spots go:
 * ./waitlistOffers): join, leave, read one place in line or the caller's, claim an offer into
 * the normal checkout, and the sweep that passes expired offers on.
 */
import { MESSAGES, id as uuidSchema, type CheckoutCreated, type WaitlistEntry, type WaitlistJoin } from '@spur/contract';
import {
  assertClaimable,
  assertLeavable,
  assertSessionChoice,
  assertWaitlistJoinable,
  conflict,
  holdExpiry,
  lineClosedByBusiness,
  notFound,
  priceCentsAt,
  shownWaitlistStatus,
  waitlistOpen,
  waitlistPerson,
  priceDropOf,
} from '@spur/domain';
import type { Clock } from '../clock';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, SessionRow, UserRow, WaitlistEntryRow } from '../db/rows';
import type { PaymentsService } from './payments';
import { closeLines, releaseSpot } from './waitlistOffers';

export type WaitlistService = ReturnType<typeof createWaitlistService>;

interface EntryViewRow extends WaitlistEntryRow {
  deal_title: string;
  time_zone: string;
  price: string;
  price_drop_floor: string | null;
  price_drop_window_minutes: number | null;
  session_starts_at: Date | null;
}

/** Postgres' unique violation: the person already has a live place in this line. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function createWaitlistService(deps: { db: Db; clock: Clock; payments: Pick<PaymentsService, 'openCheckout'> }) {
  const { db, clock, payments } = deps;

  const withDeal = (q: Db | Trx) =>
    q<EntryViewRow>('waitlist_entries as w')
      .join('deals as d', 'd.id', 'w.deal_id')
      .leftJoin('sessions as s', 's.id', 'w.session_id')
      .select('w.*', 'd.title as deal_title', 'd.time_zone', 'd.price', 'd.price_drop_floor', 'd.price_drop_window_minutes')
      .select('s.starts_at as session_starts_at');

  function toEntry(row: EntryViewRow): WaitlistEntry {
    const now = clock.now();
    const status = shownWaitlistStatus(row, now);
    const offered = status === 'offered';
    return {
      token: row.token,
      deal_id: row.deal_id,
      deal_title: row.deal_title,
      session_id: row.session_id,
      session_starts_at: row.session_starts_at?.toISOString() ?? null,
      time_zone: row.time_zone,
      status,
      email: row.email,
      for_account: row.user_id !== null,
      offer_expires_at: offered ? row.offer_expires_at!.toISOString() : null,
      offer_amount: offered ? priceCentsAt({ price: Number(row.price), price_drop: priceDropOf(row) }, row.session_starts_at, now) : null,
      created_at: row.created_at.toISOString(),
    };
  }

  async function findByToken(q: Db | Trx, token: string): Promise<WaitlistEntry> {
    const row = await withDeal(q).where('w.token', token).first();
    if (!row) throw notFound(MESSAGES.waitlistNotFound);
    return toEntry(row);
  }

  /** Passes one expired offer on (to the next in line, or back on sale); false when none is left. */
  async function passOneExpiredOffer(): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (trx) => {
      const expired = await trx<WaitlistEntryRow>('waitlist_entries')
        .where({ status: 'offered' })
        .where('offer_expires_at', '<=', now)
        .orderBy('offer_expires_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .first();
      if (!expired) return false;
      await trx('waitlist_entries').where({ id: expired.id }).update({ status: 'expired', offer_expires_at: null, updated_at: trx.fn.now() });
      await releaseSpot(trx, expired, now);
      return true;
    });
  }

  return {
    /** 404 deal, 400 session choice, 404 session, 409 closed or not sold out, 400 no e-mail, 409 already waiting. */
    async join(user: UserRow | undefined, dealId: string, input: WaitlistJoin): Promise<WaitlistEntry> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const deal = await trx<DealRow>('deals').where({ id: dealId }).first();
        if (!deal || deal.deleted_at) throw notFound(MESSAGES.dealNotFound);
        assertSessionChoice(deal.has_sessions, input.session_id);
        if (input.session_id !== undefined && !uuidSchema.safeParse(input.session_id).success) throw notFound(MESSAGES.sessionNotFound);
        const session = input.session_id ? await trx<SessionRow>('sessions').where({ id: input.session_id, deal_id: deal.id }).first() : null;
        if (input.session_id && !session) throw notFound(MESSAGES.sessionNotFound);
        assertWaitlistJoinable({ deal, session: session ?? null }, now);
        const person = waitlistPerson(user, input.email);
        // A savepoint: the unique violation must not abort the transaction it answers in.
        const [entry] = await trx
          .transaction((inner) =>
            inner<WaitlistEntryRow>('waitlist_entries')
              .insert({ deal_id: deal.id, session_id: session?.id ?? null, ...person })
              .returning('*'),
          )
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(MESSAGES.waitlistAlreadyJoined) : error;
          });
        return findByToken(trx, entry!.token);
      });
    },

    /** The caller's live places in line (waiting or offered), newest first. */
    async listOwn(user: UserRow): Promise<WaitlistEntry[]> {
      const rows = await withDeal(db)
        .where('w.user_id', user.id)
        .whereIn('w.status', ['waiting', 'offered'])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc');
      return rows.map(toEntry).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');
    },

    get: (token: string): Promise<WaitlistEntry> => findByToken(db, token),

    /** Leaves the line; a spot offered to the person goes to the next one (or back on sale). */
    async leave(token: string): Promise<WaitlistEntry> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const entry = await trx<WaitlistEntryRow>('waitlist_entries').where({ token }).forUpdate().first();
        assertLeavable(entry, now);
        await trx('waitlist_entries').where({ id: entry!.id }).update({ status: 'left', offer_expires_at: null, updated_at: trx.fn.now() });
        if (entry!.status === 'offered') await releaseSpot(trx, entry!, now);
        return findByToken(trx, token);
      });
    },

    /**
     * Books the offered spot: a pending booking takes over the offer's hold (no slot is taken
     * again) at the price of the moment, then a checkout opens for it like any other.
     */
    async claim(user: UserRow | undefined, token: string, appUrl: string): Promise<CheckoutCreated> {
      const now = clock.now();
      const held = await db.transaction(async (trx) => {
        const entry = await trx<WaitlistEntryRow>('waitlist_entries').where({ token }).forUpdate().first();
        assertClaimable(entry, user?.id, now);
        // The stock locked: a business closing the line (it locks the stock) either commits
        // first, and the claim is refused, or cancels the booking made here after it. Claims lock
        // it after their entry, as leaves and the sweep do (no lock cycle), and exclusively: a
        // refused claim may give a held spot back to it.
        const dealQuery = trx<DealRow>('deals').where({ id: entry!.deal_id });
        const deal = (await (entry!.session_id ? dealQuery.first() : dealQuery.forUpdate().first()))!;
        const session = entry!.session_id ? ((await trx<SessionRow>('sessions').where({ id: entry!.session_id }).forUpdate().first()) ?? null) : null;
        if (!waitlistOpen({ deal, session }, now)) {
          // A business closing the line skipped this entry while it was locked here: it closes now.
          if (lineClosedByBusiness({ deal, session })) await closeLines(trx, deal.deleted_at ? { deal_id: deal.id } : { deal_id: deal.id, session_id: session!.id });
          return null;
        }
        const [booking] = await trx<BookingRow>('bookings')
          .insert({
            deal_id: deal.id,
            session_id: session?.id ?? null,
            user_id: entry!.user_id,
            guest_email: entry!.email,
            guest_name: entry!.user_id ? (user?.full_name ?? null) : null,
            status: 'pending',
            amount_cents: priceCentsAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, session?.starts_at ?? null, now),
            hold_expires_at: holdExpiry(now),
          })
          .returning('*');
        await trx('waitlist_entries')
          .where({ id: entry!.id })
          .update({ status: 'claimed', offer_expires_at: null, booking_id: booking!.id, updated_at: trx.fn.now() });
        // A guest's offer is booked for the address that waited, whoever holds the link.
        return { booking: booking!, deal, session, customerEmail: entry!.email ?? user?.email ?? null };
      });
      if (!held) throw conflict(MESSAGES.waitlistClosed);
      return payments.openCheckout(held, appUrl, now);
    },

    /** The sweep: every offer whose window is over passes on. Returns how many did. */
    async passExpiredOffers(limit = 500): Promise<number> {
      let passed = 0;
      while (passed < limit && (await passOneExpiredOffer())) passed += 1;
      return passed;
    },
  };
}
