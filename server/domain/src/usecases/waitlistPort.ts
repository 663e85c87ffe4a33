/**
 * What the waitlist's use cases (`waitlist.ts`, `waitlistOffers.ts`) need of a transaction. The
 * server locks rows (`FOR UPDATE`, waiting entries with `SKIP LOCKED`); the in-browser backend
 * reads them (one request at a time, nothing to lock).
 */
import type { WaitlistStatus } from '@spur/contract';
import type { QueuedMail } from '../mail';
import type { DealRow, RowValues, SessionRow, UserRow, WaitlistEntryRow } from '../rows';

/** A spot's stock: a session's spots, or an open-dated deal's (session_id null). */
export interface Stock {
  deal_id: string;
  session_id: string | null;
}

/** A line the business closes: a session's (`session_id`), or every line of a deal. */
export interface ClosedLine {
  deal_id: string;
  session_id?: string;
}

/** What decides whether a stock's line is open. */
export interface StockState<V extends RowValues> {
  deal: DealRow<V>;
  session: SessionRow<V> | null;
}

export interface NewWaitlistEntry {
  deal_id: string;
  session_id: string | null;
  user_id: string | null;
  email: string | null;
}

/** What a move writes on an entry (the store stamps `updated_at`). */
export interface WaitlistEntryChange {
  status: WaitlistStatus;
  offer_expires_at: Date | null;
  booking_id?: string;
}

export interface WaitlistTransaction<V extends RowValues> {
  /**
   * Locks the stock's row (the session, or the open-dated deal: a session's deal is only read)
   * and reads what decides whether its line is open. Every move of a line's spots locks it
   * first, so concurrent ones queue there and a freed spot is offered once.
   */
  lockStock(stock: Stock): Promise<StockState<V>>;
  /** Puts `count` spots back on sale (negative: takes them off). */
  restock(stock: Stock, count: number): Promise<void>;
  /**
   * The stock's waiting entries, locked (`nextInLine` picks the first; the server reads only
   * that one). One locked right now (being left) is passed over, not waited for.
   */
  lockWaiting(stock: Stock): Promise<WaitlistEntryRow<V>[]>;
  /** The line's live entries, locked, in id order; those locked right now are skipped: each settles itself once the line is closed. */
  lockLine(line: ClosedLine): Promise<WaitlistEntryRow<V>[]>;
  /** The person's live entries (waiting or offered), locked, in id order. */
  lockEntriesOf(userId: string): Promise<WaitlistEntryRow<V>[]>;
  /** The entry behind an offer link, locked (undefined: none). */
  lockEntry(token: string): Promise<WaitlistEntryRow<V> | undefined>;
  /** One offer whose window is over, locked (undefined: none left); one locked right now is passed over. */
  lockExpiredOffer(now: Date): Promise<WaitlistEntryRow<V> | undefined>;
  /** A new waiting entry; undefined when the person already has a live place in this line. */
  insertWaitlistEntry(entry: NewWaitlistEntry): Promise<WaitlistEntryRow<V> | undefined>;
  updateWaitlistEntries(ids: readonly string[], change: WaitlistEntryChange): Promise<WaitlistEntryRow<V>[]>;
  findDeal(id: string): Promise<DealRow<V> | undefined>;
  /** A session of the deal (undefined: none, or another deal's). */
  findSession(dealId: string, sessionId: string): Promise<SessionRow<V> | undefined>;
  findUser(id: string): Promise<UserRow<V> | undefined>;
  /** Queues `mail` in the transaction, unless a mail with its key was queued before. */
  enqueueMail(mail: QueuedMail, now: Date): Promise<void>;
}
