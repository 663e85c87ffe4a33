/**
 * The tables' rows as pg returns them (numeric as string, timestamps as Date): @spur/domain's one
 * row shape per table (`rows.ts` there), in the `PgValues` encoding, plus the shapes of the
 * server's own queries.
 */
import type * as Domain from '@spur/domain';
import type { PgValues } from '@spur/domain';

export type UserRow = Domain.UserRow<PgValues>;
export type DealRow = Domain.DealRow<PgValues>;
export type SessionRow = Domain.SessionRow<PgValues>;
export type BookingRow = Domain.BookingRow<PgValues>;
export type WaitlistEntryRow = Domain.WaitlistEntryRow<PgValues>;
export type ReviewRow = Domain.ReviewRow<PgValues>;
export type MailOutboxRow = Domain.MailOutboxRow<PgValues>;
export type PushSubscriptionRow = Domain.PushSubscriptionRow<PgValues>;
export type PushOutboxRow = Domain.PushOutboxRow<PgValues>;
export type ContactMessageRow = Domain.ContactMessageRow<PgValues>;
export type DeletedIdentityRow = Domain.DeletedIdentityRow<PgValues>;
export type LedgerEntryRow = Domain.LedgerEntryRow<PgValues>;
export type PayoutAccountRow = Domain.PayoutAccountRow<PgValues>;
export type SavedDealRow = Domain.SavedDealRow<PgValues>;
export type BusinessRow = Domain.BusinessRow<PgValues>;
export type SavedBusinessRow = Domain.SavedBusinessRow<PgValues>;
export type AlertRow = Domain.AlertRow<PgValues>;
export type AlertSettingsRow = Domain.AlertSettingsRow;
export type AlertMomentRow = Domain.AlertMomentRow<PgValues>;
export type InboxAlertRow = Domain.InboxAlertRow<PgValues>;

/** A deal as the catalogue reads it: with its distance from the query's centre (whole metres), when there is one. */
export interface CatalogueDealRow extends DealRow {
  distance_m?: number | null;
  /** The row's key in the catalogue's order (@spur/domain's CatalogueKey), by sort. */
  key_start?: string | null;
  key_created?: string;
  key_rank?: number;
  /** Searching: 0 for a ranked candidate, 1 for an older match; the edge between them. */
  key_tier?: 0 | 1;
  key_edge?: { created: number; id: string } | null;
  key_meters?: number;
  score?: number;
}
