/** The hearts of a page: the person's saved deals (`useSavedToggles` over the saved-deal endpoints). */
import { getSavedDealIds, saveDeal, unsaveDeal } from '../api';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { useSavedToggles, type SavedKind, type SavedToggles } from './useSavedToggles';

export type SavedDeals = SavedToggles;

const SAVED_DEALS: SavedKind = {
  loadIds: async (signal) => (await getSavedDealIds({ signal })).deal_ids,
  save: saveDeal,
  unsave: unsaveDeal,
  failed: (message) => pageCopy(COPY).toasts.saveFailed(message),
};

/** `initial`: ids already known (the Saved tab lists only saved deals). */
export const useSavedDeals = (initial: readonly string[] = []): SavedDeals => useSavedToggles(SAVED_DEALS, initial);
