import type { KitTexts } from '../../i18n/types';

/** What SearchBox says in English (`KIT_TEXTS.searchBox`), without a `KitLocaleProvider` that gives texts. */
export const SEARCH_BOX_TEXTS: KitTexts['searchBox'] = { label: 'Search deals', placeholder: 'Search deals', submit: 'Search', clear: 'Clear search' };
