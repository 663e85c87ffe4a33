/**
 * The store port's operations for a business's deals and their sessions (`manageDeals.ts`,
 * `manageSessions.ts`); `StoreTransaction` (store.ts) extends it. What the use cases write is in
 * `WrittenValues`: each store encodes prices and times its way and stamps `updated_at` itself.
 */
import type { BookingRow, DealRow, RowValues, SessionRow } from '../rows';

/** Values as the use cases write them: times as Dates, prices as numbers of dollars. */
export interface WrittenValues extends RowValues {
  timestamp: Date;
  numeric: number;
}

/** The columns of a deal its business sets (the store adds the id, the times and the rest's defaults). */
export type DealFields = Omit<
  DealRow<WrittenValues>,
  'id' | 'created_at' | 'updated_at' | 'deleted_at' | 'booking_type' | 'vendor_shortname' | 'has_sessions'
>;

/** The columns an edit changes (undefined: unchanged). */
export type DealChanges = Partial<DealFields & Pick<DealRow<WrittenValues>, 'has_sessions'>>;

export type NewSession = Pick<SessionRow<WrittenValues>, 'deal_id' | 'starts_at' | 'duration_minutes' | 'capacity' | 'slots_left' | 'cutoff_minutes'>;

/** The columns an edit or a cancellation of a session changes (undefined: unchanged). */
export type SessionChanges = Partial<Pick<SessionRow<WrittenValues>, 'starts_at' | 'duration_minutes' | 'capacity' | 'slots_left' | 'cutoff_minutes' | 'status'>>;

export interface DealsStoreTransaction<V extends RowValues> {
  /** A deal as stored, locked until the transaction ends: edits, sessions added and bookings of it queue. */
  lockDeal(id: string): Promise<DealRow<V> | undefined>;
  /** The owner's business of this name (a deal's `business_id`), made on first use: the same name again is the same business. */
  businessIdOf(ownerId: string, name: string): Promise<string>;
  insertDeal(deal: DealFields): Promise<DealRow<V>>;
  updateDeal(id: string, changes: DealChanges): Promise<void>;
  /** Takes the deal off sale for good; bookings already made keep pointing at it. */
  removeDeal(id: string): Promise<void>;
  /** Starts of the deal's scheduled sessions, but `exceptSessionId`'s (duplicates are refused against them). */
  scheduledStarts(dealId: string, exceptSessionId?: string): Promise<Array<V['timestamp']>>;
  insertSessions(sessions: NewSession[]): Promise<Array<SessionRow<V>>>;
  updateSession(id: string, changes: SessionChanges): Promise<SessionRow<V>>;
  /** The session's bookings holding a spot (pending, confirmed), in id order, locked until the transaction ends. */
  lockHoldingBookings(sessionId: string): Promise<Array<BookingRow<V>>>;
  /** Cancels a booking that holds a spot and puts the spot straight back on sale (nobody in line is offered it). */
  releaseSpotsToSale(bookingId: string): Promise<void>;
}
