import type { KitTexts } from '../../i18n/types';

/** What DealPicture says in English (`KIT_TEXTS.dealPicture`), without a `KitLocaleProvider` that gives texts. */
export const DEAL_PICTURE_TEXTS: KitTexts['dealPicture'] = { discount: (percent) => `${percent}% OFF`, soldOut: 'Sold out' };
