/** The "Save business" buttons of a page: the person's saved businesses (`useSavedToggles` over their endpoints). */
import { getSavedBusinessIds, saveBusiness, unsaveBusiness } from '../api';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';
import { useSavedToggles, type SavedKind, type SavedToggles } from './useSavedToggles';

export type SavedBusinesses = SavedToggles;

const SAVED_BUSINESSES: SavedKind = {
  loadIds: async (signal) => (await getSavedBusinessIds({ signal })).business_ids,
  save: saveBusiness,
  unsave: unsaveBusiness,
  failed: (message) => pageCopy(COPY).toasts.saveBusinessFailed(message),
};

/** `initial`: ids already known (the Saved tab lists only saved businesses). */
export const useSavedBusinesses = (initial: readonly string[] = []): SavedBusinesses => useSavedToggles(SAVED_BUSINESSES, initial);
